import { inflect, wordForms, type Inflection } from '../language/wordForms.ts';

/** Escapes a text for a regular expression that both Vale (regexp2) and JavaScript read the same way. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A literal phrase as a pattern: words may be separated by any white space (a phrase may wrap across
 * lines), and an apostrophe matches the typographic one too.
 */
export function phrasePattern(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replaceAll("'", "['\u2019]"))
    .join('\\s+');
}

/**
 * A pattern that lets the first letter be either case when it is lower case: "utilize" also matches
 * "Utilize" at a sentence start. Vale cannot tell a sentence start from a name in mid-sentence, so a
 * capitalised lower-case term matches anywhere; terms with capitals keep their case.
 */
export function firstLetterEitherCase(pattern: string): string {
  const first = pattern[0];
  if (first === undefined || !/[a-z]/.test(first)) return pattern;
  return `[${first.toUpperCase()}${first}]${pattern.slice(1)}`;
}

/** Joins alternatives longest first, so a longer phrase wins over its prefix ("log in" before "log"). */
export function alternation(patterns: readonly string[]): string {
  const unique = [...new Set(patterns)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return unique.length === 1 ? (unique[0] ?? '') : `(?:${unique.join('|')})`;
}

/** One spelling of a glossary term in one inflection, with the word that was inflected. */
export interface TermVariant {
  readonly text: string;
  readonly inflection: Inflection;
  readonly inflected: 'first' | 'last';
}

/**
 * The word forms of a term as the engine's glossary matching generates them: a single word in every
 * form, a phrase with its last word as a noun ("user accounts") and its first as a verb ("logged in").
 */
export function termVariants(term: string): TermVariant[] {
  const words = term.trim().split(/\s+/);
  const variants: TermVariant[] = [{ text: words.join(' '), inflection: 'base', inflected: 'last' }];
  const last = words.length - 1;
  const replace = (at: number, role: 'noun' | 'verb' | 'any', inflected: 'first' | 'last'): void => {
    const word = words[at];
    if (word === undefined) return;
    for (const { form, inflection } of wordForms(word, role)) {
      if (inflection === 'base') continue;
      const text = words.map((each, index) => (index === at ? form : each)).join(' ');
      variants.push({ text, inflection, inflected });
    }
  };
  if (words.length === 1) replace(0, 'any', 'last');
  else {
    replace(last, 'noun', 'last');
    replace(0, 'verb', 'first');
  }
  return variants;
}

/** A suggestion in the inflection of a variant ("use" for "utilized" → "used"), as the engine does. */
export function inflectLike(suggestion: string, variant: TermVariant): string {
  const words = suggestion.trim().split(/\s+/);
  const at = variant.inflected === 'first' ? 0 : words.length - 1;
  const word = words[at];
  if (word !== undefined && variant.inflection !== 'base') {
    words[at] = inflect(word, variant.inflection)[0] ?? word;
  }
  return words.join(' ');
}

/** A word as the engine counts it: letters and digits, with inner apostrophes and hyphens ("don't", "e-mail"). */
export const WORD_PATTERN = "[\\p{L}\\p{N}]+(?:['\u2019-][\\p{L}\\p{N}]+)*";
