import { LABEL_EDITION_WORDS, NOT_ADDRESSED_LABELS, RELEASE_NAMES } from '../data/pronouns.ts';
import { phraseWords } from '../language/analyzeProse.ts';
import type { BlockView, WordView } from '../language/types.ts';

/**
 * Text about the product's users written for someone else: a block labelled as internal text, a spec or
 * release notes, and a sentence that is itself a release note. The reader nouns in them are not the reader.
 */

const notAddressedLabels = new Set(NOT_ADDRESSED_LABELS.map((entry) => entry.word));
const editionWords = new Set(LABEL_EDITION_WORDS.map((entry) => entry.word));
const releaseNames = new Set(RELEASE_NAMES.map((entry) => entry.word));
// How many words a label opening a block ("Internal memo:") may have, besides a version and its number.
const MAX_LABEL_WORDS = 3;
// How many words at all a label may have before its colon ("Release notes, version 6.2.1 (beta):").
const MAX_LABEL_SPAN = 8;
// A version number ("3.8", "2025.1", "v6", "6.2.1-beta"): a digit in it.
const DIGIT = /\d/u;
// A release named in one word: "v4.1", "v12".
const VERSION_TAG = /^v\d/u;
// Prepositions before a release in a release note's opening ("In version 2.0, customers can…").
const RELEASE_PREPOSITIONS = new Set(['in', 'from', 'since', 'with', 'after']);

/** A number, or a word that names the edition of a note: neither makes a label longer. */
function editionWord(word: Pick<WordView, 'normal'>): boolean {
  return DIGIT.test(word.normal) || editionWords.has(word.normal);
}

/**
 * The words of a label that make it longer: not a version or a date, and of a team after "for" only its head,
 * the last word ("Note for support staff:", "Guidance for front desk staff:" are as long as "Note for staff:").
 * A noun phrase names one team however it is modified; "Policy for all hotel guests:" names no team, and its
 * words all count.
 */
function countedWords<Word extends Pick<WordView, 'normal'>>(label: readonly Word[]): Word[] {
  const audience = label.findIndex((word) => word.normal === 'for');
  const team = audience >= 0 && notAddressedLabels.has(label[label.length - 1]?.normal ?? '');
  return label.filter(
    (word, index) => !editionWord(word) && (!team || index <= audience || index === label.length - 1),
  );
}

/**
 * Whether the block opens with a label of a few words and a colon that names it internal text, a
 * specification or release notes ("Internal memo: users in the pilot…", "Product spec: the user can undo…",
 * "Release notes, version 6.2: users can…", "Note for support staff: the guest must…").
 */
export function labelledNotAddressed(block: BlockView): boolean {
  const colon = block.text.indexOf(':');
  if (colon < 0) return false;
  const label = block.words.slice(0, MAX_LABEL_SPAN + 1).filter((word) => word.end <= colon);
  return (
    label.length > 0 &&
    label.length <= MAX_LABEL_SPAN &&
    countedWords(label).length <= MAX_LABEL_WORDS &&
    // The label is all the words before the colon: "The user can choose: …" is a sentence, not a label.
    (block.words[label.length]?.start ?? -1) > colon &&
    label.some((word) => notAddressedLabels.has(word.normal))
  );
}

/**
 * Whether the block sits under a heading that is such a label ("### Internal", "## Release notes 5.1", "## Spec
 * for reviewers"): a section's title labels every block under it, as "Internal memo:" labels its paragraph.
 */
export function headedNotAddressed(block: BlockView): boolean {
  if (block.heading === undefined || block.kind === 'heading') return false;
  const label = phraseWords(block.heading.replace(/[:.!?]+$/u, ''));
  return (
    label.length > 0 &&
    label.length <= MAX_LABEL_SPAN &&
    countedWords(label).length <= MAX_LABEL_WORDS &&
    label.some((word) => notAddressedLabels.has(word.normal))
  );
}

/**
 * Whether a sentence opens with a release named by its number, as its subject or after a preposition:
 * "Release 3.8 lets users export dashboards", "In version 2.0, customers can pay by PayPal", "v4.1 lets
 * players…". Such a sentence is a release note. "This release form allows the patient to…" has no number, and
 * "Version 2 of the form…" is an edition of something else.
 */
export function releaseNote(block: BlockView, sentenceIndex: number): boolean {
  const sentence = block.sentences[sentenceIndex];
  if (!sentence) return false;
  let index = sentence.firstWord;
  if (RELEASE_PREPOSITIONS.has(block.words[index]?.normal ?? '')) index++;
  const name = block.words[index];
  const number = block.words[index + 1];
  if (!name || name.sentence !== sentenceIndex) return false;
  // "v4.1 lets players…": the name and its number in one word.
  if (VERSION_TAG.test(name.normal)) return block.words[index + 1]?.normal !== 'of';
  return (
    releaseNames.has(name.normal) &&
    !!number &&
    number.sentence === sentenceIndex &&
    number.joined &&
    DIGIT.test(number.normal) &&
    // "Version 2 of the form lets applicants…": an edition of something else, not the product's release.
    block.words[index + 2]?.normal !== 'of'
  );
}
