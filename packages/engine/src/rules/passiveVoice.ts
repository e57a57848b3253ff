import {
  ADJECTIVAL_PARTICIPLES,
  BE_FORMS,
  BETWEEN,
  GET_FORMS,
  GET_IDIOMS,
  IRREGULAR_PREFIXES,
  NOT_PARTICIPLES,
  QUESTION_SUBJECTS,
  STATE_PARTICIPLES,
} from '../data/passiveVoice.ts';
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
const baseParticiples = IRREGULAR_VERBS.flatMap(([base, , participle]) =>
  base === 'be' ? [] : participle.split('/'),
);
const irregularParticiples = new Set([
  ...baseParticiples,
  // "overpaid", "remade", "upheld": prefixed verbs inflect like their base.
  ...baseParticiples
    .filter((participle) => participle.length >= 3)
    .flatMap((participle) => IRREGULAR_PREFIXES.map((prefix) => prefix + participle)),
]);
const stateParticiples = new Set(STATE_PARTICIPLES);
const getForms = new Set(GET_FORMS);
const getIdioms = new Set(GET_IDIOMS);
const questionSubjects = new Set(QUESTION_SUBJECTS);
// Present forms of "be": after them a state participle ("is closed") names a state.
const PRESENT_BE = new Set([
  'am',
  'is',
  'are',
  "i'm",
  "it's",
  "that's",
  "there's",
  "he's",
  "she's",
  "you're",
  "we're",
  "they're",
  "isn't",
  "aren't",
]);
const PREPOSITIONS = new Set([
  'on',
  'in',
  'at',
  'for',
  'with',
  'of',
  'to',
  'from',
  'by',
  'about',
  'there',
  'what',
  'which',
  'who',
  'how',
  'why',
  'when',
  'where',
]);
// "Agreed", "freed", "guaranteed": participles of verbs ending in "ee" look like "need".
const EE_VERB_PARTICIPLE = /(?:agre|decre|fre|guarante|refere|disagre|oversee)ed$/;

export const passiveVoice = defineBlockRule({
  id: 'passive-voice',
  category: 'Sentence Structure',
  name: 'Passive voice',
  description:
    'Flags passive constructions ("is reviewed by", "was written", "got charged", "Was the invoice sent?", "was overpaid"): say who does what. Adjectives that look like participles ("I am excited", "she is married") and states after a present "be" ("the store is closed", "the office is located in Oslo") pass.',
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
  check: (block) => {
    const found = findPassives(block);
    const more = [...findGetPassives(block), ...findQuestionPassives(block)].filter(
      (match) => !found.some((other) => other.from < match.to && match.from < other.to),
    );
    return more.length === 0 ? found : [...found, ...more].sort((a, b) => a.from - b.from);
  },
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
    if (at === index + 1 && PRESENT_BE.has(be.normal) && isState(block, at)) continue;
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

/** A state participle after a present "be", without an agent: "The store is closed", not "is closed by". */
function isState(block: BlockView, at: number): boolean {
  const word = block.words[at];
  if (!word || !stateParticiples.has(word.normal)) return false;
  const after = block.words[at + 1];
  return !(after?.joined && after.sentence === word.sentence && after.normal === 'by');
}

/** "Your card got charged", "files get deleted": "get" with a participle, not an idiom ("get started"). */
function findGetPassives(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const get = words[index];
    if (!get || !getForms.has(get.normal)) continue;
    let at = index + 1;
    while (
      words[at]?.joined &&
      words[at]?.sentence === get.sentence &&
      between.has(words[at]?.normal ?? '')
    ) {
      at++;
    }
    const next = words[at];
    if (
      !next?.joined ||
      next.sentence !== get.sentence ||
      getIdioms.has(next.normal) ||
      !isParticiple(next)
    ) {
      continue;
    }
    matches.push(passiveMatch(block, get, next));
    index = at;
  }
  return matches;
}

/** "Was the invoice sent?": a question opened by "be", its subject, then the participle. */
function findQuestionPassives(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const be = block.words[sentence.firstWord];
    if (
      !be ||
      !beForms.has(be.normal) ||
      !block.text.slice(sentence.start, sentence.end).trim().endsWith('?')
    ) {
      continue;
    }
    const subject = block.words[sentence.firstWord + 1];
    if (!subject?.joined || !(questionSubjects.has(subject.normal) || /^\p{Lu}/u.test(subject.text))) {
      continue;
    }
    for (let at = sentence.firstWord + 2; at <= sentence.firstWord + 4 && at < sentence.endWord; at++) {
      const word = block.words[at];
      if (!word?.joined || PREPOSITIONS.has(word.normal) || beForms.has(word.normal)) break;
      if (!isParticiple(word)) continue;
      if (PRESENT_BE.has(be.normal) && isState(block, at)) break;
      matches.push(passiveMatch(block, be, word));
      break;
    }
  }
  return matches;
}

function passiveMatch(block: BlockView, first: WordView, last: WordView): RuleMatch {
  return {
    from: first.start,
    to: last.end,
    message: `Use the active voice: say who acts instead of writing ${quote(block.text.slice(first.start, last.end))}.`,
    methodName: 'passive-voice',
  };
}

function isParticiple(word: WordView): boolean {
  const normal = word.normal;
  if (adjectival.has(normal) || notParticiples.has(normal)) return false;
  if (irregularParticiples.has(normal)) return true;
  if (!REGULAR_PARTICIPLE.test(normal)) return false;
  return !normal.endsWith('eed') || EE_VERB_PARTICIPLE.test(normal);
}
