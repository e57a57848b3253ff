import { numberParam, type ValeRuleContext } from './valeContext.ts';
import { WORD_PATTERN } from './valePatterns.ts';
import { wordsPerScopeToVale } from './valeStructure.ts';
import type { ValeRuleExport } from './valeTypes.ts';

/** spacing: an `existence` of two spaces between words or a space before end punctuation. */
export function spacingToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Fix the spacing in '%s': one space between words, none before punctuation.",
          level: context.level,
          description: context.info.description,
          nonword: true,
          tokens: ['(?<=\\S) {2,}(?=\\S)', '(?<=[\\p{L}\\p{N}]) +(?=[,.:;?!](?:\\s|$))'],
        },
      },
    ],
    differences: [],
  };
}

/** duplicate-punctuation: an `existence` of a mark typed twice, but not an ellipsis or a range ("1..5"). */
export function duplicatePunctuationToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Type '%s' once.",
          level: context.level,
          description: context.info.description,
          nonword: true,
          tokens: ['([!?,;:])\\1+', '(?<![.\\p{N}])\\.\\.(?![.\\p{N}])'],
        },
      },
    ],
    differences: [],
  };
}

/** exclamation-marks: an `occurrence` of exclamations (a run counts once) in the whole text. */
export function exclamationMarksToVale(context: ValeRuleContext): ValeRuleExport {
  const max = numberParam(context, 'max');
  const token = '!+';
  const message = `Keep exclamation marks for what matters: the guide allows ${max} in a text.`;
  return {
    files: [
      max === 0
        ? {
            name: context.fileName,
            rule: {
              extends: 'existence',
              message,
              level: context.level,
              description: context.info.description,
              nonword: true,
              tokens: [token],
            },
          }
        : {
            name: context.fileName,
            rule: {
              extends: 'occurrence',
              message,
              level: context.level,
              description: context.info.description,
              scope: 'summary',
              max,
              token,
            },
          },
    ],
    differences: [
      'Vale reports the text once, at its first exclamation, rather than each one past the limit.',
    ],
  };
}

/** text-length: an `occurrence` of words over the whole text, with the guide's `min` and `max`. */
export function textLengthToVale(context: ValeRuleContext): ValeRuleExport {
  const min = numberParam(context, 'min');
  const max = numberParam(context, 'max');
  if (min === 0 && max === 0) return { files: [], differences: ['Both limits are 0: nothing to check.'] };
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'occurrence',
          message: `Keep the text between ${min} and ${max === 0 ? 'any number of' : max} words.`,
          level: context.level,
          description: context.info.description,
          scope: 'summary',
          ...(min > 0 ? { min } : {}),
          ...(max > 0 ? { max } : {}),
          token: WORD_PATTERN,
        },
      },
    ],
    differences: ['Vale reports the text at its first word rather than where the limit is passed.'],
  };
}

/** paragraph-length: an `occurrence` of words per paragraph. */
export function paragraphLengthToVale(context: ValeRuleContext): ValeRuleExport {
  return wordsPerScopeToVale(
    context,
    'paragraph',
    (max) => `Split this paragraph where the thought turns: the guide allows ${max} words.`,
    ['Vale reports the paragraph at its first word rather than marking the sentences past the limit.'],
  );
}

/** sentence-start-conjunction: an `existence` of the guide's conjunctions after a sentence end. */
export function sentenceStartConjunctionToVale(context: ValeRuleContext): ValeRuleExport {
  const words = Array.isArray(context.params.words) ? context.params.words.map(String) : [];
  if (words.length === 0) return { files: [], differences: ['No conjunctions listed: nothing to check.'] };
  const list = words.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Join this sentence to the one before or rephrase: it opens with '%s'.",
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          scope: 'paragraph',
          // After the end of a sentence, and not "So far" or "Yet another".
          tokens: [`(?<=[.!?]["\u201d\u2019)]?\\s+)(?:${list})(?!\\s+(?:far|another)\\b)`],
        },
      },
    ],
    differences: ['The first sentence of a paragraph is not checked (Vale does not see the one before).'],
  };
}

/** emoji: symbols (not ©, ® or ™) and emoticons; an `existence` at `max` 0, else an `occurrence`. */
export function emojiToVale(context: ValeRuleContext): ValeRuleExport {
  const max = numberParam(context, 'max');
  // `\p{So}` is the symbol category both regexp2 and JavaScript know; emoji sequences join with U+200D.
  const token = '(?![\u00a9\u00ae\u2122])\\p{So}(?:\\uFE0F|\\u200D\\p{So})*|(?<!\\S)[:;]-?[()DPp](?!\\S)';
  const message = `Keep emoji out of this text: the guide allows ${max}.`;
  const base = { message, level: context.level, description: context.info.description } as const;
  return {
    files: [
      max === 0
        ? { name: context.fileName, rule: { extends: 'existence', ...base, nonword: true, tokens: [token] } }
        : { name: context.fileName, rule: { extends: 'occurrence', ...base, scope: 'summary', max, token } },
    ],
    differences: ['Skin-tone and flag sequences may count as more than one emoji.'],
  };
}
