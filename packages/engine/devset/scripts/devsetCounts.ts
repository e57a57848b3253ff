// The registered development set's counts per rule, exact (docs/rules.md rounds them): to see whether a change
// made a rule worse on it, run before and after.
//   node packages/engine/devset/scripts/devsetCounts.ts [rule ids]
import { DEV_SET } from '../devsetFiles.ts';
import { evaluateDevSet } from '../evaluateDevset.ts';

const only = process.argv.slice(2);
const report = evaluateDevSet(DEV_SET);
console.log('| Rule | True positives | False positives | Misses | Precision | Recall |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const rule of report.rules) {
  if (only.length > 0 && !only.includes(rule.id)) continue;
  console.log(
    `| \`${rule.id}\` | ${rule.truePositives} | ${rule.falsePositives} | ${rule.falseNegatives} | ${rule.precision.toFixed(4)} | ${rule.recall.toFixed(4)} |`,
  );
}
