import {
  compileGuide,
  parseGlossaryCsv,
  validateGuide,
  type CompiledGuide,
  type GlossaryTerm,
  type Guide,
} from '@wtt/engine';
import type { CliIo } from './cliIo.ts';
import { readFailure, UsageError } from './usageError.ts';

export interface LoadedGuide {
  readonly guide: Guide;
  readonly compiled: CompiledGuide;
  readonly glossaries: Readonly<Record<string, readonly GlossaryTerm[]>>;
  /** Problems that did not stop loading (a duplicate line in a glossary CSV), for stderr. */
  readonly warnings: readonly string[];
}

/**
 * Reads `guide.json` (`{name, rules: [{id, params}]}`) and the glossaries given as `--glossary id=file`
 * (CSV as `wtt import-glossary` reads it, or JSON: a list of terms or `{terms}`), then validates the guide
 * against the catalogue. Every problem is a usage error listing the guide's issues by path.
 */
export function loadGuide(io: CliIo, path: string, glossaryFlags: readonly string[]): LoadedGuide {
  const warnings: string[] = [];
  const glossaries: Record<string, readonly GlossaryTerm[]> = {};
  for (const flag of glossaryFlags) {
    const at = flag.indexOf('=');
    if (at <= 0 || at === flag.length - 1) {
      throw new UsageError(`--glossary must be <id>=<file.csv|file.json>, not '${flag}'`);
    }
    const id = flag.slice(0, at);
    const file = flag.slice(at + 1);
    glossaries[id] = readGlossary(io, file, warnings);
  }
  const raw = readJson(io, path, 'guide');
  const issues = validateGuide(raw, { glossaries });
  if (issues.length > 0) {
    const lines = issues.map((issue) => `  ${issue.path || '(guide)'}: ${issue.message}`);
    throw new UsageError(`invalid guide '${path}':\n${lines.join('\n')}`);
  }
  const guide = raw as Guide;
  return { guide, compiled: compileGuide(guide, { glossaries }), glossaries, warnings };
}

function readJson(io: CliIo, path: string, what: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw readFailure(path, error);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new UsageError(
      `invalid ${what} '${path}': not JSON (${error instanceof Error ? error.message : ''})`,
    );
  }
}

function readGlossary(io: CliIo, path: string, warnings: string[]): readonly GlossaryTerm[] {
  if (/\.csv$/i.test(path)) {
    let text: string;
    try {
      text = io.readFile(path);
    } catch (error) {
      throw readFailure(path, error);
    }
    const { terms, issues } = parseGlossaryCsv(text);
    warnings.push(...issues.map((issue) => `${path}:${issue.line}: ${issue.message}`));
    return terms;
  }
  const json = readJson(io, path, 'glossary');
  const terms: unknown = Array.isArray(json) ? json : (json as { terms?: unknown } | null)?.terms;
  if (!Array.isArray(terms)) {
    throw new UsageError(`invalid glossary '${path}': expected a list of terms or {terms}`);
  }
  return terms as GlossaryTerm[];
}
