import {
  MODALS,
  PLURAL_READER_VERBS,
  READER_NOUNS,
  READER_NOUNS_PLURAL,
  THIRD_PARTY_MARKERS,
  THIRD_PERSON_VERBS,
} from '../data/pronouns.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { capitalise } from '../language/normalize.ts';
import { defineBlockRule } from './defineRule.ts';
import { compilePhrases, findPhrases } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';
import type { BlockView } from '../language/types.ts';

const modals = new Set(MODALS.map((entry) => entry.word));
const thirdPerson = new Set(THIRD_PERSON_VERBS.map((entry) => entry.word));
const PLAIN_VERBS = new Set(PLURAL_READER_VERBS.map((entry) => entry.word));
const thirdParty = new Set(THIRD_PARTY_MARKERS.map((entry) => entry.word));
const readerNouns = compilePhrases([
  ...READER_NOUNS.map((entry): PhraseEntry => ({
    id: 'reader-noun',
    phrases: [entry.word],
    suggestions: ['you'],
    reason: entry.reason,
    source: entry.source,
    // Only as the subject of a verb: "the user can", not "the user list".
    onlyBefore: [...modals, ...thirdPerson],
  })),
  ...READER_NOUNS_PLURAL.map((entry): PhraseEntry => ({
    id: 'reader-noun',
    phrases: [entry.word],
    suggestions: ['you'],
    reason: entry.reason,
    source: entry.source,
    // "users can", "users click": the plural takes the verb "you" takes.
    onlyBefore: [...modals, ...PLURAL_READER_VERBS.map((verb) => verb.word)],
    // Only starting a sentence: "blind and low-vision users can…" is a group of users, not the reader.
    sentenceStart: true,
    skipProperNames: true,
  })),
]);

/** Whether the sentence of a word also names the reader or a manager: then the user is a third party. */
function aboutThirdParty(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  return block.words.some((word) => word.sentence === sentence && thirdParty.has(word.normal));
}

export const secondPerson = defineBlockRule({
  id: 'second-person',
  category: 'Choice of Words',
  name: 'Address the reader as “you”',
  description:
    'For text addressed to the person who uses the product: flags "the user can…", "the reader must…" and offers "you". With a modal verb the fix is safe ("the user can" → "you can"); with another verb the verb must change too, so it is only suggested. "The user list" and "user accounts" pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['You can export your data.', 'Open the user list.', 'Each user account has a role.'],
    bad: ['The user can export their data.', 'The reader must sign in first.', 'The user clicks Save.'],
  },
  prepare: () => readerNouns,
  check(block, matcher) {
    const matches: RuleMatch[] = [];
    for (const found of findPhrases(matcher, block)) {
      const { hit, written } = found;
      // "You can invite users; users can then comment": the reader manages them.
      if (aboutThirdParty(block, hit.firstWord)) continue;
      const first = block.words[hit.firstWord];
      const next = block.words[hit.lastWord + 1];
      const replacement = first?.sentenceStart ? capitalise('you') : 'you';
      const plural = /s$/i.test(written);
      const safe =
        next !== undefined && (modals.has(next.normal) || (plural && PLAIN_VERBS.has(next.normal)));
      matches.push({
        from: hit.from,
        to: hit.to,
        message: safe
          ? `Write ${quote(replacement)} instead of ${quote(written)}: address the reader directly.`
          : `Address the reader directly: write ${quote(replacement)} instead of ${quote(written)} and change the verb to match (“${next?.text ?? ''}”).`,
        methodName: 'third-person-reader',
        suggestions: [replacement],
        ...(safe ? { fix: { from: hit.from, to: hit.to, replacement } } : {}),
      });
    }
    return matches;
  },
});
