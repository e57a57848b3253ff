// The rules with a learned tone model (issue 16), as the training kit sees them: which texts, how the hook
// reads a text, the committed table's size and thresholds, and the settings the cross-validation compares.
import { parseDocument } from '../../src/document/parseDocument.ts';
import { analyzeProse } from '../../src/language/analyzeProse.ts';
import { LEARNED_REPROACH, readsBlock } from '../../src/rules/learnedReproach.ts';
import { toneNgrams } from '../../src/rules/learnedTone.ts';
import type { ToneSetting, ToneSubject } from './learnedToneTraining.ts';

/** `passive-aggressive`: a reproach model over each paragraph, list item or quote the patterns miss. */
const reproach: ToneSubject = {
  rule: 'passive-aggressive',
  table: 'reproachModel.json',
  // The table stays under ~100 KB for the web app's worker bundle.
  keep: 2500,
  thresholds: { threshold: 0.95 },
  untuned: ['ai', 'aj', 'ak', 'al', 'am', 'an'],
  withoutModel: (params) => ({
    ...params,
    allow: [...((params['allow'] as string[] | undefined) ?? []), LEARNED_REPROACH],
  }),
  read(text, format) {
    const grams: string[] = [];
    const units: string[][] = [];
    for (const block of parseDocument(text, format).blocks) {
      const view = analyzeProse(block.text, block.kind, block.level);
      const own = toneNgrams(view).flat();
      grams.push(...own);
      if (readsBlock(view)) units.push(own);
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
  ],
};

/** The subjects by rule id. */
export const TONE_SUBJECTS: ReadonlyMap<string, ToneSubject> = new Map(
  [reproach].map((subject) => [subject.rule, subject]),
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
