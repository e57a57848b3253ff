import {
  DENIAL_GAP,
  EMPATHY_PHRASES,
  HYPOTHETICAL,
  PROBLEM_COMPOUNDS,
  PROBLEM_DENIALS,
  PROBLEM_PHRASES,
} from '../data/empathy.ts';
import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import { quotedRanges } from './quoted.ts';
import { quote } from './wording.ts';

const problems = compileShared(PROBLEM_PHRASES);
const empathyPhrases = compileShared(EMPATHY_PHRASES);
const denials = new Set(PROBLEM_DENIALS);
const hypothetical = new Set(HYPOTHETICAL);
const denialGap = new Set(DENIAL_GAP);
const compounds = new Set(PROBLEM_COMPOUNDS);

interface BlockSummary {
  /** The first problem the block discusses: prose range and text. */
  readonly problem: { readonly from: number; readonly to: number } | undefined;
  readonly empathy: boolean;
}

const summarise = (block: BlockView): BlockSummary => ({
  problem: firstProblem(block),
  empathy: hasOwnEmpathy(block),
});

/**
 * Whether the writer acknowledges, apologises or helps in this block. The customer's own words, quoted
 * ("You wrote: “Sorry to bother you…”") or in a block quote, are not the writer's apology.
 */
function hasOwnEmpathy(block: BlockView): boolean {
  if (block.kind === 'quote') return false;
  const hits = findShared(empathyPhrases, block);
  if (hits.length === 0) return false;
  const quoted = [...quotedRanges(block.text), ...singleQuoted(block.text)];
  return hits.some(
    (hit) =>
      !quoted.some(([from, to]) => hit.from >= from && hit.to <= to) &&
      !isStockClosing(block, hit.entry.term, hit.firstWord) &&
      !isRefused(block, hit.firstWord),
  );
}

/** Help refused is no help: "we can't help you with this", "we are unable to make it right". */
const REFUSALS = new Set([
  'not',
  "can't",
  'cannot',
  "won't",
  "couldn't",
  'unable',
  "don't",
  "isn't",
  'never',
]);

function isRefused(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  for (let index = wordIndex - 1; index >= Math.max(0, wordIndex - 3); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (REFUSALS.has(word.normal)) return true;
  }
  return false;
}

/**
 * "If you have any questions, contact us": a closing line every message carries, not help with the
 * problem. The help phrases that say only "get in touch" count for nothing in a sentence about questions.
 */
const GET_IN_TOUCH = new Set(['contact us', 'let us know', 'reach out', 'our support team']);

function isStockClosing(block: BlockView, term: string, wordIndex: number): boolean {
  if (!GET_IN_TOUCH.has(term)) return false;
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    const normal = block.words[index]?.normal;
    if (normal === 'questions' || normal === 'question') return true;
  }
  return false;
}

export const empathy = defineDocumentRule({
  id: 'empathy',
  category: 'Emotionality',
  name: 'Empathy when discussing a problem',
  description:
    'Customer-facing text that discusses a problem (an error, an outage, a delay) or delivers bad news (a refusal, a declined payment, a locked account, a fee, "we cannot", a policy quoted as the reason) must acknowledge it, apologise or offer help somewhere in the text, in the writer\'s own words: an apology quoted from the customer and a thank-you for the message do not count.',
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
    const first = block.words[hit.firstWord];
    if (!first) continue;
    if (isDenied(block, hit.firstWord)) continue;
    const after = block.words[hit.lastWord + 1];
    if (after && after.sentence === first.sentence && after.joined && compounds.has(after.normal)) continue;
    if (isHypothetical(block, hit.firstWord)) continue;
    return { from: hit.from, to: hit.to };
  }
  return undefined;
}

/** Whether a word before the problem, past a determiner, denies it ("no errors", "fixes the bug"). */
function isDenied(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  for (let index = wordIndex - 1; index >= Math.max(0, wordIndex - 3); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (denials.has(word.normal)) return true;
    if (!denialGap.has(word.normal)) return false;
  }
  return false;
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

/** Ranges inside curly single quotes (‘…’), British style; a ’ between letters is an apostrophe. */
function singleQuoted(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  for (let open = text.indexOf('\u2018'); open >= 0; open = text.indexOf('\u2018', open + 1)) {
    let close = text.indexOf('\u2019', open + 1);
    while (close >= 0 && /\p{L}/u.test(text.charAt(close + 1))) close = text.indexOf('\u2019', close + 1);
    if (close < 0) break;
    ranges.push([open, close + 1]);
    open = close;
  }
  return ranges;
}
