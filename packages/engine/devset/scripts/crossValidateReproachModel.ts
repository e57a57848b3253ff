// Leave-one-writer-out validation of the learned reproach model (issue 16): for each independent writer
// (`devset/independent-*.json`, one writer each), train on every other text and score the writer's texts, as
// the rule's hook reads them (its highest block score). Prints markdown tables: per untuned writer (ai–an)
// and micro-averaged over ai–an and a–ah, the rule alone, the model alone and the rule OR the model, with
// false alarms on the held-out writers' texts written for other rules.
//   node packages/engine/devset/scripts/crossValidateReproachModel.ts [K …]   (K: weights kept; default all)
import {
  fitFull,
  loadSamples,
  pruneReproachModel,
  textScore,
  UNTUNED,
  type Sample,
} from './reproachTraining.ts';

const keeps = process.argv.slice(2).map(Number);
const variants = keeps.length > 0 ? keeps : [Infinity];

interface Setting {
  readonly name: string;
  readonly flags: (rule: boolean, score: number) => boolean;
}
const SETTINGS: Setting[] = [
  { name: 'rule alone', flags: (rule) => rule },
  ...[0.5, 0.8, 0.9].map((t) => ({ name: `model p ≥ ${t}`, flags: (_: boolean, p: number) => p >= t })),
  ...[0.8, 0.85, 0.9, 0.95].map((t) => ({
    name: `rule OR p ≥ ${t}`,
    flags: (rule: boolean, p: number) => rule || p >= t,
  })),
];

const started = performance.now();
const { rule, background } = loadSamples();
const writerOf = (sample: Sample) => sample.writer;
const writers = [...new Set(rule.map(writerOf).filter((w): w is string => w !== undefined))].sort(
  (a, b) => a.length - b.length || (a < b ? -1 : 1),
);
console.error(
  `${rule.length} texts of the rule, ${background.length} of other rules; ${writers.length} writers`,
);

// Per variant, per writer: the held-out texts of the rule and of other rules with their scores.
interface Held {
  readonly rule: Array<[Sample, number]>;
  readonly other: Array<[Sample, number]>;
}
const scored = new Map<number, Map<string, Held>>();
for (const keep of variants) scored.set(keep, new Map());
for (const writer of writers) {
  const train = [
    ...rule.filter((sample) => sample.writer !== writer),
    ...background.filter((sample) => sample.writer !== writer && !sample.flagged),
  ];
  const full = fitFull(train);
  for (const keep of variants) {
    const { model } = keep < full.vocabulary ? pruneReproachModel(train, full, keep) : full;
    const score = (sample: Sample): [Sample, number] => [sample, textScore(model, sample)];
    scored.get(keep)?.set(writer, {
      rule: rule.filter((sample) => sample.writer === writer).map(score),
      other: background.filter((sample) => sample.writer === writer).map(score),
    });
  }
  console.error(`  ${writer}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(3));
const counts = (items: ReadonlyArray<[Sample, number]>, setting: Setting) => {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [sample, p] of items) {
    const flagged = setting.flags(sample.flagged, p);
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
  console.log(
    `| setting | ${UNTUNED.join(' | ')} | micro ai–an | tp,fp,fn ai–an | micro a–ah | flags on ${others.length} other-rule texts |`,
  );
  console.log(`|---|${UNTUNED.map(() => '---|').join('')}---|---|---|---|`);
  for (const setting of SETTINGS) {
    const per = UNTUNED.map((writer) => cell(counts(byWriter.get(writer)?.rule ?? [], setting)));
    const micro = counts(pool(UNTUNED, 'rule'), setting);
    const alarms = others.filter(([sample, p]) => setting.flags(sample.flagged, p)).length;
    console.log(
      `| ${setting.name} | ${per.join(' | ')} | ${cell(micro)} | ${micro.tp},${micro.fp},${micro.fn} | ${cell(counts(pool(tuned, 'rule'), setting))} | ${alarms} |`,
    );
  }
}
console.error(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
