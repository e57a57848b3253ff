import { matchCase } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleFix } from './types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CAPITALS_ONLY = /^[A-Z]+$/;
const VOWEL_SOUND_LETTER = /^[AEFHILMNORSX]/;
const VOWEL_START = /^[aeiou]/;

// Words spelt with a vowel but said with a consonant ("a unit", "a one-off"), and the reverse ("an hour").
const CONSONANT_SOUND = /^(?:uni|use|usu|ut[ei]|ur[aeiou]|eu|ewe|one|once|ubiq)/;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/;

/** The indefinite article a word takes by its sound: "an hour", "a unit", "an ATM". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (VOWEL_SOUND.test(lower)) return 'an';
  if (CONSONANT_SOUND.test(lower)) return 'a';
  // Initialisms are spelt out: "an FAQ", "an SLA", "a URL".
  if (word.length > 1 && word === word.toUpperCase() && CAPITALS_ONLY.test(word)) {
    return VOWEL_SOUND_LETTER.test(word) ? 'an' : 'a';
  }
  return VOWEL_START.test(lower) ? 'an' : 'a';
}

/**
 * A fix replacing `[from, to)` with `replacement`, taking along an "a"/"an" right before it when the
 * replacement needs the other one: "an added bonus" → "a bonus".
 */
export function replacementFix(
  block: BlockView,
  firstWord: number,
  from: number,
  to: number,
  replacement: string,
): RuleFix {
  const article = block.words[firstWord - 1];
  const first = block.words[firstWord];
  if (!article || !first || !first.joined || (article.normal !== 'a' && article.normal !== 'an')) {
    return { from, to, replacement };
  }
  const needed = indefiniteArticle(replacement.split(' ')[0] ?? replacement);
  if (needed === article.normal) return { from, to, replacement };
  return { from: article.start, to, replacement: `${matchCase(article.text, needed)} ${replacement}` };
}
