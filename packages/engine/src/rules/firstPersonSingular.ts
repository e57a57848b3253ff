import {
  LETTER_I_NOUNS,
  ROMAN_NUMERAL_CONTEXT,
  SINGULAR_TO_PLURAL,
  VERBS_AFTER_I,
} from '../data/pronouns.ts';
import { capitalise } from '../language/normalize.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';
import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const plural = new Map(SINGULAR_TO_PLURAL.map((entry) => [entry.singular, entry]));
const numeralContext = new Set(ROMAN_NUMERAL_CONTEXT.map((entry) => entry.word));
// "I am" and "I was" take the plural verb along.
const verbAfterI = new Map(VERBS_AFTER_I.map((entry) => [entry.word, entry.plural]));

export const firstPersonSingular = defineBlockRule({
  id: 'first-person-singular',
  category: 'Choice of Words',
  name: 'Company voice: “we”, not “I”',
  description:
    'Company text speaks for the team: flags "I", "me", "my", "I\'m" and offers "we", "us", "our", "we\'re". Quotations, questions in the reader\'s voice ("Can I change my plan?"), Roman numerals ("World War I", "Type I") and names of UI items in capitals ("My Account") pass.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: [
      'We will look into it today.',
      'Our team answers within a day.',
      'Anna said, "I love the new editor."',
      'Phase I starts in May.',
      'Open My Account to change it.',
    ],
    bad: [
      'I will look into it today.',
      'Please send me the file.',
      'My team answers within a day.',
      "I'm happy to help.",
    ],
  },
  prepare: () => null,
  check: (block) => findSingular(block),
});

function findSingular(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const quoted = block.text.includes('"') || block.text.includes('\u201c') ? quotedRanges(block.text) : [];
  const { words } = block;
  for (const [index, word] of words.entries()) {
    const entry = plural.get(word.normal);
    if (!entry || isNotPronoun(word, words[index - 1], words[index + 1])) continue;
    // "Can I change my plan?": a question in the reader's voice (an FAQ), not the company speaking.
    if (isQuestion(block, word.sentence)) continue;
    // "(i)", "i)": a list marker in Roman numerals.
    if (
      word.normal === 'i' &&
      (block.text.charAt(word.start - 1) === '(' || block.text.charAt(word.end) === ')')
    ) {
      continue;
    }
    if (quoted.some(([from, to]) => word.start >= from && word.end <= to)) continue;
    const next = words[index + 1];
    const verb = word.normal === 'i' && next?.joined ? verbAfterI.get(next.normal) : undefined;
    const to = verb !== undefined && next ? next.end : word.end;
    const wanted = verb === undefined ? entry.plural : `${entry.plural} ${verb}`;
    const replacement = word.sentenceStart ? capitalise(wanted) : wanted;
    const written = block.text.slice(word.start, to);
    matches.push({
      from: word.start,
      to,
      message: `Write ${quote(replacement)} instead of ${quote(written)}: ${entry.reason.charAt(0).toLowerCase()}${entry.reason.slice(1)}`,
      methodName: 'first-person-singular',
      suggestions: [replacement],
      fix: { from: word.start, to, replacement },
    });
  }
  return matches;
}

function isQuestion(block: BlockView, sentence: number): boolean {
  const view = block.sentences[sentence];
  return view !== undefined && /\?["'\u201d\u2019)]*\s*$/.test(block.text.slice(view.start, view.end));
}

// "the I key", "the I button": the letter.
const letterAfter = new Set(LETTER_I_NOUNS.map((entry) => entry.word));

/**
 * "World War I", "Phase I", "the letter I", "the I key": a numeral or a letter. "My Account": a name in
 * capitals.
 */
function isNotPronoun(word: WordView, previous: WordView | undefined, next: WordView | undefined): boolean {
  const before = previous && previous.sentence === word.sentence ? previous : undefined;
  if (word.normal === 'i') {
    if (next && next.sentence === word.sentence && letterAfter.has(next.normal)) return true;
    if (!before) return false;
    return numeralContext.has(before.normal) || (!before.sentenceStart && /^\p{Lu}/u.test(before.text));
  }
  return !word.sentenceStart && /^\p{Lu}/u.test(word.text) && !word.normal.startsWith("i'");
}
