// Trains a rule's learned tone model (issue 16) on every labelled text of the rule in `devset/*.json`, with
// the texts written for other rules as extra negatives, keeps the K strongest weights and writes the rule's
// table in `src/data` (generated: do not edit by hand).
//   node packages/engine/devset/scripts/trainToneModel.ts passive-aggressive   # src/data/reproachModel.json
// K and the thresholds are the subject's (learnedToneSubjects.ts), chosen from `crossValidateToneModel.ts`
// (docs/decisions.md, issue 16). `toneTable.test.ts` holds the committed tables to what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trainedToneTable } from './toneTable.ts';

const { file, json, summary } = trainedToneTable(process.argv[2]);
const path = join(import.meta.dirname, '../../src/data', file);
writeFileSync(path, json);
console.log(`${path}: ${summary}`);
