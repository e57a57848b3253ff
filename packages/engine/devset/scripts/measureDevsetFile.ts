// Measures the rules on one development-set file, registered in DEV_SET or not yet (a new batch of texts
// is measured before its rules are tuned to it):
//   node packages/engine/devset/scripts/measureDevsetFile.ts devset/independent-a.json [rule ids] [--misses]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { renderBlindTable, renderMisses } from '../../evaluation/blindTable.ts';
import { evaluateDevSet } from '../evaluateDevset.ts';
import { parseDevSetFile } from '../parseDevset.ts';

const [path, ...rest] = process.argv.slice(2);
if (path === undefined) {
  console.error('Usage: measureDevsetFile.ts <file.json> [rule ids] [--misses]');
  process.exit(2);
}
const only = rest.filter((arg) => !arg.startsWith('--'));
const file = parseDevSetFile(JSON.parse(readFileSync(path, 'utf8')), basename(path));
const groups = file.groups.filter(
  (group) => only.length === 0 || ('rule' in group && only.includes(group.rule)),
);
const report = evaluateDevSet([{ ...file, groups }]);
console.log(renderBlindTable(report.rules));
if (rest.includes('--misses')) {
  console.log(renderMisses(report.misses));
}
