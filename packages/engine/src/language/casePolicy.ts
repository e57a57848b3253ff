import { capitalise } from './normalize.ts';

/** Where a word stands: capitals there may be typography, not spelling. */
export interface WordPlace {
  readonly sentenceStart: boolean;
  readonly heading: boolean;
}

/**
 * Whether `written` is an acceptable spelling of `expected` at this place: exactly as expected, or, when
 * the expected word is lower case, capitalised at the start of a sentence or anywhere in a heading (and
 * all in capitals in a heading). "GitHub" must stay "GitHub" everywhere.
 */
export function caseAccepted(written: string, expected: string, place: WordPlace): boolean {
  if (written === expected) return true;
  const normalWritten = written.replace(/\u2019/g, "'");
  if (normalWritten === expected) return true;
  if (expected !== expected.toLowerCase()) return false;
  if ((place.sentenceStart || place.heading) && normalWritten === capitalise(expected)) return true;
  return place.heading && normalWritten === expected.toUpperCase();
}
