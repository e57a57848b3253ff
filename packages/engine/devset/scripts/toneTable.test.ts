import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainedToneTable } from './toneTable.ts';

// The committed tables are a function of the development set: a change to `devset/*.json` (or to a rule the
// training reads) asks for `node packages/engine/devset/scripts/trainToneModel.ts <rule>` before it lands.
describe('the learned tone tables', () => {
  it.each(['passive-aggressive', 'empathy'])(
    'are what training on the development set gives (%s)',
    (rule) => {
      const { file, json } = trainedToneTable(rule);
      expect(readFileSync(join(import.meta.dirname, '../../src/data', file), 'utf8')).toBe(json);
    },
    180_000,
  );
});
