import table from '../data/reproachModel.json' with { type: 'json' };
import type { BlockView } from '../language/types.ts';
import {
  reproachContributions,
  reproachModelOf,
  reproachNgrams,
  reproachScore,
  type ReproachModel,
  type ReproachTable,
} from './reproachModel.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/** The method name of the model's findings: `allow: ["learned-reproach"]` turns them off. */
export const LEARNED_REPROACH = 'learned-reproach';

/** The score from which a block reads as a reproach (chosen by `crossValidateReproachModel.ts`). */
export const REPROACH_THRESHOLD: number = (table as ReproachTable).threshold;

/** Fewer words than this say too little for the model ("Hi guys, the release is out."). */
const MIN_WORDS = 6;

let shipped: ReproachModel | undefined;

/** The committed model, built on first use. */
export function shippedReproachModel(): ReproachModel {
  shipped ??= reproachModelOf(table);
  return shipped;
}

/** Whether the model reads a block at all: prose of a paragraph, list item or quote, long enough. */
export function readsBlock(block: Pick<BlockView, 'kind' | 'words'>): boolean {
  return (
    (block.kind === 'paragraph' || block.kind === 'list-item' || block.kind === 'quote') &&
    block.words.length >= MIN_WORDS
  );
}

/** The model's score of a whole block (its n-grams pooled), or 0 for a block it does not read. */
export function blockReproachScore(block: BlockView, model: ReproachModel = shippedReproachModel()): number {
  return readsBlock(block) ? reproachScore(model, reproachNgrams(block).flat()) : 0;
}

/**
 * A block the patterns found nothing in but the model reads as a reproach: one finding on its sentence
 * with the highest score, naming the n-grams that weighed most there.
 */
export function learnedReproach(
  block: BlockView,
  model: ReproachModel = shippedReproachModel(),
  threshold: number = REPROACH_THRESHOLD,
): RuleMatch | null {
  if (!readsBlock(block)) return null;
  const sentences = reproachNgrams(block);
  if (reproachScore(model, sentences.flat()) < threshold) return null;
  // A greeting alone ("Hi all.") may score high on its own: a sentence of three words or more is preferred.
  const long = block.sentences.map((item) => item.endWord - item.firstWord >= 3);
  const anyLong = long.some(Boolean);
  let best = -1;
  let bestScore = -1;
  sentences.forEach((grams, index) => {
    if (grams.length === 0 || (anyLong && long[index] !== true)) return;
    const score = reproachScore(model, grams);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const sentence = block.sentences[best];
  if (sentence === undefined) return null;
  const from = block.words[sentence.firstWord]?.start ?? sentence.start;
  const to = block.text.slice(0, sentence.end).trimEnd().length;
  const cues = strongestCues(reproachContributions(model, sentences[best] ?? []));
  const named = cues.length > 0 ? ` (${cues.map(quote).join(', ')})` : '';
  return {
    from,
    to: Math.max(to, from),
    message: `Reads as a reproach${named}: say what you need directly, without the edge.`,
    methodName: LEARNED_REPROACH,
  };
}

/** Up to three n-grams that pushed most towards a reproach, a word left out when a pair holds it. */
function strongestCues(shares: ReadonlyMap<string, number>): string[] {
  const ranked = [...shares].filter(([, share]) => share > 0).sort((a, b) => b[1] - a[1]);
  const cues: string[] = [];
  for (const [gram] of ranked) {
    if (cues.length === 3) break;
    const words = gram.split(' ');
    if (cues.some((cue) => words.every((word) => cue.split(' ').includes(word)))) continue;
    cues.push(gram);
  }
  return cues;
}
