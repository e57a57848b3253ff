import table from '../data/reproachModel.json' with { type: 'json' };
import type { BlockView } from '../language/types.ts';
import {
  bestSentence,
  strongestCues,
  toneContributions,
  toneModelOf,
  toneNgrams,
  toneScore,
  type ToneModel,
  type ToneTable,
} from './learnedTone.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/** The reproach model's table: the shared format and the hook's threshold. */
export interface ReproachTable extends ToneTable {
  readonly threshold: number;
}

/** The method name of the model's findings: `allow: ["learned-reproach"]` turns them off. */
export const LEARNED_REPROACH = 'learned-reproach';

/** The score from which a block reads as a reproach (chosen by `crossValidateToneModel.ts`). */
export const REPROACH_THRESHOLD: number = (table as ReproachTable).threshold;

/** Fewer words than this say too little for the model ("Hi guys, the release is out."). */
const MIN_WORDS = 6;

let shipped: ToneModel | undefined;

/** The committed model, built on first use. */
export function shippedReproachModel(): ToneModel {
  shipped ??= toneModelOf(table);
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
export function blockReproachScore(block: BlockView, model: ToneModel = shippedReproachModel()): number {
  return readsBlock(block) ? toneScore(model, toneNgrams(block).flat()) : 0;
}

/**
 * A block the patterns found nothing in but the model reads as a reproach: one finding on its sentence
 * with the highest score, naming the n-grams that weighed most there.
 */
export function learnedReproach(
  block: BlockView,
  model: ToneModel = shippedReproachModel(),
  threshold: number = REPROACH_THRESHOLD,
): RuleMatch | null {
  if (!readsBlock(block)) return null;
  const sentences = toneNgrams(block);
  if (toneScore(model, sentences.flat()) < threshold) return null;
  const lengths = block.sentences.map((item) => item.endWord - item.firstWord);
  const best = bestSentence(model, sentences, lengths);
  const sentence = block.sentences[best];
  if (sentence === undefined) return null;
  const from = block.words[sentence.firstWord]?.start ?? sentence.start;
  const to = block.text.slice(0, sentence.end).trimEnd().length;
  const cues = strongestCues(toneContributions(model, sentences[best] ?? []));
  const named = cues.length > 0 ? ` (${cues.map(quote).join(', ')})` : '';
  return {
    from,
    to: Math.max(to, from),
    message: `Reads as a reproach${named}: say what you need directly, without the edge.`,
    methodName: LEARNED_REPROACH,
  };
}
