import { capitalise } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleFix } from './types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const LOWER_CASE_START = /^\p{Ll}/u;

const SPACES_OR_COMMAS = /^[\s,]+$/;
const HAS_COMMA = /,/;

/**
 * A fix that cuts the words `[firstWord, lastWord]` of a block and the punctuation that only served
 * them, keeping the sentence well formed: "Basically, we rebuilt it." → "We rebuilt it.", "We are,
 * needless to say, happy." → "We are happy.", "It works, to be honest." → "It works.". Null when the
 * words cannot go cleanly (a quote or a bracket next to them).
 */
export function cutFix(block: BlockView, firstWord: number, lastWord: number): RuleFix | null {
  const { words, text } = block;
  const first = words[firstWord];
  const last = words[lastWord];
  if (!first || !last) return null;
  const next = words[lastWord + 1];
  const previous = words[firstWord - 1];
  const nextInSentence = next && next.sentence === last.sentence ? next : undefined;
  const previousInSentence = previous && previous.sentence === first.sentence ? previous : undefined;
  const after = nextInSentence ? text.slice(last.end, nextInSentence.start) : '';
  if (first.sentenceStart) {
    // At the start of a sentence the next word takes over the capital.
    if (!nextInSentence || !SPACES_OR_COMMAS.test(after)) return null;
    const letter = text.charAt(nextInSentence.start);
    const capital = LOWER_CASE_START.test(letter) ? capitalise(letter) : letter;
    return { from: first.start, to: nextInSentence.start + 1, replacement: capital };
  }
  if (!previousInSentence) return null;
  const before = text.slice(previousInSentence.end, first.start);
  if (!SPACES_OR_COMMAS.test(before)) return null;
  if (nextInSentence) {
    if (!SPACES_OR_COMMAS.test(after)) return null;
    // Commas on both sides set the words off: both go with them.
    if (HAS_COMMA.test(before) && HAS_COMMA.test(after)) {
      return { from: previousInSentence.end, to: nextInSentence.start, replacement: ' ' };
    }
    return { from: first.start, to: nextInSentence.start, replacement: '' };
  }
  // The last words of the sentence: cut the space (and comma) before them, keep the full stop.
  return { from: previousInSentence.end, to: last.end, replacement: '' };
}
