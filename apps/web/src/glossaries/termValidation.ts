// The checks a term passes before the glossary is saved: the server would answer 400 to the length
// limits, and a second entry for the same term (in any case) would only make the list ambiguous.
import type { GlossaryTermInput } from '@wtt/contract';
import { TEXT_LIMITS } from '@wtt/contract';

export interface TermDraft {
  term: string;
  suggestions: string[];
  note: string;
}

export type TermErrors = Partial<Record<keyof TermDraft, string>>;

export const TERM_MESSAGES = {
  termRequired: 'Enter the term.',
  termTooLong: `A term has at most ${TEXT_LIMITS.term} characters.`,
  tooManySuggestions: `A term has at most ${TEXT_LIMITS.termSuggestions} suggestions.`,
  suggestionTooLong: `A suggestion has at most ${TEXT_LIMITS.term} characters.`,
  noteTooLong: `A note has at most ${TEXT_LIMITS.termNote} characters.`,
} as const;

export function duplicateTermMessage(term: string): string {
  return `“${term}” is already in this glossary.`;
}

/** Spaces inside a term collapse to one, as the CSV import reads them. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

export const termKey = (term: string): string => normaliseTerm(term).toLowerCase();

/**
 * The problems of a draft, by field (empty when it may be saved). `editingIndex` is the position of the
 * term being edited, which may keep its own spelling.
 */
export function validateTerm(
  draft: TermDraft,
  terms: readonly GlossaryTermInput[],
  editingIndex: number | null = null,
): TermErrors {
  const errors: TermErrors = {};
  const term = normaliseTerm(draft.term);
  if (term === '') errors.term = TERM_MESSAGES.termRequired;
  else if (term.length > TEXT_LIMITS.term) errors.term = TERM_MESSAGES.termTooLong;
  else if (terms.some((other, index) => index !== editingIndex && termKey(other.term) === termKey(term))) {
    errors.term = duplicateTermMessage(term);
  }
  const suggestions = cleanSuggestions(draft.suggestions);
  if (suggestions.length > TEXT_LIMITS.termSuggestions) errors.suggestions = TERM_MESSAGES.tooManySuggestions;
  else if (suggestions.some((suggestion) => suggestion.length > TEXT_LIMITS.term)) {
    errors.suggestions = TERM_MESSAGES.suggestionTooLong;
  }
  if (draft.note.trim().length > TEXT_LIMITS.termNote) errors.note = TERM_MESSAGES.noteTooLong;
  return errors;
}

function cleanSuggestions(suggestions: readonly string[]): string[] {
  const unique = new Set<string>();
  for (const suggestion of suggestions) {
    const clean = normaliseTerm(suggestion);
    if (clean !== '') unique.add(clean);
  }
  return [...unique];
}

/** The entry a valid draft becomes: empty suggestions and note are left out, as the server stores them. */
export function termFromDraft(draft: TermDraft): GlossaryTermInput {
  const suggestions = cleanSuggestions(draft.suggestions);
  const note = draft.note.trim();
  return {
    term: normaliseTerm(draft.term),
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...(note === '' ? {} : { note }),
  };
}

export function draftFromTerm(term: GlossaryTermInput | undefined): TermDraft {
  return { term: term?.term ?? '', suggestions: [...(term?.suggestions ?? [])], note: term?.note ?? '' };
}

/** The list with `entry` put in place of the term at `index`, or added at the end when index is null. */
export function withTerm(
  terms: readonly GlossaryTermInput[],
  entry: GlossaryTermInput,
  index: number | null,
): GlossaryTermInput[] {
  if (index === null) return [...terms, entry];
  return terms.map((term, at) => (at === index ? entry : term));
}

export function withoutTerm(terms: readonly GlossaryTermInput[], index: number): GlossaryTermInput[] {
  return terms.filter((_, at) => at !== index);
}
