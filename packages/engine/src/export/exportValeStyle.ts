import { compileGuide } from '../guide/compileGuide.ts';
import type { GlossarySource, Guide } from '../guide/types.ts';
import { glossaryTermsOf } from './glossaryTerms.ts';
import { NO_MAPPING_YET, NOT_EXPORTABLE, VALE_MAPPINGS } from './valeMappings.ts';
import {
  packageReadme,
  valeIni,
  type ExportedRuleSummary,
  type SkippedRuleSummary,
} from './valePackageDocs.ts';
import type { ValeFile } from './valeTypes.ts';
import { toYaml } from './yamlWriter.ts';

export interface ValeExportOptions {
  /** Glossaries that rules refer to by `glossaryId`. */
  readonly glossaries?: GlossarySource;
  /** The style's folder name; from the guide's name when omitted (letters and digits, PascalCase). */
  readonly styleName?: string;
}

/** "Support emails" → "SupportEmails"; Vale names a rule `Style.Rule`, so only letters and digits. */
export function pascalCase(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const joined = words.map((word) => (word[0] ?? '').toUpperCase() + word.slice(1)).join('');
  return /^\p{L}/u.test(joined) ? joined : `Wtt${joined}`;
}

/**
 * Exports a guide as a Vale style package: one YAML file per Vale rule under `styles/<Style>/`, the
 * vocabulary (`accept.txt` for exact spellings, `reject.txt` for forbidden terms without a replacement)
 * under `styles/config/vocabularies/<Style>/`, a `.vale.ini` and a README that lists the rules without
 * a Vale equivalent instead of faking them. Pure: returns the files, the caller writes them. Throws a
 * `GuideError` for an invalid guide.
 */
export function exportValeStyle(guide: Guide, options: ValeExportOptions = {}): ValeFile[] {
  const compiled = compileGuide(guide, options.glossaries ? { glossaries: options.glossaries } : {});
  const style = options.styleName
    ? pascalCase(options.styleName)
    : pascalCase(guide.name || 'Write the Tone');
  const files: ValeFile[] = [];
  const accept: string[] = [];
  const reject: string[] = [];
  const exported: ExportedRuleSummary[] = [];
  const skipped: SkippedRuleSummary[] = [];
  const uses = new Map<string, number>();

  for (const rule of compiled.rules) {
    const { info } = rule;
    const mapping = VALE_MAPPINGS[info.id];
    if (!mapping) {
      if (!skipped.some((entry) => entry.id === info.id)) {
        skipped.push({ id: info.id, name: info.name, reason: NOT_EXPORTABLE[info.id] ?? NO_MAPPING_YET });
      }
      continue;
    }
    // A guide may use a rule twice (two forbidden-terms lists): number the later files.
    const count = (uses.get(info.id) ?? 0) + 1;
    uses.set(info.id, count);
    const base = pascalCase(info.id);
    const result = mapping.map({
      info,
      params: rule.params,
      terms: glossaryTermsOf(rule.params, options.glossaries),
      level: info.severity,
      fileName: count === 1 ? base : `${base}${count}`,
    });
    for (const file of result.files) {
      const header = `# ${style}.${file.name}: rule "${info.id}" of the guide "${guide.name}", exported by Write the Tone.\n`;
      files.push({ path: `styles/${style}/${file.name}.yml`, content: header + toYaml({ ...file.rule }) });
    }
    accept.push(...(result.accept ?? []));
    reject.push(...(result.reject ?? []));
    exported.push({
      id: info.id,
      name: info.name,
      extends: mapping.extends,
      files: [
        ...result.files.map((file) => `${style}.${file.name}`),
        ...((result.accept?.length ?? 0) > 0 ? ['accept.txt'] : []),
        ...((result.reject?.length ?? 0) > 0 ? ['reject.txt'] : []),
      ],
      differences: result.differences,
    });
  }

  const vocabulary = `styles/config/vocabularies/${style}`;
  if (accept.length > 0) files.push({ path: `${vocabulary}/accept.txt`, content: lines(accept) });
  if (reject.length > 0) files.push({ path: `${vocabulary}/reject.txt`, content: lines(reject) });
  files.push({ path: '.vale.ini', content: valeIni(style, accept.length + reject.length > 0) });
  files.push({ path: 'README.md', content: packageReadme(guide.name, style, exported, skipped) });
  return files;
}

function lines(entries: readonly string[]): string {
  return `${[...new Set(entries)].join('\n')}\n`;
}
