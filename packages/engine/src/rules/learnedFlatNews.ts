import table from '../data/flatNewsModel.json' with { type: 'json' };
import type { BlockView } from '../language/types.ts';
import {
  bestSentence,
  knownCounts,
  strongestCues,
  toneContributions,
  toneModelOf,
  toneNgrams,
  toneLogit,
  toneLogitShiftBound,
  toneScoreOfCounts,
  toneScoreOfVector,
  toneVectorOfCounts,
  type ToneModel,
  type ToneTable,
} from './learnedTone.ts';
import type { DocumentMatch, FixTrial } from './types.ts';
import { quote } from './wording.ts';

/**
 * A learned flat-news model beside the `empathy` rule (issue 16): a logistic regression on the tf-idf word
 * n-grams of a whole message, trained on the rule's labelled texts (`trainToneModel.ts empathy`). It reads
 * whether a text gives bad news flatly, without acknowledgement or help; the rule asks it twice: to drop
 * its own finding when the text scores low (a veto) and to add one when it found no problem but the text
 * scores high.
 */
export interface FlatNewsTable extends ToneTable {
  /** The rule's finding is dropped when the text scores at most this (0: no veto). */
  readonly vetoAtMost: number;
  /** A text the rule found no problem in is flagged from this score (1: never). */
  readonly flagAtLeast: number;
}

/** What the rule reads of a document (`empathy.ts`): its first problem, and on demand its exemptions. */
export interface EmpathyReading {
  readonly problem: { readonly block: number; readonly from: number; readonly to: number } | undefined;
  /** Whether the writer acknowledges, apologises or helps in some block, in their own words. */
  readonly helped: () => boolean;
  /** Whether the text is not customer-facing: internal mail, an incident review, a note for agents. */
  readonly forStaff: () => boolean;
  /** Whether the text sets a price against a higher old one: a cut, which the model cannot tell from a rise. */
  readonly cheaper: () => boolean;
}

/** The model and thresholds the rule asks; the committed ones unless a test gives its own. */
export interface FlatNewsOptions {
  readonly model?: ToneModel;
  readonly vetoAtMost?: number;
  readonly flagAtLeast?: number;
}

/**
 * The rule's findings with the model beside it. Its own readings come first: a text that helps or
 * acknowledges, or that is for staff, gets nothing, model or not, and the model flags no price cut. Otherwise the rule's finding stands
 * unless the model vetoes it, and a text without a problem the rule knows gets the model's finding when
 * it scores high enough.
 */
export function withFlatNewsModel(
  blocks: readonly BlockView[],
  reading: EmpathyReading,
  ruleFinding: (problem: NonNullable<EmpathyReading['problem']>) => DocumentMatch,
  options: FlatNewsOptions = {},
): DocumentMatch[] {
  const model = options.model ?? shippedFlatNewsModel();
  const exempt = (): boolean => reading.helped() || reading.forStaff();
  if (reading.problem) {
    if (exempt() || flatNewsVetoes(blocks, model, options.vetoAtMost)) return [];
    return [ruleFinding(reading.problem)];
  }
  // Scored first: the score is one Map lookup per n-gram, the rule's readings of help are dearer.
  const added = learnedFlatNews(blocks, model, options.flagAtLeast);
  return added && !exempt() && !reading.cheaper() ? [added] : [];
}

/** The method name of the model's own findings. */
export const LEARNED_FLAT_NEWS = 'learned-flat-news';

const thresholds = table as FlatNewsTable;
/** The score at or below which the model drops the rule's finding (chosen by `crossValidateToneModel.ts`). */
export const FLAT_NEWS_VETO: number = thresholds.vetoAtMost;
/** The score from which the model flags a text the rule passed (chosen by `crossValidateToneModel.ts`). */
export const FLAT_NEWS_FLAG: number = thresholds.flagAtLeast;

let shipped: ToneModel | undefined;

/** The committed model, built on first use. */
export function shippedFlatNewsModel(): ToneModel {
  shipped ??= toneModelOf(table);
  return shipped;
}

/**
 * The n-grams the model reads of a document: every block's (headings, list items and table cells are
 * prose too; code is not a block), sentence by sentence. A message is read whole, as the rule reads it.
 */
export function documentNgrams(blocks: readonly BlockView[]): string[][][] {
  return blocks.map((block) => toneNgrams(block));
}

/** Per model, each block's counts of the n-grams it knows: a re-check reads only the changed blocks. */
const countsByModel = new WeakMap<ToneModel, WeakMap<BlockView, Map<string, number>>>();

/** The model's score of a whole document: its n-grams pooled. */
export function flatNewsScore(
  blocks: readonly BlockView[],
  model: ToneModel = shippedFlatNewsModel(),
): number {
  return toneScoreOfCounts(model, documentCounts(blocks, model));
}

/**
 * Whether some fix alone (`trials`, one per fix of another rule) moves the document's score across the veto
 * or the flag threshold: then the check tries every fix alone against the rule (`fixesOneByOne`). A fix
 * changes the n-grams of the words it takes out and puts in and of their neighbours, and at most a pair across
 * a sentence end (`2 × words + 4` occurrences): where that cannot move the logit across a threshold
 * (`toneLogitShiftBound`), the trial is not parsed; otherwise the document's score is computed with the
 * touched sentences' counts swapped for the fixed ones'.
 */
export function flatNewsMovedByAFix(
  blocks: readonly BlockView[],
  trials: Iterable<FixTrial>,
  model: ToneModel = shippedFlatNewsModel(),
  thresholds: { readonly vetoAtMost: number; readonly flagAtLeast: number } = {
    vetoAtMost: FLAT_NEWS_VETO,
    flagAtLeast: FLAT_NEWS_FLAG,
  },
): boolean {
  const total = documentCounts(blocks, model);
  const { dot, norm } = toneVectorOfCounts(model, total);
  const verdict = (sum: number, squares: number): number => {
    const score = toneScoreOfVector(model, sum, squares);
    return score <= thresholds.vetoAtMost ? -1 : score >= thresholds.flagAtLeast ? 1 : 0;
  };
  const before = verdict(dot, norm);
  const logit = toneLogit(model, dot, norm);
  const margin = Math.min(
    ...[thresholds.vetoAtMost, thresholds.flagAtLeast]
      .filter((p) => p > 0 && p < 1)
      .map((p) => Math.abs(logit - Math.log(p / (1 - p)))),
  );
  const value = (count: number, idf: number): number => (count > 0 ? (1 + Math.log(count)) * idf : 0);
  for (const trial of trials) {
    const block = blocks[trial.block];
    if (!block) continue;
    if (toneLogitShiftBound(model, dot, norm, 2 * trial.words + 4) < margin) continue;
    const whole = trial.from <= 0 && trial.to >= block.text.length;
    const old = whole
      ? blockCounts(block, model)
      : knownCounts(model, gramsWithin(block, trial.from, trial.to));
    const fixed = knownCounts(model, toneNgrams(trial.view()).flat());
    let sum = dot;
    let squares = norm;
    for (const gram of new Set([...old.keys(), ...fixed.keys()])) {
      const count = total.get(gram) ?? 0;
      const next = count - (old.get(gram) ?? 0) + (fixed.get(gram) ?? 0);
      if (next === count) continue;
      const [idf, weight] = model.terms.get(gram) ?? [0, 0];
      const from = value(count, idf);
      const to = value(next, idf);
      sum += (to - from) * weight;
      squares += to * to - from * from;
    }
    if (verdict(sum, Math.max(squares, 0)) !== before) return true;
  }
  return false;
}

/** The n-grams of a block's sentences that lie within `[from, to)`. */
function gramsWithin(block: BlockView, from: number, to: number): string[] {
  const grams = toneNgrams(block);
  return block.sentences.flatMap((sentence, index) =>
    sentence.start >= from && sentence.end <= to ? (grams[index] ?? []) : [],
  );
}

/** A document's n-gram counts, pooled from each block's. */
function documentCounts(blocks: readonly BlockView[], model: ToneModel): Map<string, number> {
  const total = new Map<string, number>();
  for (const block of blocks) {
    for (const [gram, count] of blockCounts(block, model)) total.set(gram, (total.get(gram) ?? 0) + count);
  }
  return total;
}

/** A block's counts of the n-grams the model knows, kept per block for the next re-check. */
function blockCounts(block: BlockView, model: ToneModel): Map<string, number> {
  let byBlock = countsByModel.get(model);
  if (!byBlock) {
    byBlock = new WeakMap();
    countsByModel.set(model, byBlock);
  }
  let counts = byBlock.get(block);
  if (!counts) {
    counts = knownCounts(model, toneNgrams(block).flat());
    byBlock.set(block, counts);
  }
  return counts;
}

/** Whether the model reads the document as no flat news: the rule's finding is then dropped. */
export function flatNewsVetoes(
  blocks: readonly BlockView[],
  model: ToneModel = shippedFlatNewsModel(),
  vetoAtMost: number = FLAT_NEWS_VETO,
): boolean {
  return vetoAtMost > 0 && flatNewsScore(blocks, model) <= vetoAtMost;
}

/**
 * A document the rule found no problem in but the model reads as bad news told flatly: one finding on
 * its sentence with the highest score, naming the n-grams that weighed most there. The rule asks only
 * when its own readings allow (customer-facing, no help or acknowledgement).
 */
export function learnedFlatNews(
  blocks: readonly BlockView[],
  model: ToneModel = shippedFlatNewsModel(),
  flagAtLeast: number = FLAT_NEWS_FLAG,
): DocumentMatch | null {
  if (flagAtLeast >= 1) return null;
  if (flatNewsScore(blocks, model) < flagAtLeast) return null;
  const grams = documentNgrams(blocks);
  // The document's sentences, block by block, as one list.
  const places = blocks.flatMap((block, index) =>
    block.sentences.map((sentence, at) => ({ block: index, sentence, grams: grams[index]?.[at] ?? [] })),
  );
  const best = bestSentence(
    model,
    places.map((place) => place.grams),
    places.map((place) => place.sentence.endWord - place.sentence.firstWord),
  );
  const place = places[best];
  const block = place === undefined ? undefined : blocks[place.block];
  if (place === undefined || block === undefined) return null;
  const from = block.words[place.sentence.firstWord]?.start ?? place.sentence.start;
  const to = block.text.slice(0, place.sentence.end).trimEnd().length;
  const cues = strongestCues(toneContributions(model, place.grams));
  const named = cues.length > 0 ? ` (${cues.map(quote).join(', ')})` : '';
  return {
    block: place.block,
    from,
    to: Math.max(to, from),
    message: `Reads as bad news told flatly${named}: acknowledge it or offer help in your own words.`,
    methodName: LEARNED_FLAT_NEWS,
  };
}
