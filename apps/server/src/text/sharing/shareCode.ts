import { randomInt } from 'node:crypto';

/**
 * Share codes: 28 characters of Crockford's base32 (140 random bits from the operating system's CSPRNG),
 * so guessing one is hopeless even without the lookup limit. Shown in groups of four
 * (`7KQ2-M9XD-…`); read back case-insensitively, with or without dashes and spaces, and with the letters
 * people confuse with digits (O, I, L) taken as those digits.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 28;
const GROUP = 4;

/** A new code in its stored form (no dashes). */
export function newShareCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

/** The code as people see it: groups of four joined by dashes. */
export function formatShareCode(code: string): string {
  return (code.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join('-');
}

/** The stored form of what someone typed, or undefined when it cannot be a code. */
export function canonicalShareCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== LENGTH) return undefined;
  for (const character of code) if (!ALPHABET.includes(character)) return undefined;
  return code;
}
