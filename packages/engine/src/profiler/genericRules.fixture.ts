import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from '../rules/defineRule.ts';
import { integerParameter } from '../rules/parameters.ts';
import type { ParameterSpec } from '../rules/parameters.ts';
import type { RuleMatch } from '../rules/types.ts';

/**
 * Rules the catalogue may gain while the profiler is in use, written here so the profiler's generic
 * derivations (style choice, calibrated limit, conflict, tone) are tested whatever the catalogue holds.
 */
const CONTRACTION = /^[a-z]+(?:n't|'re|'ll|'ve|'m|'d)$|^(?:it|that|there|let|what)'s$/;
const FULL_FORM =
  /^(?:(?:do|does|did|is|are|was|were|will|would|should|could|have|has) not|cannot|(?:we|you|they) (?:are|will))$/;

function styleParameter(): ParameterSpec<'use' | 'avoid'> {
  return {
    type: 'string',
    description: 'Whether to use contractions or avoid them.',
    default: 'avoid',
    options: ['use', 'avoid'],
    parse: (value) =>
      value === 'use' || value === 'avoid'
        ? { ok: true, value }
        : { ok: false, message: 'must be use or avoid' },
  };
}

function contractions(block: BlockView): RuleMatch[] {
  return block.words
    .filter((word) => CONTRACTION.test(word.normal))
    .map((word) => ({ from: word.start, to: word.end, message: 'Write the full form.' }));
}

function fullForms(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const [index, word] of block.words.entries()) {
    const next = block.words[index + 1];
    const pair = next?.joined && next.sentence === word.sentence ? `${word.normal} ${next.normal}` : '';
    if (FULL_FORM.test(word.normal)) {
      matches.push({ from: word.start, to: word.end, message: 'Contract it.' });
    } else if (next && FULL_FORM.test(pair)) {
      matches.push({ from: word.start, to: next.end, message: 'Contract it.' });
    }
  }
  return matches;
}

export const contractionStyleRule = defineBlockRule({
  id: 'test-contraction-style',
  category: 'Choice of Words',
  name: 'Contraction style',
  description: 'Use contractions, or avoid them.',
  severity: 'suggestion',
  parameters: { style: styleParameter() },
  examples: { params: { style: 'avoid' }, good: ['We do not know.'], bad: ["We don't know."] },
  prepare: (params) => params.style,
  check: (block, style) => (style === 'avoid' ? contractions(block) : fullForms(block)),
});

export const noContractionsRule = defineBlockRule({
  id: 'test-no-contractions',
  category: 'Choice of Words',
  name: 'No contractions',
  description: 'Write full forms.',
  severity: 'suggestion',
  parameters: {},
  examples: { good: ['We do not know.'], bad: ["We don't know."] },
  prepare: () => null,
  check: (block) => contractions(block),
});

export const useContractionsRule = defineBlockRule({
  id: 'test-use-contractions',
  category: 'Choice of Words',
  name: 'Use contractions',
  description: 'Contract full forms.',
  severity: 'suggestion',
  parameters: {},
  examples: { good: ["We don't know."], bad: ['We do not know.'] },
  prepare: () => null,
  check: (block) => fullForms(block),
});

export const maxExclamationsRule = defineBlockRule({
  id: 'test-max-exclamations',
  category: 'Emotionality',
  name: 'Exclamation marks',
  description: 'At most `max` exclamation marks per sentence.',
  severity: 'suggestion',
  parameters: {
    max: integerParameter({
      description: 'Most exclamation marks per sentence.',
      default: 1,
      min: 0,
      max: 5,
    }),
  },
  examples: { params: { max: 0 }, good: ['It ships today.'], bad: ['It ships today!'] },
  prepare: (params) => params.max,
  check(block, max) {
    return block.sentences.flatMap((sentence) => {
      const marks = block.text.slice(sentence.start, sentence.end).split('!').length - 1;
      return marks > max
        ? [{ from: sentence.start, to: sentence.end, message: 'Use fewer exclamation marks.' }]
        : [];
    });
  },
});
