// Blind-set labels in dispute (disputedLabels.json): labels written against an earlier description of a rule
// that the description has since settled the other way. They stay counted; this module lets the measure show the
// sets without them as well, so that a reader sees how much of a failing figure the dispute is.
import { readFileSync } from 'node:fs';
import type { DevCaseInput, DevGroup } from '../devset/devsetTypes.ts';
import type { BlindSet } from './blindSets.ts';

export interface DisputedLabel {
  readonly round: number;
  readonly rule: string;
  readonly text: string;
  readonly label: 'positive' | 'negative';
  readonly reason: string;
}

export const DISPUTED_LABELS_FILE = new URL('./disputedLabels.json', import.meta.url);

/** Reads the list, checking each entry's shape. */
export function readDisputedLabels(file: URL = DISPUTED_LABELS_FILE): DisputedLabel[] {
  const value = JSON.parse(readFileSync(file, 'utf8')) as { labels?: unknown };
  if (!Array.isArray(value.labels)) throw new Error('disputedLabels.json: labels must be a list');
  return value.labels.map((entry: unknown, index) => {
    const { round, rule, text, label, reason } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof round !== 'number' ||
      typeof rule !== 'string' ||
      typeof text !== 'string' ||
      (label !== 'positive' && label !== 'negative') ||
      typeof reason !== 'string' ||
      reason.trim() === ''
    ) {
      throw new Error(`disputedLabels.json: labels[${index}] needs round, rule, text, label and a reason`);
    }
    return { round, rule, text, label, reason };
  });
}

const textOf = (input: DevCaseInput): string => (typeof input === 'string' ? input : input.text);

/** A round's sets without its disputed texts; answers them and how many texts were set aside. */
export function setAsideDisputed(
  sets: readonly BlindSet[],
  round: number,
  disputed: readonly DisputedLabel[],
): { sets: BlindSet[]; setAside: number } {
  let setAside = 0;
  const result = sets.map((set) => {
    const mine = disputed.filter((entry) => entry.round === round && entry.rule === set.rule);
    if (mine.length === 0) return set;
    const keep = (side: 'positive' | 'negative') => (input: DevCaseInput) => {
      const dropped = mine.some((entry) => entry.label === side && entry.text === textOf(input));
      if (dropped) setAside++;
      return !dropped;
    };
    const groups = set.file.groups.map((group): DevGroup =>
      'rule' in group
        ? {
            ...group,
            positive: group.positive.filter(keep('positive')),
            negative: group.negative.filter(keep('negative')),
          }
        : group,
    );
    return { rule: set.rule, file: { ...set.file, groups } };
  });
  return { sets: result, setAside };
}
