// Measures every rule on its blind set and prints precision and recall as a Markdown table:
//   node packages/engine/evaluation/measureBlindSets.ts            the table
//   node packages/engine/evaluation/measureBlindSets.ts --misses   the table, then every wrong text
//   node packages/engine/evaluation/measureBlindSets.ts --json     the figures as JSON
//   node packages/engine/evaluation/measureBlindSets.ts --round 2  the second round's sets (default: 1)
//   node packages/engine/evaluation/measureBlindSets.ts --set-aside-disputed   without the texts whose labels
//     disputedLabels.json lists (beside the figures as labelled, never instead of them)
// Other arguments name the rules to restrict to, in any order (e.g. racism empathy --misses).
import { evaluateDevSet } from '../devset/evaluateDevset.ts';
import { BLIND_SET_ROUNDS, readBlindSets } from './blindSets.ts';
import { renderBlindTable, renderMisses } from './blindTable.ts';
import { readDisputedLabels, setAsideDisputed } from './disputedLabels.ts';

const args = process.argv.slice(2);
const roundAt = args.indexOf('--round');
const round = roundAt === -1 ? 1 : Number(args[roundAt + 1]);
const folder = BLIND_SET_ROUNDS.get(round);
if (folder === undefined) {
  console.error(
    `No blind-set round ${args[roundAt + 1] ?? ''}: use one of ${[...BLIND_SET_ROUNDS.keys()].join(', ')}.`,
  );
  process.exit(2);
}
const rest = roundAt === -1 ? args : args.filter((_, index) => index !== roundAt && index !== roundAt + 1);
const setAside = rest.includes('--set-aside-disputed');
const flag = rest.find((arg) => arg.startsWith('--') && arg !== '--set-aside-disputed');
const only = rest.filter((arg) => !arg.startsWith('--'));
const read = readBlindSets(folder).filter((set) => only.length === 0 || only.includes(set.rule));
const measured = setAside ? setAsideDisputed(read, round, readDisputedLabels()) : { sets: read, setAside: 0 };
const report = evaluateDevSet(measured.sets.map((set) => set.file));
if (setAside) {
  console.error(`${measured.setAside} texts with disputed labels set aside (disputedLabels.json).`);
}
if (flag === '--json') {
  console.log(JSON.stringify(report.rules, null, 2));
} else {
  console.log(renderBlindTable(report.rules));
  if (flag === '--misses') {
    console.log(renderMisses(report.misses));
  }
}
