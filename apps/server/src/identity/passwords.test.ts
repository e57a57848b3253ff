import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';

const digest = (password: string): string => createHash('sha256').update(password).digest('hex');

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same input', async () => {
    const stored = await hashPassword(digest('correct horse'));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, digest('correct horse'))).toBe(true);
    expect(await verifyPassword(stored, digest('wrong horse'))).toBe(false);
    expect(await verifyPassword('not a hash', 'whatever1')).toBe(false);
    expect(await verifyAgainstNothing('whatever1')).toBe(false);
  });

  it('refuses a received value shorter than 8 characters with 4000025', () => {
    expect(checkPasswordPolicy('1234567')).toMatchObject({
      id: 4000025,
      type: 'error',
      context: { min_length: 8, actual_length: 7 },
    });
    expect(checkPasswordPolicy('12345678')).toBeUndefined();
    expect(checkPasswordPolicy(digest('x'))).toBeUndefined();
    expect(checkPasswordPolicy('x'.repeat(2000))?.id).toBe(4000033);
  });
});
