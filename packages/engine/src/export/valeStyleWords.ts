import { COMMON_WORDS, FUNCTION_WORDS, NOT_SHOUTED_ALONE } from '../data/commonWords.ts';
import { CONTRACTIONS } from '../data/contractions.ts';
import {
  CLAUSE_BREAKS,
  FIRST_NEGATIVES,
  LITOTES,
  NO_AS_WORD_AFTER,
  SECOND_NEGATIVES,
} from '../data/doubleNegatives.ts';
import { NOT_LY_ADVERBS } from '../data/lyWords.ts';
import { BE_FORMS } from '../data/passiveVoice.ts';
import { numberParam, type ValeRuleContext } from './valeContext.ts';
import { notOneOf, WORD_END, WORD_GAP, WORD_START, wordsPattern } from './valeLookarounds.ts';
import { alternation, escapeRegExp, phrasePattern, WORD_PATTERN } from './valePatterns.ts';
import type { ValeRuleExport, ValeRuleFile } from './valeTypes.ts';

/**
 * adverbs: an `occurrence` per sentence of "-ly" adverbs, as the rule counts them: a word of letters
 * only, five or more, ending in "ly", not an "-ly" adjective or noun ("friendly", "daily", "only").
 * With `max` 0 every one is flagged (`existence`).
 */
export function adverbsToVale(context: ValeRuleContext): ValeRuleExport {
  const max = numberParam(context, 'max');
  const notAdverbs = NOT_LY_ADVERBS.map((entry) => entry.word);
  const token = `${WORD_START}${notOneOf(notAdverbs)}\\p{L}{3,}ly${WORD_END}`;
  const base = { level: context.level, description: context.info.description, ignorecase: true } as const;
  const file: ValeRuleFile =
    max === 0
      ? {
          name: context.fileName,
          rule: {
            extends: 'existence',
            message: "Cut '%s' or use a stronger verb: the guide allows no adverbs ending in -ly.",
            ...base,
            nonword: true,
            tokens: [token],
          },
        }
      : {
          name: context.fileName,
          rule: {
            extends: 'occurrence',
            message: `Cut adverbs ending in -ly or use stronger verbs: the guide allows ${max} in a sentence.`,
            ...base,
            scope: 'sentence',
            max,
            token,
          },
        };
  return {
    files: [file],
    differences: [
      ...(max === 0 ? [] : ['Vale reports the sentence once rather than marking each adverb.']),
      "Headings, list items and table cells are not checked: Vale's sentence scope covers paragraphs.",
    ],
  };
}

// A word in capitals: two letters or more, no lower case ("DON'T", "FREE"; not "I", not "iOS").
const IN_CAPITALS = `${WORD_START}\\p{Lu}[\\p{Lu}'\u2019]*\\p{Lu}${WORD_END}`;

/**
 * shouting: an `existence` of a run of words in capitals that holds an everyday word ("DO NOT", "FREE
 * SHIPPING"), or of one such word of three letters or more ("NEVER"), not followed by a colon (a label:
 * "NOTE:"). Runs of acronyms ("AWS IAM") pass, as in the engine.
 */
export function shoutingToVale(context: ValeRuleContext): ValeRuleExport {
  // Operators and names in capitals ("AND", "WHO") are not everyday words here, as in the engine.
  const notShouted = new Set(NOT_SHOUTED_ALONE.map((entry) => entry.word));
  const everyday = [...new Set([...FUNCTION_WORDS, ...COMMON_WORDS].map((entry) => entry.word))]
    .filter((word) => !notShouted.has(word))
    // Only words that can be written in capitals: letters and apostrophes, two or more.
    .filter((word) => /^\p{L}[\p{L}']*\p{L}$/u.test(word))
    .map((word) => word.toUpperCase());
  const shouted = (list: readonly string[]): string => `${WORD_START}${wordsPattern(list)}${WORD_END}`;
  const word = shouted(everyday);
  const long = shouted(everyday.filter((entry) => entry.length >= 3));
  const run = `(?:${IN_CAPITALS}${WORD_GAP})+${word}(?:${WORD_GAP}${IN_CAPITALS})*|${word}(?:${WORD_GAP}${IN_CAPITALS})+|${long}`;
  // The whole run: no word in capitals right before or after it, and no colon after it.
  const token = `(?<!${IN_CAPITALS}${WORD_GAP})(?:${run})(?!${WORD_GAP}${IN_CAPITALS})(?!:)`;
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message:
            "Write '%s' in lower case: capitals read as shouting. Stress it with words, or bold if you must.",
          level: context.level,
          description: context.info.description,
          ignorecase: false,
          nonword: true,
          tokens: [token],
        },
      },
    ],
    differences: [],
  };
}

/** The first negatives before which "un-" words make a roundabout positive, with what stays of them. */
function litotesOpeners(): Array<{ readonly opener: string; readonly keep: string }> {
  const full = new Map(CONTRACTIONS.map((entry) => [entry.short, entry.full]));
  return FIRST_NEGATIVES.flatMap(({ word }) => {
    // "not uncommon" → "common"; "isn't uncommon" → "is common": "not" and the forms of "be".
    if (word === 'not') return [{ opener: word, keep: '' }];
    const expanded = BE_FORMS.includes(word) ? full.get(word) : undefined;
    return expanded?.endsWith(' not') ? [{ opener: word, keep: expanded.slice(0, -' not'.length) }] : [];
  });
}

/**
 * double-negatives: a `substitution` of "not" (or "isn't", "wasn't"…) before a negative adjective with
 * the positive ("not uncommon" → "common"), and an `existence` of a first negative followed within three
 * words of the same clause (no comma, no clause opener such as "but" or "when") by a second one ("don't
 * have no").
 */
export function doubleNegativesToVale(context: ValeRuleContext): ValeRuleExport {
  const swap: Record<string, string> = {};
  for (const { opener, keep } of litotesOpeners()) {
    for (const { negative, positive } of LITOTES) {
      swap[`${phrasePattern(opener)}\\s+${escapeRegExp(negative)}`] ??=
        keep === '' ? positive : `${keep} ${positive}`;
    }
  }
  const first = wordsPattern(FIRST_NEGATIVES.map((entry) => entry.word));
  // "No" after "say", "take" or "a" is a word spoken, not a negation ("don't say no").
  const spoken = `(?<!${WORD_START}${wordsPattern(NO_AS_WORD_AFTER.map((entry) => entry.word))}\\s+)`;
  const second = alternation(
    SECOND_NEGATIVES.map((entry) =>
      entry.word === 'no' ? `${spoken}${escapeRegExp(entry.word)}` : escapeRegExp(entry.word),
    ),
  );
  const between = notOneOf([
    ...CLAUSE_BREAKS.map((entry) => entry.word),
    ...SECOND_NEGATIVES.map((entry) => entry.word),
  ]);
  const base = { level: context.level, description: context.info.description, ignorecase: true } as const;
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: "Write '%s' instead of '%s': two negatives make the reader work out the positive.",
          ...base,
          capitalize: true,
          action: { name: 'replace' },
          swap,
        },
      },
      {
        name: `${context.fileName}Second`,
        rule: {
          extends: 'existence',
          message:
            "Drop one negative in '%s': a second negative cancels the first, or reads as an error ('any', 'anything', 'ever').",
          ...base,
          tokens: [`${first}(?:\\s+${between}${WORD_PATTERN}){0,3}\\s+${second}`],
        },
      },
    ],
    differences: [],
  };
}
