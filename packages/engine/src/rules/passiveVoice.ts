import { ADJECTIVAL_PARTICIPLES, BE_FORMS, BETWEEN, NOT_PARTICIPLES } from '../data/passiveVoice.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const REGULAR_PARTICIPLE = /^[a-z][a-z-]{2,}ed$/;

const beForms = new Set(BE_FORMS);
const between = new Set(BETWEEN);
const adjectival = new Set(ADJECTIVAL_PARTICIPLES.map((entry) => entry.word));
const notParticiples = new Set(NOT_PARTICIPLES);
const irregularParticiples = new Set(
  IRREGULAR_VERBS.flatMap(([base, , participle]) => (base === 'be' ? [] : participle.split('/'))),
);
// "Agreed", "freed", "guaranteed": participles of verbs ending in "ee" look like "need".
const EE_VERB_PARTICIPLE = /(?:agre|decre|fre|guarante|refere|disagre|oversee)ed$/;

export const passiveVoice = defineBlockRule({
  id: 'passive-voice',
  category: 'Sentence Structure',
  name: 'Passive voice',
  description:
    'Flags passive constructions ("is reviewed by", "was written"): say who does what. Adjectives that look like participles ("I am excited", "she is married") pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: [
      'Our team reviews every request.',
      'We are excited about the launch.',
      'The store is next to the station.',
      'She is married and has two children.',
      'We need more time.',
    ],
    bad: [
      'Every request is reviewed by our team.',
      'The report was written in a hurry.',
      'Your data is not shared with anyone.',
      'The ticket has been closed.',
      'The page is being rebuilt.',
    ],
  },
  prepare: () => null,
  check: (block) => findPassives(block),
});

function findPassives(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  for (let index = 0; index < words.length; index++) {
    const be = words[index];
    if (!be || !beForms.has(be.normal)) continue;
    let at = index + 1;
    let next = words[at];
    // Skip adverbs and further forms of "be" ("is not being reviewed"), within the sentence, no punctuation.
    while (
      next?.joined &&
      next.sentence === be.sentence &&
      (between.has(next.normal) || beForms.has(next.normal))
    ) {
      at++;
      next = words[at];
    }
    if (!next?.joined || next.sentence !== be.sentence || !isParticiple(next)) continue;
    matches.push({
      from: be.start,
      to: next.end,
      message: `Use the active voice: say who acts instead of writing ${quote(block.text.slice(be.start, next.end))}.`,
      methodName: 'passive-voice',
    });
    index = at;
  }
  return matches;
}

function isParticiple(word: WordView): boolean {
  const normal = word.normal;
  if (adjectival.has(normal) || notParticiples.has(normal)) return false;
  if (irregularParticiples.has(normal)) return true;
  if (!REGULAR_PARTICIPLE.test(normal)) return false;
  return !normal.endsWith('eed') || EE_VERB_PARTICIPLE.test(normal);
}
