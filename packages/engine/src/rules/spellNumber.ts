import { NUMBER_WORDS, TENS_WORDS } from '../data/numbers.ts';

/** A whole number from 0 to 99 in words ("42" → "forty-two"); undefined beyond. */
export function spellNumber(value: number): string | undefined {
  if (!Number.isInteger(value) || value < 0 || value > 99) return undefined;
  if (value < 20) return NUMBER_WORDS[value];
  const tens = TENS_WORDS[Math.floor(value / 10)] ?? '';
  const ones = value % 10;
  return ones === 0 ? tens : `${tens}-${NUMBER_WORDS[ones] ?? ''}`;
}
