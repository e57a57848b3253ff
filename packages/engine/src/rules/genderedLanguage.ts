import {
  GENDERED_ENTRIES,
  GENDERED_SLASH_PAIRS,
  GENERIC_DETERMINERS,
  GENERIC_HE,
  GENERIC_HE_REASON,
  GENERIC_PERSON_NOUNS,
  GENERIC_PRONOUNS,
} from '../data/gendered.ts';
import { matchCase } from '../language/normalize.ts';
import { scanSentences } from './scanText.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const slashPairs = GENDERED_SLASH_PAIRS.map((pair) => ({
  ...pair,
  regex: new RegExp(`(?<![\\p{L}\\p{N}/])(?:${pair.pattern})(?![\\p{L}\\p{N}/])`, 'giu'),
}));

export const genderedLanguage = definePhraseRule({
  id: 'gendered-language',
  category: 'Choice of Words',
  name: 'Gendered language',
  description:
    'Flags gendered words for roles and people in general ("chairman", "salesmen", "manpower", "hi guys", "he or she", "his/her") and offers neutral ones ("chair", "salespeople", "workforce", "everyone", "they"). Names and words for a known person pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'The chair opened the meeting.',
      'Our salespeople will call you.',
      'Each user sets their own password.',
      'She thanked the guys from the band.',
      'George Foreman sells grills.',
    ],
    bad: [
      'The chairman opened the meeting.',
      'Our salesmen will call you.',
      'Each user sets his or her own password.',
      'Hi guys, the release is out.',
      'Every user picks his/her plan.',
    ],
  },
  entries: GENDERED_ENTRIES,
  extra: (block) => [...slashMatches(block), ...genericPronouns(block)],
});

const personNouns = new Set(GENERIC_PERSON_NOUNS);
const determiners = new Set(GENERIC_DETERMINERS);
const genericPronounWords = new Set(GENERIC_PRONOUNS.filter((word) => !word.includes(' ')));
const genderedPronouns = new Set(GENERIC_HE);
// With "the", a person is generic only in a rule or a condition ("the user must…", "if the customer…").
const GENERAL = new Set([
  'if',
  'when',
  'whenever',
  'must',
  'should',
  'can',
  'may',
  'might',
  'needs',
  'before',
  'after',
  'until',
  'once',
  'unless',
]);

/**
 * "Each user should update his password": a gendered pronoun after a person nobody knows, in the same
 * sentence. A sentence that names someone ("Ask Tom; he knows") is about a known person and passes.
 */
function genericPronouns(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  let sentence = -1;
  let generic = false;
  let named = false;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    if (word.sentence !== sentence) {
      sentence = word.sentence;
      generic = false;
      named = sentenceNamesSomeone(block, index);
    }
    if (named) continue;
    const previous = words[index - 1];
    const samePrevious =
      previous !== undefined && previous.sentence === sentence ? previous.normal : undefined;
    if (genericPronounWords.has(word.normal) || (word.normal === 'one' && samePrevious === 'no')) {
      generic = true;
    }
    if (personNouns.has(word.normal) && samePrevious !== undefined && determiners.has(samePrevious)) {
      generic = samePrevious !== 'the' || sentenceHas(block, index, GENERAL);
      if (generic) continue;
    }
    if (!generic || !genderedPronouns.has(word.normal)) continue;
    const next = words[index + 1];
    // "he or she", "his/her": the pair entries flag those.
    if (samePrevious === 'or' || (next?.sentence === sentence && next.normal === 'or')) continue;
    if (block.text.charAt(word.start - 1) === '/' || block.text.charAt(word.end) === '/') continue;
    matches.push({
      from: word.start,
      to: word.end,
      message: `Rephrase without ${quote(word.text)}. ${GENERIC_HE_REASON}`,
      methodName: 'generic-pronoun',
      suggestions: [],
    });
  }
  return matches;
}

/** Whether a sentence has a capitalised word in mid-sentence other than "I": a name. */
function sentenceNamesSomeone(block: BlockView, start: number): boolean {
  const sentence = block.words[start]?.sentence;
  for (let index = start; index < block.words.length; index++) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) break;
    if (!word.sentenceStart && word.text !== 'I' && /^\p{Lu}/u.test(word.text)) return true;
  }
  return false;
}

function sentenceHas(block: BlockView, at: number, set: ReadonlySet<string>): boolean {
  const sentence = block.words[at]?.sentence;
  return block.words.some((word) => word.sentence === sentence && set.has(word.normal));
}

/** "he/she", "his/her": the parser splits them at the slash, so a pattern finds them. */
function slashMatches(block: BlockView): RuleMatch[] {
  if (!block.text.includes('/')) return [];
  const matches: RuleMatch[] = [];
  for (const pair of slashPairs) {
    for (const match of scanSentences(block, pair.regex)) {
      const written = match[0];
      const replacement = matchCase(written, pair.suggestion);
      const from = match.index;
      const to = from + written.length;
      matches.push({
        from,
        to,
        message: `Replace ${quote(written)} with ${quote(replacement)}. ${pair.reason}`,
        methodName: 'pronoun-slash',
        suggestions: [replacement],
        // "he/she" may need its verb changed ("they are"): a fix only for the other pairs.
        ...(pair.suggestion === 'they' ? {} : { fix: { from, to, replacement } }),
      });
    }
  }
  return matches;
}
