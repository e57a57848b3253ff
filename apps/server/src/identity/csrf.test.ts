import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csrfBindingHash,
  csrfCookieName,
  csrfTokenMatches,
  decodeCsrfSecret,
  maskCsrfSecret,
  newCsrfSecret,
  unmaskCsrfToken,
} from './csrf.ts';

describe('anti-CSRF tokens', () => {
  it('verifies every masking of the cookie secret, and each masking differs', () => {
    const secret = decodeCsrfSecret(newCsrfSecret());
    expect(secret).toBeDefined();
    if (secret === undefined) return;
    const first = maskCsrfSecret(secret);
    const second = maskCsrfSecret(secret);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64')).toHaveLength(64);
    expect(csrfTokenMatches(secret, first)).toBe(true);
    expect(csrfTokenMatches(secret, second)).toBe(true);
  });

  it('round-trips any 32-byte secret and refuses any other secret', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (a, b) => {
          const secret = Buffer.from(a);
          const other = Buffer.from(b);
          const token = maskCsrfSecret(secret);
          expect(unmaskCsrfToken(token)?.equals(secret)).toBe(true);
          expect(csrfTokenMatches(other, token)).toBe(secret.equals(other));
        },
      ),
    );
  });

  it('refuses malformed tokens and cookie values without throwing', () => {
    const secret = decodeCsrfSecret(newCsrfSecret());
    if (secret === undefined) throw new Error('no secret');
    for (const token of ['', 'abc', '!!!!', 'a'.repeat(200), Buffer.alloc(63).toString('base64')]) {
      expect(csrfTokenMatches(secret, token)).toBe(false);
    }
    expect(decodeCsrfSecret(undefined)).toBeUndefined();
    expect(decodeCsrfSecret('not base64 at all')).toBeUndefined();
    expect(decodeCsrfSecret(Buffer.alloc(16).toString('base64'))).toBeUndefined();
  });

  it('binds flows by a hash and names the cookie after the public base URL', () => {
    const secret = Buffer.alloc(32, 7);
    expect(csrfBindingHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(csrfCookieName('http://localhost:8080/api/auth')).toMatch(/^csrf_token_[0-9a-f]{64}$/);
    expect(csrfCookieName('http://a/api/auth')).not.toBe(csrfCookieName('http://b/api/auth'));
  });
});
