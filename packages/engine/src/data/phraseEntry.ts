import type { WordRole } from '../language/wordForms.ts';

/**
 * One entry of a phrase list (racism, jargon, clichés, hedging…): the phrases it matches, what to write
 * instead, why, and where that advice comes from. Context fields keep common innocent uses from firing
 * ("master's degree", "what kind of", "simply put").
 */
export interface PhraseEntry {
  /** Stable id: the finding's `methodName`, and a name a guide's `allow` list may use. */
  readonly id: string;
  readonly phrases: readonly string[];
  /** Word forms to match: `verb` inflects the first word, `noun` the last; `none` (as written) when omitted. */
  readonly forms?: WordRole | 'none';
  /** Replacements; with exactly one, the finding offers it as a fix (in the inflection of the text). */
  readonly suggestions: readonly string[];
  /** The phrase can simply go: offer to cut it when there is no single replacement. */
  readonly cut?: boolean;
  /** The replacement may need other words changed ("he or she is" → "they are"): suggest, never fix. */
  readonly noFix?: boolean;
  /** Why the phrase is a problem, shown in the message. */
  readonly reason: string;
  readonly source: string;
  /** Only when one of these words is within two words of the phrase, in the same sentence. */
  readonly near?: readonly string[];
  /** Not when one of these words is anywhere in the same sentence ("network bandwidth … connection"). */
  readonly notNear?: readonly string[];
  /** Not when the next word of the sentence is one of these ("simply put"). */
  readonly notBefore?: readonly string[];
  /** Not when the word before, in the same sentence, is one of these ("what kind of"). */
  readonly notAfter?: readonly string[];
  /** Only when the next word of the sentence is one of these ("just click"). */
  readonly onlyBefore?: readonly string[];
  /** Only when the word before, in the same sentence, is one of these ("hi guys"). */
  readonly onlyAfter?: readonly string[];
  /** Only as the first words of a sentence ("Clearly, …"). */
  readonly sentenceStart?: boolean;
  /** Only when a word follows in the same sentence with nothing but spaces between ("it is" + word). */
  readonly followed?: boolean;
  /** Only when a comma, colon, semicolon or dash sets the words off ("Please note: …", not "Please note the date"). */
  readonly setOff?: boolean;
  /**
   * Only where a sentence or a clause starts: first in the sentence, after a comma, semicolon, colon,
   * dash or bracket, or after a conjunction there ("…, and to be honest, …"; not "the note that said").
   */
  readonly clauseStart?: boolean;
  /** Not a capitalised occurrence in mid-sentence: a proper name ("the Warsaw Ghetto", "Center Parcs"). */
  readonly skipProperNames?: boolean;
}
