import { describe, expect, it } from 'vitest';
import { generateLookupCodes, LOOKUP_CODE_COUNT, useLookupCode } from './lookupSecrets.ts';

describe('lookup secrets', () => {
  it('makes 12 distinct codes of 8 lower-case letters and digits', () => {
    const codes = generateLookupCodes();
    expect(codes).toHaveLength(LOOKUP_CODE_COUNT);
    for (const entry of codes) {
      expect(entry).toEqual({ code: expect.stringMatching(/^[a-z0-9]{8}$/) as unknown, used_at: null });
    }
    expect(new Set(codes.map((entry) => entry.code)).size).toBe(LOOKUP_CODE_COUNT);
  });

  it('accepts each code once, case-insensitively, and refuses unknown ones', () => {
    const codes = generateLookupCodes();
    const first = codes[0]?.code ?? '';
    const now = new Date('2026-01-01T00:00:00Z');
    const used = useLookupCode(codes, ` ${first.toUpperCase()} `, now);
    expect(used.result).toBe('valid');
    if (used.result !== 'valid') return;
    expect(used.codes[0]?.used_at).toBe(now.toISOString());
    expect(useLookupCode(used.codes, first, now)).toEqual({ result: 'used' });
    expect(useLookupCode(used.codes, 'zzzzzzzz', now)).toEqual({ result: 'invalid' });
    expect(useLookupCode(used.codes, '', now)).toEqual({ result: 'invalid' });
  });
});
