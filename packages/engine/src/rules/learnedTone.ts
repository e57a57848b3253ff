import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

/**
 * A learned tone model (issue 16): logistic regression over tf-idf word uni- and bigrams, one per rule that
 * has one (`passive-aggressive`'s reproach model, `empathy`'s flat-news model). A table is trained by
 * `devset/scripts/trainToneModel.ts <rule>`; the extractor below is the one training and scoring share, so a
 * feature means the same thing in both.
 */
export interface ToneModel {
  readonly intercept: number;
  /** Each kept n-gram with its inverse document frequency and its weight. */
  readonly terms: ReadonlyMap<string, readonly [idf: number, weight: number]>;
}

/** A committed table, as JSON: parallel arrays keep it small. A rule's table adds its thresholds. */
export interface ToneTable {
  readonly generated: string;
  readonly intercept: number;
  readonly terms: readonly string[];
  readonly idf: readonly number[];
  readonly weights: readonly number[];
}

/** The model of a table: one Map, built once. */
export function toneModelOf(table: ToneTable): ToneModel {
  const terms = new Map<string, readonly [number, number]>();
  table.terms.forEach((term, index) => {
    terms.set(term, [table.idf[index] ?? 0, table.weights[index] ?? 0]);
  });
  return { intercept: table.intercept, terms };
}

/**
 * The features of a block, sentence by sentence: each word's normal form (lower case, plain apostrophes)
 * and each pair of neighbouring words of a sentence, "again" and "this time". Words inside double quotes
 * are left out (quoted speech keeps its own voice) and break the pairs around them.
 */
export function toneNgrams(block: Pick<BlockView, 'text' | 'words' | 'sentences'>): string[][] {
  const quoted = quotedRanges(block.text);
  return block.sentences.map((sentence) => {
    const grams: string[] = [];
    let previous: string | undefined;
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      const word = block.words[index];
      if (word === undefined) continue;
      if (quoted.some(([from, to]) => word.start >= from && word.end <= to)) {
        previous = undefined;
        continue;
      }
      grams.push(word.normal);
      if (previous !== undefined) grams.push(`${previous} ${word.normal}`);
      previous = word.normal;
    }
    return grams;
  });
}

/**
 * The tf-idf vector of some n-grams, over the model's terms: sublinear term frequency (1 + ln n) times
 * idf, scaled to unit length. N-grams the model does not know are dropped.
 */
export function toneVector(model: ToneModel, grams: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gram of grams) {
    if (model.terms.has(gram)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [gram, count] of counts) {
    const value = (1 + Math.log(count)) * (model.terms.get(gram)?.[0] ?? 0);
    vector.set(gram, value);
    norm += value * value;
  }
  const length = Math.sqrt(norm);
  if (length > 0) for (const [gram, value] of vector) vector.set(gram, value / length);
  return vector;
}

/** Each known n-gram's share of the logit (its tf-idf value times its weight). */
export function toneContributions(model: ToneModel, grams: Iterable<string>): Map<string, number> {
  const shares = new Map<string, number>();
  for (const [gram, value] of toneVector(model, grams)) {
    shares.set(gram, value * (model.terms.get(gram)?.[1] ?? 0));
  }
  return shares;
}

/** The counts of the n-grams the model knows, so that parts of a text (its blocks) can be counted once. */
export function knownCounts(model: ToneModel, grams: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gram of grams) {
    if (model.terms.has(gram)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** `toneScore` of n-grams given by their counts (`knownCounts`, perhaps summed over parts). */
export function toneScoreOfCounts(model: ToneModel, counts: ReadonlyMap<string, number>): number {
  const { dot, norm } = toneVectorOfCounts(model, counts);
  return toneScoreOfVector(model, dot, norm);
}

/** The weighted sum and the squared length of the tf-idf vector of some counts, before scaling. */
export function toneVectorOfCounts(
  model: ToneModel,
  counts: ReadonlyMap<string, number>,
): { dot: number; norm: number } {
  let dot = 0;
  let norm = 0;
  for (const [gram, count] of counts) {
    const [idf, weight] = model.terms.get(gram) ?? [0, 0];
    const value = (1 + Math.log(count)) * idf;
    dot += value * weight;
    norm += value * value;
  }
  return { dot, norm };
}

/** The logit of a vector given as its weighted sum and squared length: intercept plus the scaled sum. */
export function toneLogit(model: ToneModel, dot: number, norm: number): number {
  return model.intercept + (norm > 0 ? dot / Math.sqrt(norm) : 0);
}

/** The score of a vector given as its weighted sum and squared length (`toneVectorOfCounts`). */
export function toneScoreOfVector(model: ToneModel, dot: number, norm: number): number {
  return 1 / (1 + Math.exp(-toneLogit(model, dot, norm)));
}

/** Per model, the largest idf and the largest |weight × idf| of its terms. */
const reachOfModel = new WeakMap<ToneModel, { idf: number; weighted: number }>();

/**
 * The most the logit of a score (its vector `dot`, `norm`) can move when at most `changes` n-gram occurrences
 * are added or taken away, or Infinity when nothing bounds it. With sublinear tf one occurrence moves a term's
 * value by at most its idf, so the weighted sum moves by at most `changes × W` (W: the largest |weight × idf|)
 * and the length L by at most `changes × I` (I: the largest idf); the logit `dot / L` then moves by at most
 * `changes·W / L' + |dot|·changes·I / (L·L')`, with `L' = L − changes·I`.
 */
export function toneLogitShiftBound(model: ToneModel, dot: number, norm: number, changes: number): number {
  let reach = reachOfModel.get(model);
  if (!reach) {
    let idf = 0;
    let weighted = 0;
    for (const [termIdf, weight] of model.terms.values()) {
      idf = Math.max(idf, termIdf);
      weighted = Math.max(weighted, Math.abs(weight * termIdf));
    }
    reach = { idf, weighted };
    reachOfModel.set(model, reach);
  }
  const length = Math.sqrt(norm);
  const shortest = length - changes * reach.idf;
  if (shortest <= 0) return Infinity;
  return (changes * reach.weighted) / shortest + (Math.abs(dot) * changes * reach.idf) / (length * shortest);
}

/** The probability that some n-grams read in the model's tone: the logistic of intercept plus their shares. */
export function toneScore(model: ToneModel, grams: Iterable<string>): number {
  // The same sum as `toneContributions`, without building the vector: one Map lookup per n-gram.
  const counts = new Map<readonly [number, number], number>();
  for (const gram of grams) {
    const term = model.terms.get(gram);
    if (term !== undefined) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  let dot = 0;
  let norm = 0;
  for (const [[idf, weight], count] of counts) {
    const value = (1 + Math.log(count)) * idf;
    dot += value * weight;
    norm += value * value;
  }
  return 1 / (1 + Math.exp(-toneLogit(model, dot, norm)));
}

/**
 * The sentence a finding names: of the given sentences' n-grams, the index of the one with the highest
 * score, preferring sentences of three words or more (a greeting alone, "Hi all.", may score high on its
 * own); -1 when no sentence has an n-gram.
 */
export function bestSentence(
  model: ToneModel,
  sentences: ReadonlyArray<readonly string[]>,
  lengths: readonly number[],
): number {
  const anyLong = lengths.some((length) => length >= 3);
  let best = -1;
  let bestScore = -1;
  sentences.forEach((grams, index) => {
    if (grams.length === 0 || (anyLong && (lengths[index] ?? 0) < 3)) return;
    const score = toneScore(model, grams);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/**
 * Words that name no tone alone: articles, pronouns, prepositions, conjunctions and auxiliaries. A cue made
 * only of them ("i", "the", "you", "to the") says nothing to the writer, so it is not named. Negation
 * ("not", "no", "never", "cannot") is not among them: "will not" names the news.
 */
const FUNCTION_WORDS = new Set([
  ...['a', 'an', 'the', 'this', 'that', 'these', 'those', 'there', 'here', 'some', 'any', 'each', 'every'],
  ...['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'you', 'your', 'yours'],
  ...['yourself', 'yourselves', 'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it'],
  ...['its', 'itself', 'they', 'them', 'their', 'theirs', 'themselves', 'who', 'whom', 'whose', 'which'],
  ...['what', "i'm", "i've", "i'll", "i'd", "we're", "we've", "we'll", "we'd", "you're", "you've"],
  ...["you'll", "you'd", "he's", "she's", "it's", "they're", "they've", "they'll", "that's", "there's"],
  ...['to', 'of', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto', 'about', 'as', 'over'],
  ...['under', 'after', 'before', 'up', 'out', 'off', 'via', 'per', 'than', 'through', 'during'],
  ...['and', 'or', 'but', 'so', 'if', 'because', 'while', 'then', 'also', 'just'],
  ...['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'has', 'have', 'had', 'do', 'does', 'did'],
  ...['will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must'],
]);

/** Whether an n-gram is made only of function words or pronouns ("i", "to the"): no cue to name. */
export function onlyFunctionWords(gram: string): boolean {
  return gram.split(' ').every((word) => FUNCTION_WORDS.has(word));
}

/**
 * Up to three n-grams that pushed most towards the tone, among those with a word that carries meaning
 * (n-grams of function words alone are skipped, however much they weighed), a word left out when a pair
 * holds it.
 */
export function strongestCues(shares: ReadonlyMap<string, number>): string[] {
  const ranked = [...shares]
    .filter(([gram, share]) => share > 0 && !onlyFunctionWords(gram))
    .sort((a, b) => b[1] - a[1]);
  const cues: string[] = [];
  for (const [gram] of ranked) {
    if (cues.length === 3) break;
    const words = gram.split(' ');
    if (cues.some((cue) => words.every((word) => cue.split(' ').includes(word)))) continue;
    cues.push(gram);
  }
  return cues;
}
