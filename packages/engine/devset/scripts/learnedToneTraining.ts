// Training kit of the learned tone models (issue 16), shared by trainToneModel.ts and crossValidateToneModel.ts:
// the labelled texts of `devset/*.json`, their n-grams (the extractor the rules score with), tf-idf, and an
// L2-regularised, class-balanced logistic regression fitted by L-BFGS. What differs between the rules (which
// texts, how the hook reads them, the table's thresholds) is a `ToneSubject` of learnedToneSubjects.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkText } from '../../src/check/checkText.ts';
import type { TextFormat } from '../../src/document/types.ts';
import { compileGuide } from '../../src/guide/compileGuide.ts';
import type { CompiledGuide } from '../../src/guide/types.ts';
import { toneScore, type ToneModel } from '../../src/rules/learnedTone.ts';

/** The L2 strength (scikit-learn's C: larger fits the data more closely), as the research spike chose. */
export const C = 4;

/** What a hook reads of a text: n-grams for training, the units it scores, and the rule's own readings. */
export interface ToneReading {
  /** Every n-gram of the text, all blocks pooled (what the model is trained on). */
  readonly grams: readonly string[];
  /** The units the hook scores (blocks, or the whole document): the text's score is their highest. */
  readonly units: ReadonlyArray<readonly string[]>;
  /** Whether the rule's own readings keep the model from adding a finding (not customer-facing, already helps). */
  readonly exempt: boolean;
}

/** A rule with a learned tone model: what the kit needs to know of it. */
export interface ToneSubject {
  readonly rule: string;
  /** The committed table's file name in `src/data`. */
  readonly table: string;
  /** Weights kept in the committed table. */
  readonly keep: number;
  /** How much more a negative written for the rule weighs in training than a text written for another rule. */
  readonly hardNegativeWeight: number;
  /** The hook's thresholds, written into the table after its `generated` line. */
  readonly thresholds: Readonly<Record<string, number>>;
  /** The independent writers the rule was not tuned on when its model was built. */
  readonly untuned: readonly string[];
  /** A guide's parameters for the rule without its model, from a group's parameters. */
  readonly withoutModel: (params: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** What the hook reads of a text. */
  readonly read: (text: string, format: TextFormat) => ToneReading;
  /** The combinations of rule and model the cross-validation compares. */
  readonly settings: readonly ToneSetting[];
}

/** A combination of the rule's verdict and the model's score, as the cross-validation compares them. */
export interface ToneSetting {
  readonly name: string;
  /** `score`: the text's (its highest unit's); `units`: each unit's, in the order of `sample.units`. */
  readonly flags: (sample: Sample, score: number, units: readonly number[]) => boolean;
}

/** A labelled text: its n-grams for training, the units the hook scores, and the rule's verdict. */
export interface Sample extends ToneReading {
  readonly text: string;
  readonly file: string;
  /** The independent writer ("a" … "an"), or undefined for the project's own files. */
  readonly writer: string | undefined;
  /** 1: a text the rule must flag; 0: a text it must pass, or a text written for another rule. */
  readonly label: 0 | 1;
  /** The rule the text was written for. */
  readonly rule: string;
  /** Whether the rule, without the model, flags the text. */
  readonly flagged: boolean;
}

interface RawGroup {
  readonly rule?: string;
  readonly params?: Record<string, unknown>;
  readonly format?: TextFormat;
  readonly positive?: ReadonlyArray<string | { readonly text: string }>;
  readonly negative?: ReadonlyArray<string | { readonly text: string }>;
}

const DEVSET = join(import.meta.dirname, '..');

/**
 * Every labelled text of the subject's rule in `devset/*.json` (registered or not), and as extra negatives
 * the texts written for other rules that the rule does not flag (those it flags may be in its tone too),
 * each text once. Never reads `evaluation/`.
 */
export function loadSamples(subject: ToneSubject): {
  readonly rule: Sample[];
  readonly background: Sample[];
} {
  const files = readdirSync(DEVSET)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const guides = new Map<string, CompiledGuide>();
  const flags = (text: string, format: TextFormat, params: Record<string, unknown> = {}): boolean => {
    const key = JSON.stringify(params);
    let guide = guides.get(key);
    if (!guide) {
      guide = compileGuide({
        name: subject.rule,
        rules: [{ id: subject.rule, params: subject.withoutModel(params) }],
      });
      guides.set(key, guide);
    }
    return checkText(text, guide, { format }).findings.length > 0;
  };
  const rule: Sample[] = [];
  const background: Sample[] = [];
  const seen = new Set<string>();
  const others: Array<{ text: string; format: TextFormat; file: string; rule: string }> = [];
  for (const file of files) {
    const data = JSON.parse(readFileSync(join(DEVSET, file), 'utf8')) as { groups?: RawGroup[] };
    const writer = /^independent-(\w+)\.json$/u.exec(file)?.[1];
    for (const group of data.groups ?? []) {
      if (group.rule === undefined) continue;
      const format = group.format ?? 'plain';
      const texts = (label: 0 | 1, items: RawGroup['positive']) =>
        (items ?? []).map((item) => ({ label, text: typeof item === 'string' ? item : item.text }));
      const items = [...texts(1, group.positive), ...texts(0, group.negative)];
      if (group.rule !== subject.rule) {
        for (const { text } of items) others.push({ text, format, file, rule: group.rule });
        continue;
      }
      for (const { label, text } of items) {
        seen.add(text);
        const flagged = flags(text, format, group.params);
        rule.push({ ...subject.read(text, format), text, file, writer, label, rule: subject.rule, flagged });
      }
    }
  }
  for (const { text, format, file, rule: source } of others) {
    if (seen.has(text)) continue;
    seen.add(text);
    const writer = /^independent-(\w+)\.json$/u.exec(file)?.[1];
    const flagged = flags(text, format);
    background.push({ ...subject.read(text, format), text, file, writer, label: 0, rule: source, flagged });
  }
  return { rule, background };
}

/** The hook's verdict on a text: its highest unit score (0 when it reads no unit). */
export function textScore(model: ToneModel, sample: Sample): number {
  return Math.max(0, ...unitScores(model, sample));
}

/** The model's score of each unit the hook reads in a text. */
export function unitScores(model: ToneModel, sample: Sample): number[] {
  return sample.units.map((grams) => toneScore(model, grams));
}

/** How many words a unit's n-grams hold (its unigrams: the n-grams without a space). */
export function unitWords(grams: readonly string[]): number {
  return grams.filter((gram) => !gram.includes(' ')).length;
}

/** A fitted model and the training's account of itself. */
export interface Fit {
  readonly model: ToneModel;
  readonly vocabulary: number;
  readonly iterations: number;
}

/**
 * Fits tf-idf + logistic regression on samples: vocabulary of the n-grams in at least two texts, smooth
 * idf (ln((1 + n) / (1 + df)) + 1, as scikit-learn), sublinear tf, unit length; class-balanced weights,
 * L2 penalty 1/2 |w|^2 with C on the loss, intercept free; a hard negative weighs `hardWeight` times another
 * negative (see `balancedWeights`). With `keep`, the `keep` strongest weights are
 * kept and the model is fitted again on those terms alone (the vector's length then counts only them,
 * as the shipped scorer does).
 */
export function fitToneModel(samples: readonly Sample[], keep = Infinity, hardWeight = 1): Fit {
  const full = fitFull(samples, hardWeight);
  return keep < full.idf.size ? pruneToneModel(samples, full, keep, hardWeight) : full;
}

/** The fit on every term in at least two texts, with that vocabulary's idf. */
export function fitFull(
  samples: readonly Sample[],
  hardWeight = 1,
): Fit & { readonly idf: ReadonlyMap<string, number> } {
  const df = new Map<string, number>();
  for (const sample of samples) {
    for (const gram of new Set(sample.grams)) df.set(gram, (df.get(gram) ?? 0) + 1);
  }
  const n = samples.length;
  const idf = new Map<string, number>();
  for (const [gram, count] of [...df].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (count >= 2) idf.set(gram, Math.log((1 + n) / (1 + count)) + 1);
  }
  return { ...fitOn(samples, idf, hardWeight), vocabulary: idf.size, idf };
}

/** Keeps the `keep` strongest weights of a full fit and fits again on those terms alone. */
export function pruneToneModel(
  samples: readonly Sample[],
  full: Fit & { readonly idf: ReadonlyMap<string, number> },
  keep: number,
  hardWeight = 1,
): Fit {
  const strongest = [...full.model.terms]
    .sort((a, b) => Math.abs(b[1][1]) - Math.abs(a[1][1]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, keep);
  const kept = new Map(strongest.map(([gram]) => [gram, full.idf.get(gram) ?? 0]));
  return { ...fitOn(samples, kept, hardWeight), vocabulary: full.vocabulary };
}

function fitOn(
  samples: readonly Sample[],
  idf: ReadonlyMap<string, number>,
  hardWeight: number,
): Omit<Fit, 'vocabulary'> {
  const names = [...idf.keys()];
  const index = new Map(names.map((name, at) => [name, at]));
  const rows = samples.map((sample) => {
    const counts = new Map<number, number>();
    for (const gram of sample.grams) {
      const at = index.get(gram);
      if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
    }
    const columns = Int32Array.from(counts.keys());
    const values = Float64Array.from(
      columns,
      (at) => (1 + Math.log(counts.get(at) ?? 1)) * (idf.get(names[at] ?? '') ?? 0),
    );
    const length = Math.hypot(...values);
    if (length > 0) for (let k = 0; k < values.length; k++) values[k] = (values[k] ?? 0) / length;
    return { columns, values };
  });
  const y = samples.map((sample) => (sample.label === 1 ? 1 : -1));
  const sampleWeights = balancedWeights(samples, hardWeight);
  const d = names.length;
  // theta: the weights, then the intercept.
  const objective = (theta: Float64Array, gradient: Float64Array): number => {
    let f = 0;
    gradient.fill(0);
    for (let j = 0; j < d; j++) {
      const w = theta[j] ?? 0;
      f += 0.5 * w * w;
      gradient[j] = w;
    }
    rows.forEach((row, i) => {
      let z = theta[d] ?? 0;
      for (let k = 0; k < row.columns.length; k++) {
        z += (theta[row.columns[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
      }
      const margin = (y[i] ?? 0) * z;
      const loss = margin > 0 ? Math.log1p(Math.exp(-margin)) : -margin + Math.log1p(Math.exp(margin));
      const s = C * (sampleWeights[i] ?? 0);
      f += s * loss;
      const slope = (-s * (y[i] ?? 0)) / (1 + Math.exp(margin));
      for (let k = 0; k < row.columns.length; k++) {
        const at = row.columns[k] ?? 0;
        gradient[at] = (gradient[at] ?? 0) + slope * (row.values[k] ?? 0);
      }
      gradient[d] = (gradient[d] ?? 0) + slope;
    });
    return f;
  };
  const { theta, iterations } = lbfgs(objective, d + 1);
  const terms = new Map<string, readonly [number, number]>();
  names.forEach((name, at) => terms.set(name, [idf.get(name) ?? 0, theta[at] ?? 0]));
  return { model: { intercept: theta[d] ?? 0, terms }, iterations };
}

/**
 * Class-balanced sample weights (each class weighs half the samples), where a negative written for the rule
 * itself (a hard negative: the rule's words in a sense it must pass) weighs `hard` times a text written for
 * another rule within its class.
 */
function balancedWeights(samples: readonly Sample[], hard: number): number[] {
  const rule = samples.find((sample) => sample.label === 1)?.rule;
  const raw = samples.map((sample) => (sample.label === 0 && sample.rule === rule ? hard : 1));
  const total = [0, 0];
  samples.forEach((sample, at) => (total[sample.label] = (total[sample.label] ?? 0) + (raw[at] ?? 0)));
  return samples.map((sample, at) => ((raw[at] ?? 0) * samples.length) / (2 * (total[sample.label] ?? 1)));
}

/** Limited-memory BFGS (10 pairs) with a backtracking Armijo line search, from zero; deterministic. */
function lbfgs(
  objective: (theta: Float64Array, gradient: Float64Array) => number,
  size: number,
  { memory = 10, maxIterations = 3000, tolerance = 1e-5 } = {},
): { theta: Float64Array; iterations: number } {
  let theta = new Float64Array(size);
  let gradient = new Float64Array(size);
  let f = objective(theta, gradient);
  const pairs: Array<{ s: Float64Array; y: Float64Array; rho: number }> = [];
  const dot = (a: Float64Array, b: Float64Array) => {
    let sum = 0;
    for (let k = 0; k < a.length; k++) sum += (a[k] ?? 0) * (b[k] ?? 0);
    return sum;
  };
  let iteration = 0;
  for (; iteration < maxIterations; iteration++) {
    let largest = 0;
    for (const value of gradient) largest = Math.max(largest, Math.abs(value));
    if (largest < tolerance) break;
    // Two-loop recursion: direction = -H gradient.
    const q = Float64Array.from(gradient);
    const alphas: number[] = [];
    for (let p = pairs.length - 1; p >= 0; p--) {
      const pair = pairs[p];
      if (pair === undefined) continue;
      const alpha = pair.rho * dot(pair.s, q);
      alphas[p] = alpha;
      for (let k = 0; k < size; k++) q[k] = (q[k] ?? 0) - alpha * (pair.y[k] ?? 0);
    }
    const last = pairs[pairs.length - 1];
    const gamma = last ? dot(last.s, last.y) / dot(last.y, last.y) : 1 / Math.max(largest, 1);
    for (let k = 0; k < size; k++) q[k] = (q[k] ?? 0) * gamma;
    for (let p = 0; p < pairs.length; p++) {
      const pair = pairs[p];
      if (pair === undefined) continue;
      const beta = pair.rho * dot(pair.y, q);
      for (let k = 0; k < size; k++) q[k] = (q[k] ?? 0) + (pair.s[k] ?? 0) * ((alphas[p] ?? 0) - beta);
    }
    for (let k = 0; k < size; k++) q[k] = -(q[k] ?? 0);
    let slope = dot(gradient, q);
    if (slope >= 0) {
      pairs.length = 0;
      for (let k = 0; k < size; k++) q[k] = -(gradient[k] ?? 0) / Math.max(largest, 1);
      slope = dot(gradient, q);
    }
    let step = 1;
    const next = new Float64Array(size);
    const nextGradient = new Float64Array(size);
    let nextF = Infinity;
    for (let tries = 0; tries < 50; tries++) {
      for (let k = 0; k < size; k++) next[k] = (theta[k] ?? 0) + step * (q[k] ?? 0);
      nextF = objective(next, nextGradient);
      if (nextF <= f + 1e-4 * step * slope) break;
      step /= 2;
    }
    if (!(nextF < f)) break;
    const s = new Float64Array(size);
    const yDiff = new Float64Array(size);
    for (let k = 0; k < size; k++) {
      s[k] = (next[k] ?? 0) - (theta[k] ?? 0);
      yDiff[k] = (nextGradient[k] ?? 0) - (gradient[k] ?? 0);
    }
    const sy = dot(s, yDiff);
    if (sy > 1e-12) {
      pairs.push({ s, y: yDiff, rho: 1 / sy });
      if (pairs.length > memory) pairs.shift();
    }
    const improvement = f - nextF;
    theta = next;
    gradient = nextGradient;
    f = nextF;
    if (improvement < 1e-10 * Math.max(1, Math.abs(f))) break;
  }
  return { theta, iterations: iteration };
}
