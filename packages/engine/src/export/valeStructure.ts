import { numberParam, type ValeRuleContext } from './valeContext.ts';
import { WORD_PATTERN } from './valePatterns.ts';
import type { ValeRuleExport } from './valeTypes.ts';

/**
 * An `occurrence` of words per scope (sentence, paragraph, heading) past the guide's `max`, with the
 * rule's message for that many words.
 */
export function wordsPerScopeToVale(
  context: ValeRuleContext,
  scope: string,
  message: (max: number) => string,
  differences: readonly string[],
): ValeRuleExport {
  const max = numberParam(context, 'max');
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'occurrence',
          message: message(max),
          level: context.level,
          description: context.info.description,
          scope,
          max,
          token: WORD_PATTERN,
        },
      },
    ],
    differences,
  };
}

/** max-sentence-length: Vale's classic sentence-length rule, an `occurrence` of words per sentence. */
export function maxSentenceLengthToVale(context: ValeRuleContext): ValeRuleExport {
  return wordsPerScopeToVale(
    context,
    'sentence',
    (max) => `Split this sentence or cut words: the guide allows ${max} words.`,
    ["Vale's sentence splitter decides where sentences end; URLs count as words in Vale."],
  );
}

/** max-sentence-count: an `occurrence` of sentence ends per paragraph. */
export function maxSentenceCountToVale(context: ValeRuleContext): ValeRuleExport {
  const max = numberParam(context, 'max');
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'occurrence',
          message: `Split this paragraph: the guide allows ${max} sentences.`,
          level: context.level,
          description: context.info.description,
          scope: 'paragraph',
          max,
          // A sentence end: end punctuation after a word, then white space or the end of the paragraph.
          token: '[^\\s.!?][.!?]+(?=\\s|$)',
        },
      },
    ],
    differences: [
      'Sentence ends are counted by punctuation, so an abbreviation such as "p.m." before a space counts as one.',
      'Vale reports the paragraph at its first sentence end rather than marking the sentences past the limit.',
    ],
  };
}

/** repeated-words: Vale's `repetition`, as its built-in `Vale.Repetition` uses it. */
export function repeatedWordsToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'repetition',
          message: "Remove the repeated '%s'.",
          level: context.level,
          description: context.info.description,
          alpha: true,
          ignorecase: true,
          action: { name: 'edit', params: ['truncate', ' '] },
          tokens: ['[^\\s.!?]+'],
        },
      },
    ],
    differences: ['Grammatical doubles such as "that that" are reported too.'],
  };
}
