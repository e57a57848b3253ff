// Leave-one-writer-out validation of a rule's learned tone model (issue 16): for each independent writer
// (`devset/independent-*.json`, one writer each), train on every other text and score the writer's texts as
// the rule's hook reads them. Prints markdown tables: per untuned writer and micro-averaged over the untuned
// and the other writers, each setting of the subject (rule alone, model alone, rule OR model, rule AND NOT a
// low score…), with false alarms on the held-out writers' texts written for other rules.
//   node packages/engine/devset/scripts/crossValidateToneModel.ts <rule> [K …]   (K: weights kept; default all)
import { subjectOf } from './learnedToneSubjects.ts';
import {
  fitFull,
  loadSamples,
  pruneToneModel,
  unitScores,
  type Sample,
  type ToneSetting,
} from './learnedToneTraining.ts';

const subject = subjectOf(process.argv[2]);
const UNTUNED = subject.untuned;
const keeps = process.argv.slice(3).map(Number);
const variants = keeps.length > 0 ? keeps : [Infinity];
const SETTINGS = subject.settings;

const started = performance.now();
const { rule, background } = loadSamples(subject);
const writerOf = (sample: Sample) => sample.writer;
const writers = [...new Set(rule.map(writerOf).filter((w): w is string => w !== undefined))].sort(
  (a, b) => a.length - b.length || (a < b ? -1 : 1),
);
console.error(
  `${rule.length} texts of the rule, ${background.length} of other rules; ${writers.length} writers`,
);

// Per variant, per writer: the held-out texts of the rule and of other rules with their scores.
/** A held-out text, its score (its highest unit's) and each unit's score. */
type Scored = [Sample, number, number[]];
interface Held {
  readonly rule: Scored[];
  readonly other: Scored[];
}
const scored = new Map<number, Map<string, Held>>();
for (const keep of variants) scored.set(keep, new Map());
for (const writer of writers) {
  const train = [
    ...rule.filter((sample) => sample.writer !== writer),
    ...background.filter((sample) => sample.writer !== writer && !sample.flagged),
  ];
  const full = fitFull(train, subject.hardNegativeWeight);
  for (const keep of variants) {
    const { model } =
      keep < full.vocabulary ? pruneToneModel(train, full, keep, subject.hardNegativeWeight) : full;
    const score = (sample: Sample): Scored => {
      const units = unitScores(model, sample);
      return [sample, Math.max(0, ...units), units];
    };
    scored.get(keep)?.set(writer, {
      rule: rule.filter((sample) => sample.writer === writer).map(score),
      other: background.filter((sample) => sample.writer === writer).map(score),
    });
  }
  console.error(`  ${writer}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(3));
const counts = (items: readonly Scored[], setting: ToneSetting) => {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [sample, p, units] of items) {
    const flagged = setting.flags(sample, p, units);
    if (flagged && sample.label === 1) tp++;
    else if (flagged) fp++;
    else if (sample.label === 1) fn++;
  }
  return { tp, fp, fn };
};
const cell = ({ tp, fp, fn }: { tp: number; fp: number; fn: number }) =>
  `${ratio(tp, tp + fp)}/${ratio(tp, tp + fn)}`;

for (const keep of variants) {
  const byWriter = scored.get(keep) ?? new Map<string, Held>();
  const pool = (group: readonly string[], part: 'rule' | 'other') =>
    group.flatMap((writer) => byWriter.get(writer)?.[part] ?? []);
  const tuned = writers.filter((writer) => !UNTUNED.includes(writer));
  const others = pool(writers, 'other');
  console.log(
    `\n### ${keep === Infinity ? 'all weights' : `${keep} strongest weights`} (precision/recall; held out by writer)\n`,
  );
  const span = `${UNTUNED[0] ?? ''}–${UNTUNED.at(-1) ?? ''}`;
  console.log(
    `| setting | ${UNTUNED.join(' | ')} | micro ${span} | tp,fp,fn ${span} | micro other writers | micro all | tp,fp,fn all | flags on ${others.length} other-rule texts |`,
  );
  console.log(`|---|${UNTUNED.map(() => '---|').join('')}---|---|---|---|---|---|`);
  for (const setting of SETTINGS) {
    const per = UNTUNED.map((writer) => cell(counts(byWriter.get(writer)?.rule ?? [], setting)));
    const micro = counts(pool(UNTUNED, 'rule'), setting);
    const all = counts(pool(writers, 'rule'), setting);
    const alarms = others.filter(([sample, p, units]) => setting.flags(sample, p, units)).length;
    console.log(
      `| ${setting.name} | ${per.join(' | ')} | ${cell(micro)} | ${micro.tp},${micro.fp},${micro.fn} | ${cell(counts(pool(tuned, 'rule'), setting))} | ${cell(all)} | ${all.tp},${all.fp},${all.fn} | ${alarms} |`,
    );
  }
}
console.error(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
