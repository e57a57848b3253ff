// The blind sets: per rule, labelled texts written by someone who had not read the rule's code, kept apart
// from the development set (never tuned on). Read from `evaluation/blind/<rule-id>.json` in Node. A later
// round, written after rules were changed while watching the first round's figures, lives in its own folder
// (`blind-2/`) so that its texts stay unseen by whoever changed the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { parseDevSetFile } from '../devset/parseDevset.ts';
import type { DevSetFile } from '../devset/devsetTypes.ts';

export const BLIND_SET_FOLDER = new URL('./blind/', import.meta.url);

/** The rounds of blind sets, by number: round 1 covers every rule, later rounds the rules tuned since. */
export const BLIND_SET_ROUNDS: ReadonlyMap<number, URL> = new Map([
  [1, BLIND_SET_FOLDER],
  [2, new URL('./blind-2/', import.meta.url)],
  [3, new URL('./blind-3/', import.meta.url)],
  [4, new URL('./blind-4/', import.meta.url)],
  [5, new URL('./blind-5/', import.meta.url)],
]);

/** A rule's blind set: the file's rule id and its groups, shaped like a development-set file. */
export interface BlindSet {
  readonly rule: string;
  readonly file: DevSetFile;
}

/** Reads one blind-set file (parsed JSON), checking its shape: {rule, author, groups[]}. */
export function parseBlindSet(value: unknown, name: string): BlindSet {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${name}: must be an object`);
  }
  const { rule, author, groups } = value as Record<string, unknown>;
  if (typeof rule !== 'string' || rule === '') throw new Error(`${name}.rule: must be a rule id`);
  if (!Array.isArray(groups)) throw new Error(`${name}.groups: must be a list`);
  const file = parseDevSetFile(
    {
      description: typeof author === 'string' && author !== '' ? author : 'blind set',
      groups: groups.map((group: unknown) =>
        typeof group === 'object' && group !== null ? { ...group, rule } : group,
      ),
    },
    name,
  );
  return { rule, file };
}

/** Every blind set of the folder, by file name order. */
export function readBlindSets(folder: URL = BLIND_SET_FOLDER): BlindSet[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parseBlindSet(JSON.parse(readFileSync(new URL(name, folder), 'utf8')), `blind/${name}`));
}
