import { GIT_CONTEXT, PAIRED, RACISM_ENTRIES } from '../data/racism.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import type { BlockView } from '../language/types.ts';
import { compilePhrases, definePhraseRule, findPhrases, type PhraseFound } from './phraseRule.ts';

const GIT = new Set(GIT_CONTEXT);
const PAIR_NEAR = new Map(
  RACISM_ENTRIES.filter((entry) => entry.id in PAIRED).map((entry) => [entry.id, new Set(entry.near ?? [])]),
);
// The pair entries' `near` is read by `pairAccepted`, which also accepts the partner in the block.
const withoutNear = (entry: PhraseEntry): PhraseEntry => {
  if (!(entry.id in PAIRED)) return entry;
  const { near: _near, ...rest } = entry;
  return rest;
};
const WINDOW = 2;
// "into master", "off master": the words before a branch name.
const BRANCH_PLACE = new Set(['into', 'to', 'from', 'off', 'on', 'onto', 'against', 'of', 'with', 'the']);

// The pair entries alone, to find a partner anywhere in the block (the words that start them are rare).
const PAIR_PHRASES = compilePhrases(
  RACISM_ENTRIES.filter((entry) => entry.id in PAIRED).map((entry) => ({
    ...withoutNear(entry),
    forms: entry.forms ?? 'any',
  })),
);

/** "the Navajo tribe": a name right before the word says it is a people's own tribe. */
function namedBefore(found: PhraseFound, block: BlockView): boolean {
  const before = block.words[found.hit.firstWord - 1];
  const first = block.words[found.hit.firstWord];
  return (
    !!before &&
    !!first &&
    before.sentence === first.sentence &&
    !before.sentenceStart &&
    /^\p{Lu}/u.test(before.text)
  );
}

/**
 * A metaphor pair's word is the insensitive sense near its context words ("slave node", "black hat
 * hackers"), when its partner is in the same block ("The master writes. Each slave reads."), and for
 * "master" in a sentence about Git ("merge it into master").
 */
function pairAccepted(found: PhraseFound, block: BlockView): boolean {
  if (found.entry.id === 'tribe') return !namedBefore(found, block);
  const partner = PAIRED[found.entry.id];
  const near = PAIR_NEAR.get(found.entry.id);
  if (!partner || !near) return true;
  const words = block.words;
  const { firstWord, lastWord } = found.hit;
  const sentence = words[firstWord]?.sentence;
  for (let offset = 1; offset <= WINDOW; offset++) {
    for (const index of [firstWord - offset, lastWord + offset]) {
      const word = words[index];
      if (word && word.sentence === sentence && near.has(word.normal)) return true;
    }
  }
  const before = words[firstWord - 1];
  const afterPlace = before !== undefined && before.sentence === sentence && BRANCH_PLACE.has(before.normal);
  if (found.entry.id === 'master-slave' && afterPlace) {
    for (const word of words) if (word.sentence === sentence && GIT.has(word.normal)) return true;
  }
  return findPhrases(PAIR_PHRASES, block).some((other) => other.entry.id === partner);
}

export const racism = definePhraseRule({
  id: 'racism',
  category: 'Choice of Words',
  name: 'Racially insensitive language',
  description:
    'Flags racially insensitive and exclusionary terms ("blacklist", "master/slave", "grandfathered", slurs) and offers inclusive alternatives. Context decides: "master\'s degree", "black coffee" and "my grandfather" pass.',
  severity: 'error',
  // The block: the second half of a metaphor pair may sit in another sentence.
  reach: 'block',
  examples: {
    good: [
      'She holds a master’s degree in chemistry.',
      "He earned a master's degree in database design.",
      'I take my coffee black. Black coffee, please.',
      'Trim the whitespace before saving.',
      'Add the address to the blocklist.',
      'My grandfather built this house.',
      'She mastered French in a year.',
      'He wore a black hat to the party.',
      'The primary node replicates to each replica.',
      'We visited the Warsaw Ghetto memorial.',
    ],
    bad: [
      'Add the address to the blacklist.',
      'Two domains were blacklisted last week.',
      'The master node replicates to each slave.',
      'Use a master/slave setup.',
      'Old accounts are grandfathered in.',
      'We had a powwow about the roadmap.',
      'Black hat hackers attacked the site.',
    ],
  },
  // Racism entries match every word form unless they say otherwise.
  entries: RACISM_ENTRIES.map((entry) => ({ ...withoutNear(entry), forms: entry.forms ?? 'any' })),
  accept: pairAccepted,
});
