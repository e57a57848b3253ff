import { checkText } from '../src/check/checkText.ts';
import type { Finding } from '../src/check/types.ts';
import { compileGuide } from '../src/guide/compileGuide.ts';
import type { CompiledGuide } from '../src/guide/types.ts';
import type {
  DevCase,
  DevCaseInput,
  DevGroup,
  DevMiss,
  DevSetFile,
  DevSetReport,
  RuleQuality,
} from './devsetTypes.ts';

/** The labelled texts of development-set files, each with its guide and expected rule ids. */
export function devCases(files: readonly DevSetFile[]): DevCase[] {
  return files.flatMap((file) => file.groups.flatMap(casesOf));
}

function casesOf(group: DevGroup): DevCase[] {
  const format = group.format ?? 'plain';
  if ('cases' in group) {
    return group.cases.map((item) => ({ ...item, format, guide: group.guide }));
  }
  const guide = [{ id: group.rule, ...(group.params ? { params: group.params } : {}) }];
  const item = (input: DevCaseInput, expect: readonly string[]): DevCase => {
    const { text, fixed } = typeof input === 'string' ? { text: input, fixed: undefined } : input;
    return { text, format, guide, expect, ...(fixed === undefined ? {} : { fixed }) };
  };
  return [
    ...group.positive.map((input) => item(input, [group.rule])),
    ...group.negative.map((input) => item(input, [])),
  ];
}

/**
 * Runs every labelled text through its guide and scores each rule: a text counts as flagged by a rule
 * when the rule gives at least one finding in it. A text with `fixed` must read so after its fixes.
 */
export function evaluateDevSet(files: readonly DevSetFile[]): DevSetReport {
  const cases = devCases(files);
  const counts = new Map<string, { tp: number; fp: number; fn: number; tn: number }>();
  const misses: DevMiss[] = [];
  const compiled = new Map<string, CompiledGuide>();
  for (const item of cases) {
    const key = JSON.stringify(item.guide);
    let guide = compiled.get(key);
    if (!guide) {
      guide = compileGuide({ name: 'development set', rules: item.guide });
      compiled.set(key, guide);
    }
    const { findings } = checkText(item.text, guide, { format: item.format });
    const fired = new Set(findings.map((finding) => finding.id));
    for (const { id } of item.guide) {
      const count = counts.get(id) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
      counts.set(id, count);
      const expected = item.expect.includes(id);
      const flagged = fired.has(id);
      if (expected && flagged) count.tp++;
      else if (flagged) {
        count.fp++;
        misses.push({
          text: item.text,
          rule: id,
          kind: 'false-positive',
          detail: describe(findings, id, item.text),
        });
      } else if (expected) {
        count.fn++;
        misses.push({ text: item.text, rule: id, kind: 'false-negative', detail: 'no finding' });
      } else count.tn++;
    }
    if (item.fixed !== undefined) {
      const result = applyAll(item.text, findings);
      if (result !== item.fixed) {
        misses.push({
          text: item.text,
          rule: item.expect.join(','),
          kind: 'fix',
          detail: `fixed to ${JSON.stringify(result)}`,
        });
      }
    }
  }
  const rules: RuleQuality[] = [...counts.entries()]
    .map(([id, { tp, fp, fn, tn }]) => ({
      id,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      trueNegatives: tn,
      positives: tp + fn,
      negatives: fp + tn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return { cases: cases.length, rules, misses };
}

function describe(findings: readonly Finding[], id: string, text: string): string {
  return findings
    .filter((finding) => finding.id === id)
    .map((finding) => `${JSON.stringify(text.slice(finding.from, finding.to))}: ${finding.message}`)
    .join(' / ');
}

/** The text with every offered fix applied, in order; a fix overlapping an earlier one is skipped. */
function applyAll(text: string, findings: readonly Finding[]): string {
  const fixes = findings
    .flatMap((finding) => (finding.fix ? [finding.fix] : []))
    .sort((a, b) => a.begin - b.begin || a.end - b.end);
  const parts: string[] = [];
  let at = 0;
  for (const fix of fixes) {
    if (fix.begin < at) continue;
    parts.push(text.slice(at, fix.begin), fix.replacement);
    at = fix.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
