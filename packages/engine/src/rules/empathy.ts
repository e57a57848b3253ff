import { EMPATHY_PHRASES, HYPOTHETICAL, PROBLEM_DENIALS, PROBLEM_PHRASES } from '../data/empathy.ts';
import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import { quote } from './wording.ts';

const problems = compileShared(PROBLEM_PHRASES);
const empathyPhrases = compileShared(EMPATHY_PHRASES);
const denials = new Set(PROBLEM_DENIALS);
const hypothetical = new Set(HYPOTHETICAL);

interface BlockSummary {
  /** The first problem the block discusses: prose range and text. */
  readonly problem: { readonly from: number; readonly to: number } | undefined;
  readonly empathy: boolean;
}

const summarise = (block: BlockView): BlockSummary => ({
  problem: firstProblem(block),
  empathy: findShared(empathyPhrases, block).length > 0,
});

export const empathy = defineDocumentRule({
  id: 'empathy',
  category: 'Emotionality',
  name: 'Empathy when discussing a problem',
  description:
    'Customer-facing text that discusses a problem (an error, an outage, a delay) must acknowledge it, apologise or offer help somewhere in the text.',
  severity: 'warning',
  parameters: {},
  examples: {
    good: [
      'Your payment failed. We are sorry for the trouble: here is how to retry.',
      'We fixed the outage this morning. Thank you for your patience.',
      'No problem at all, see you tomorrow.',
      'If you see an error, restart the app.',
      'Your order ships today.',
    ],
    bad: [
      'Your payment failed. Retry with another card.',
      'The outage lasted two hours.\n\nService is back.',
    ],
  },
  prepare: () => {
    wantShared(problems);
    wantShared(empathyPhrases);
    return perBlock(summarise);
  },
  check(document, summary) {
    let first: { block: number; from: number; to: number } | undefined;
    for (const [index, block] of document.blocks.entries()) {
      const { problem, empathy: kind } = summary(block);
      if (kind) return [];
      if (problem && !first) first = { block: index, ...problem };
    }
    if (!first) return [];
    const text = document.blocks[first.block]?.text.slice(first.from, first.to) ?? '';
    return [
      {
        ...first,
        message: `This text discusses a problem (${quote(text)}) without empathy: acknowledge it, apologise or offer help, e.g. “We're sorry for the trouble; here is how to fix it.”`,
        methodName: 'missing-empathy',
      },
    ];
  },
});

function firstProblem(block: BlockView): BlockSummary['problem'] {
  for (const hit of findShared(problems, block)) {
    const before = block.words[hit.firstWord - 1];
    const first = block.words[hit.firstWord];
    if (!first) continue;
    if (before && before.sentence === first.sentence && denials.has(before.normal)) continue;
    if (isHypothetical(block, hit.firstWord)) continue;
    return { from: hit.from, to: hit.to };
  }
  return undefined;
}

/** Whether the sentence around a word is a condition ("If you see an error…"), not a report. */
function isHypothetical(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < wordIndex; index++) {
    const normal = block.words[index]?.normal;
    if (normal === undefined) continue;
    if (normal === 'should' && index !== sentence.firstWord) continue;
    if (hypothetical.has(normal)) return true;
  }
  return false;
}
