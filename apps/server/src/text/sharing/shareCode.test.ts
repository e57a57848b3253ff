import { describe, expect, it } from 'vitest';
import { canonicalShareCode, formatShareCode, newShareCode } from './shareCode.ts';

describe('share codes', () => {
  it('are 28 characters of base32 (140 bits), different every time', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newShareCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
  });

  it('use every character of the alphabet (no bias towards a few)', () => {
    const seen = new Set(
      Array.from({ length: 200 }, () => newShareCode())
        .join('')
        .match(/./g),
    );
    expect(seen.size).toBe(32);
  });

  it('are shown in groups of four and read back however they are typed', () => {
    const code = newShareCode();
    const shown = formatShareCode(code);
    expect(shown).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    expect(canonicalShareCode(shown)).toBe(code);
    expect(canonicalShareCode(` ${shown.toLowerCase().replaceAll('-', ' ')} `)).toBe(code);
  });

  it('read O, I and L as the digits they look like', () => {
    expect(canonicalShareCode('OIL0-1111-2222-3333-4444-5555-6666')).toBe('0110111122223333444455556666');
  });

  it('refuse input that cannot be a code', () => {
    expect(canonicalShareCode('')).toBeUndefined();
    expect(canonicalShareCode('ABCD')).toBeUndefined();
    expect(canonicalShareCode('UUUU-1111-2222-3333-4444-5555-6666')).toBeUndefined();
    expect(canonicalShareCode('%%%%-1111-2222-3333-4444-5555-6666')).toBeUndefined();
  });
});
