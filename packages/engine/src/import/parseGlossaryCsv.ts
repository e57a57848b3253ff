import type { GlossaryTerm } from '../rules/parameters.ts';
import { readCsv } from './csv.ts';

/** A problem with one line of the CSV (1-based, as a spreadsheet or editor shows it). */
export interface GlossaryImportIssue {
  readonly line: number;
  readonly message: string;
}

export interface GlossaryImport {
  readonly terms: GlossaryTerm[];
  readonly issues: GlossaryImportIssue[];
}

const COLUMNS = ['term', 'suggestions', 'note'] as const;
type Column = (typeof COLUMNS)[number];

// Header names people write for the same column ("Suggestion", "Replacements", "Notes").
const ALIASES: Readonly<Record<string, Column>> = {
  term: 'term',
  terms: 'term',
  suggestion: 'suggestions',
  suggestions: 'suggestions',
  replacement: 'suggestions',
  replacements: 'suggestions',
  note: 'note',
  notes: 'note',
};

/**
 * Reads a glossary from CSV (RFC 4180 quoting, BOM, CRLF or LF, blank lines skipped). The first record
 * is a header naming the columns `term`, `suggestions` and `note` in any order (only `term` is required);
 * suggestions are separated by `|` or `;`. Rows without a term, unknown columns, extra fields and
 * duplicate terms (the same term in any case: the first one is kept) are reported as issues; every
 * usable row still becomes a term, so one bad line does not lose a whole import.
 */
export function parseGlossaryCsv(text: string): GlossaryImport {
  const { records, problems } = readCsv(text);
  const issues: GlossaryImportIssue[] = [...problems];
  const terms: GlossaryTerm[] = [];
  const [header, ...rows] = records;
  if (!header) {
    issues.push({ line: 1, message: 'The file is empty: it needs a header row "term,suggestions,note".' });
    return { terms, issues: sortIssues(issues) };
  }
  const columns = header.fields.map((name) => ALIASES[name.trim().toLowerCase()]);
  for (const [index, name] of header.fields.entries()) {
    const column = columns[index];
    if (column === undefined) {
      issues.push({
        line: header.line,
        message: `Unknown column "${name.trim()}" is ignored: the columns are ${COLUMNS.join(', ')}.`,
      });
    } else if (columns.indexOf(column) !== index) {
      issues.push({
        line: header.line,
        message: `The column "${column}" appears twice: the first one is read.`,
      });
    }
  }
  const position = (column: Column): number => columns.indexOf(column);
  if (position('term') < 0) {
    issues.push({
      line: header.line,
      message: 'The header row needs a "term" column (columns: term, suggestions, note).',
    });
    return { terms, issues: sortIssues(issues) };
  }

  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const value = (column: Column): string => {
      const at = position(column);
      return at < 0 ? '' : (row.fields[at] ?? '').trim();
    };
    if (row.fields.length > header.fields.length) {
      issues.push({
        line: row.line,
        message: `This row has ${row.fields.length} fields, the header ${header.fields.length}: the extra ones are ignored. Quote a field that holds a comma.`,
      });
    }
    const term = value('term').replace(/\s+/g, ' ');
    if (term === '') {
      issues.push({ line: row.line, message: 'This row has no term and is skipped.' });
      continue;
    }
    const key = term.toLowerCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      issues.push({
        line: row.line,
        message: `"${term}" repeats the term on line ${seen} and is skipped.`,
      });
      continue;
    }
    firstLine.set(key, row.line);
    const suggestions = splitSuggestions(value('suggestions'));
    const note = value('note');
    terms.push({
      term,
      ...(suggestions.length > 0 ? { suggestions } : {}),
      ...(note === '' ? {} : { note }),
    });
  }
  return { terms, issues: sortIssues(issues) };
}

function splitSuggestions(cell: string): string[] {
  const unique = new Set<string>();
  for (const part of cell.split(/[|;]/)) {
    const suggestion = part.trim().replace(/\s+/g, ' ');
    if (suggestion !== '') unique.add(suggestion);
  }
  return [...unique];
}

function sortIssues(issues: GlossaryImportIssue[]): GlossaryImportIssue[] {
  return issues.sort((a, b) => a.line - b.line);
}
