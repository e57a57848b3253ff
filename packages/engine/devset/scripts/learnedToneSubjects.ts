// The rules with a learned tone model (issue 16), as the training kit sees them: which texts, how the hook
// reads a text, the committed table's size and thresholds, and the settings the cross-validation compares.
import { parseDocument } from '../../src/document/parseDocument.ts';
import { analyzeProse } from '../../src/language/analyzeProse.ts';
import { empathyReading } from '../../src/rules/empathy.ts';
import { documentNgrams } from '../../src/rules/learnedFlatNews.ts';
import { LEARNED_REPROACH, readsBlock } from '../../src/rules/learnedReproach.ts';
import { patternsPassedAPhrase } from '../../src/rules/passiveAggressive.ts';
import { toneNgrams } from '../../src/rules/learnedTone.ts';
import { unitWords, type Sample, type ToneSetting, type ToneSubject } from './learnedToneTraining.ts';

/**
 * `passive-aggressive`: a reproach model over each paragraph, list item or quote the patterns miss (and did
 * not read a listed phrase in).
 */
const reproach: ToneSubject = {
  rule: 'passive-aggressive',
  table: 'reproachModel.json',
  // The table stays under ~100 KB for the web app's worker bundle.
  keep: 2500,
  // The rule's own negatives (its phrases in a sense it passes) weigh three times another text: chosen by the
  // cross-validation (docs/decisions.md, "More writers for the learned models").
  hardNegativeWeight: 3,
  thresholds: { threshold: 0.9 },
  untuned: ['ao', 'ap', 'aq', 'ar', 'as', 'at'],
  withoutModel: (params) => ({
    ...params,
    allow: [...((params['allow'] as string[] | undefined) ?? []), LEARNED_REPROACH],
  }),
  read(text, format) {
    const grams: string[] = [];
    const units: string[][] = [];
    for (const block of parseDocument(text, format).blocks) {
      const view = analyzeProse(block.text, block.kind, block.level, block.heading);
      const own = toneNgrams(view).flat();
      grams.push(...own);
      // As the hook: not a block where the patterns found a listed phrase and let it pass.
      if (readsBlock(view) && !patternsPassedAPhrase(view)) units.push(own);
    }
    return { grams, units, exempt: false };
  },
  settings: [
    { name: 'rule alone', flags: (sample) => sample.flagged },
    ...[0.5, 0.8, 0.9].map((t): ToneSetting => ({ name: `model p ≥ ${t}`, flags: (_, p) => p >= t })),
    ...[0.8, 0.85, 0.9, 0.95].map((t): ToneSetting => ({
      name: `rule OR p ≥ ${t}`,
      flags: (sample, p) => sample.flagged || p >= t,
    })),
    // A short unit has few n-grams, each weighing more in its unit-length vector: a lower threshold only
    // for units of at least `words` words.
    ...[0.8, 0.85, 0.9].flatMap((low) =>
      [10, 15, 20, 30].map((words): ToneSetting => ({
        name: `rule OR p ≥ ${low} (≥ ${words} words) OR p ≥ 0.95`,
        flags: (sample, p, units) =>
          sample.flagged ||
          p >= 0.95 ||
          units.some((score, index) => score >= low && unitWords(sample.units[index] ?? []) >= words),
      })),
    ),
  ],
};

const VETOES = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3];
const FLAGS = [0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.98];
/** The rule's finding, dropped when the model scores the text at most `low`. */
const vetoed = (sample: Sample, p: number, low: number) => sample.flagged && p > low;
/**
 * A finding the model adds to a text the rule passed, unless the rule reads it as helped, for staff or a price
 * cut.
 */
const added = (sample: Sample, p: number, high: number) => !sample.flagged && !sample.exempt && p >= high;

/**
 * `empathy`: a flat-news model over the whole message (every block, as the rule reads it), as a veto of the
 * rule's finding and as a flag where the rule found no problem.
 */
const flatNews: ToneSubject = {
  rule: 'empathy',
  table: 'flatNewsModel.json',
  // Chosen by the cross-validation (docs/decisions.md, issue 16): with 5,000 weights the veto and the flag
  // together raise both precision and recall over all writers; 2,500 cost precision.
  keep: 5000,
  hardNegativeWeight: 1,
  thresholds: { vetoAtMost: 0.1, flagAtLeast: 0.95 },
  // Untuned: the latest writers no rule pass has read, shown one by one.
  untuned: ['ao', 'ap', 'aq', 'ar', 'as', 'at'],
  withoutModel: (params) => ({ ...params, learnedModel: false }),
  read(text, format) {
    const views = parseDocument(text, format).blocks.map((block) =>
      analyzeProse(block.text, block.kind, block.level, block.heading),
    );
    const grams = documentNgrams(views).flat(2);
    const reading = empathyReading(views);
    return {
      grams,
      units: [grams],
      exempt: reading.helped() || reading.forStaff() || reading.cheaper(),
    };
  },
  settings: [
    { name: 'rule alone', flags: (sample) => sample.flagged },
    { name: 'model p ≥ 0.5', flags: (_, p) => p >= 0.5 },
    ...VETOES.map((low): ToneSetting => ({
      name: `rule AND NOT p ≤ ${low}`,
      flags: (sample, p) => vetoed(sample, p, low),
    })),
    ...FLAGS.map((high): ToneSetting => ({
      name: `rule OR p ≥ ${high}`,
      flags: (sample, p) => sample.flagged || added(sample, p, high),
    })),
    ...[0.05, 0.1, 0.2].flatMap((low) =>
      [0.9, 0.95, 0.97, 0.98].map((high): ToneSetting => ({
        name: `(rule AND NOT p ≤ ${low}) OR p ≥ ${high}`,
        flags: (sample, p) => vetoed(sample, p, low) || added(sample, p, high),
      })),
    ),
  ],
};

/** The subjects by rule id. */
export const TONE_SUBJECTS: ReadonlyMap<string, ToneSubject> = new Map(
  [reproach, flatNews].map((subject) => [subject.rule, subject]),
);

/** The subject of a command line's first argument, or an exit with the known rule ids. */
export function subjectOf(rule: string | undefined): ToneSubject {
  const subject = rule === undefined ? undefined : TONE_SUBJECTS.get(rule);
  if (subject === undefined) {
    console.error(`Give a rule id: ${[...TONE_SUBJECTS.keys()].join(', ')}`);
    process.exit(2);
  }
  return subject;
}
