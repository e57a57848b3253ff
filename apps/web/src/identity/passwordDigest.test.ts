import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordDigest } from './passwordDigest.ts';
import { sha256 } from './sha256.ts';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const utf8 = (value: string) => new TextEncoder().encode(value);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passwordDigest (spec section 5)', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 text', async () => {
    expect(await passwordDigest('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await passwordDigest('pässwörd-✓')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same digest without WebCrypto (pages outside a secure context)', async () => {
    const withSubtle = await passwordDigest('Brand voice 2026 – ✓');
    vi.stubGlobal('crypto', {});
    expect(await passwordDigest('Brand voice 2026 – ✓')).toBe(withSubtle);
  });
});

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors and WebCrypto at block boundaries', async () => {
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120, 200]) {
      const message = utf8('x'.repeat(length));
      const expected = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', message)));
      expect(hex(sha256(message))).toBe(expected);
    }
  });
});
