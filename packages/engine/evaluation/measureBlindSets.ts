// Measures every rule on its blind set and prints precision and recall as a Markdown table:
//   node packages/engine/evaluation/measureBlindSets.ts            the table
//   node packages/engine/evaluation/measureBlindSets.ts --misses   the table, then every wrong text
//   node packages/engine/evaluation/measureBlindSets.ts --json     the figures as JSON
// Other arguments name the rules to restrict to, in any order (e.g. racism empathy --misses).
import { evaluateDevSet } from '../devset/evaluateDevset.ts';
import { readBlindSets } from './blindSets.ts';
import { renderBlindTable } from './blindTable.ts';

const args = process.argv.slice(2);
const flag = args.find((arg) => arg.startsWith('--'));
const only = args.filter((arg) => !arg.startsWith('--'));
const sets = readBlindSets().filter((set) => only.length === 0 || only.includes(set.rule));
const report = evaluateDevSet(sets.map((set) => set.file));
if (flag === '--json') {
  console.log(JSON.stringify(report.rules, null, 2));
} else {
  console.log(renderBlindTable(report.rules));
  if (flag === '--misses') {
    for (const miss of report.misses) {
      console.log(`\n[${miss.rule}] ${miss.kind}: ${miss.detail}\n  ${JSON.stringify(miss.text)}`);
    }
  }
}
