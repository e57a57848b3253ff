// The registered development set's counts per rule, exact (docs/rules.md rounds them): to see whether a change
// made a rule worse on it, run before and after.
//   node packages/engine/devset/scripts/devsetCounts.ts [rule ids]
//   node packages/engine/devset/scripts/devsetCounts.ts --folder DIR [rule ids]   the *.json files of DIR instead
// The script imports nothing newer than the first development set's modules, so a copy of it runs in a checkout
// of an older engine: both engines on the same files (packages/engine/docs/blind-sets.md, "Where the rules stand").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_SET } from '../devsetFiles.ts';
import type { DevSetFile } from '../devsetTypes.ts';
import { evaluateDevSet } from '../evaluateDevset.ts';
import { parseDevSetFile } from '../parseDevset.ts';

const args = process.argv.slice(2);
const folderAt = args.indexOf('--folder');
const folder = folderAt >= 0 ? args[folderAt + 1] : undefined;
const only = args.filter((_arg, index) => folderAt < 0 || (index !== folderAt && index !== folderAt + 1));

function filesOf(directory: string): DevSetFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) =>
      parseDevSetFile(
        JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as Parameters<typeof parseDevSetFile>[0],
        `devset/${name}`,
      ),
    );
}

const report = evaluateDevSet(folder === undefined ? DEV_SET : filesOf(folder));
console.log('| Rule | True positives | False positives | Misses | Precision | Recall |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const rule of report.rules) {
  if (only.length > 0 && !only.includes(rule.id)) continue;
  console.log(
    `| \`${rule.id}\` | ${rule.truePositives} | ${rule.falsePositives} | ${rule.falseNegatives} | ${rule.precision.toFixed(4)} | ${rule.recall.toFixed(4)} |`,
  );
}
