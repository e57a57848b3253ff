// What a CSV import would do to a glossary, shown before anything is saved: the terms read (new ones, and
// ones that replace a term already in the glossary), and every line the parser or the glossary's limits
// rejected, with the reason. Confirming merges the read terms into the glossary.
import type { GlossaryTermInput } from '@wtt/contract';
import { TEXT_LIMITS } from '@wtt/contract';
import { termKey } from './termValidation.ts';

/** The engine's parse result (packages/engine/src/import/parseGlossaryCsv.ts), as this screen reads it. */
export interface ParsedCsv {
  readonly terms: readonly { term: string; suggestions?: readonly string[]; note?: string }[];
  readonly issues: readonly { line: number; message: string }[];
}

export interface ReadTerm {
  entry: GlossaryTermInput;
  /** True when the glossary already has this term (in any case): the file's version replaces it. */
  replaces: boolean;
}

export interface RejectedLine {
  /** 1-based line of the file; null for a problem of the whole file. */
  line: number | null;
  reason: string;
}

export interface CsvPreview {
  fileName: string;
  read: ReadTerm[];
  rejected: RejectedLine[];
}

export function glossaryFullMessage(limit: number): string {
  return `A glossary has at most ${limit} terms: the terms after that are not imported.`;
}

/** Checks a parsed term against the limits the server enforces; null when it may be imported. */
function limitProblem(term: ParsedCsv['terms'][number]): string | null {
  if (term.term.length > TEXT_LIMITS.term) {
    return `The term has ${term.term.length} characters; at most ${TEXT_LIMITS.term} are allowed.`;
  }
  const suggestions = term.suggestions ?? [];
  if (suggestions.length > TEXT_LIMITS.termSuggestions) {
    return `“${term.term}” has ${suggestions.length} suggestions; at most ${TEXT_LIMITS.termSuggestions} are allowed.`;
  }
  if (suggestions.some((suggestion) => suggestion.length > TEXT_LIMITS.term)) {
    return `A suggestion for “${term.term}” is longer than ${TEXT_LIMITS.term} characters.`;
  }
  if ((term.note ?? '').length > TEXT_LIMITS.termNote) {
    return `The note for “${term.term}” is longer than ${TEXT_LIMITS.termNote} characters.`;
  }
  return null;
}

/**
 * The preview of importing `parsed` into a glossary holding `existing`. The parser gives no line per term,
 * so a term that breaks a limit is named in its reason instead.
 */
export function buildCsvPreview(
  fileName: string,
  parsed: ParsedCsv,
  existing: readonly GlossaryTermInput[],
  maxTerms: number = TEXT_LIMITS.glossaryTerms,
): CsvPreview {
  const rejected: RejectedLine[] = parsed.issues.map(({ line, message }) => ({ line, reason: message }));
  const known = new Set(existing.map((term) => termKey(term.term)));
  const read: ReadTerm[] = [];
  let room = maxTerms - existing.length;
  let full = false;
  for (const term of parsed.terms) {
    const problem = limitProblem(term);
    if (problem !== null) {
      rejected.push({ line: null, reason: problem });
      continue;
    }
    const replaces = known.has(termKey(term.term));
    if (!replaces) {
      if (room <= 0) {
        full = true;
        continue;
      }
      room -= 1;
    }
    read.push({
      replaces,
      entry: {
        term: term.term,
        ...(term.suggestions && term.suggestions.length > 0 ? { suggestions: [...term.suggestions] } : {}),
        ...(term.note !== undefined && term.note !== '' ? { note: term.note } : {}),
      },
    });
  }
  if (full) rejected.push({ line: null, reason: glossaryFullMessage(maxTerms) });
  return { fileName, read, rejected };
}

/** The glossary's terms after the import: replaced terms keep their place, new ones follow in file order. */
export function mergeTerms(
  existing: readonly GlossaryTermInput[],
  read: readonly ReadTerm[],
): GlossaryTermInput[] {
  const incoming = new Map(read.map(({ entry }) => [termKey(entry.term), entry]));
  const merged = existing.map((term) => {
    const key = termKey(term.term);
    const replacement = incoming.get(key);
    if (replacement === undefined) return term;
    incoming.delete(key);
    return replacement;
  });
  return [...merged, ...incoming.values()];
}
