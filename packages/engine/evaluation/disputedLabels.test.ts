import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DevCaseInput } from '../devset/devsetTypes.ts';
import { BLIND_SET_ROUNDS, readBlindSets, type BlindSet } from './blindSets.ts';
import { readDisputedLabels, setAsideDisputed } from './disputedLabels.ts';

const disputed = readDisputedLabels();

/** Every labelled text of some sets, as "rule|side|text". */
function labelled(sets: readonly BlindSet[]): string[] {
  const text = (input: DevCaseInput) => (typeof input === 'string' ? input : input.text);
  return sets.flatMap((set) =>
    set.file.groups.flatMap((group) =>
      'rule' in group
        ? [
            ...group.positive.map((input) => `${set.rule}|positive|${text(input)}`),
            ...group.negative.map((input) => `${set.rule}|negative|${text(input)}`),
          ]
        : [],
    ),
  );
}

describe('the disputed blind-set labels', () => {
  it('each name a text of its round, once, with the label it has there', () => {
    expect(disputed.length).toBeGreaterThan(0);
    for (const entry of disputed) {
      const folder = BLIND_SET_ROUNDS.get(entry.round);
      expect(folder, `round ${entry.round}`).toBeDefined();
      const texts = labelled(readBlindSets(folder));
      const key = `${entry.rule}|${entry.label}|${entry.text}`;
      expect(
        texts.filter((item) => item === key),
        key,
      ).toHaveLength(1);
    }
  });

  it('are set aside from their round alone, and nothing else is', () => {
    for (const round of new Set(disputed.map((entry) => entry.round))) {
      const sets = readBlindSets(BLIND_SET_ROUNDS.get(round));
      const mine = disputed.filter((entry) => entry.round === round);
      const result = setAsideDisputed(sets, round, disputed);
      expect(result.setAside).toBe(mine.length);
      const before = labelled(sets);
      const after = labelled(result.sets);
      const gone = new Set(mine.map((entry) => `${entry.rule}|${entry.label}|${entry.text}`));
      expect(after).toEqual(before.filter((item) => !gone.has(item)));
    }
    // A round without disputed labels keeps every text.
    const round2 = readBlindSets(BLIND_SET_ROUNDS.get(2));
    expect(labelled(setAsideDisputed(round2, 2, disputed).sets)).toEqual(labelled(round2));
  });

  it('refuse an entry without a reason, naming it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'wtt-disputed-'));
    const file = path.join(folder, 'disputedLabels.json');
    writeFileSync(
      file,
      JSON.stringify({
        labels: [{ round: 1, rule: 'number-style', text: 'x', label: 'negative', reason: ' ' }],
      }),
    );
    expect(() => readDisputedLabels(pathToFileURL(file))).toThrow(
      /labels\[0\] needs round, rule, text, label and a reason/,
    );
  });
});
