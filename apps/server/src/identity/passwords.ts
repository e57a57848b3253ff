import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { problems, type UiText } from './messages.ts';

/**
 * The browser sends the SHA-256 hex digest of the password (64 characters); we hash whatever arrives with
 * argon2id (the library's default algorithm, OWASP's parameters: 19 MiB, 2 passes, 1 lane). A client that
 * does not pre-hash still meets the same minimum length.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Far above a hex digest; only keeps absurd inputs from costing hashing time. */
export const MAX_PASSWORD_LENGTH = 1024;

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function checkPasswordPolicy(password: string): UiText | undefined {
  // Characters as a person counts them (code points), not UTF-16 units.
  const length = Array.from(password).length;
  if (length < MIN_PASSWORD_LENGTH) return problems.passwordTooShort(MIN_PASSWORD_LENGTH, length);
  if (length > MAX_PASSWORD_LENGTH) return problems.passwordTooLong(MAX_PASSWORD_LENGTH, length);
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the account does not exist, so that the answer time does not
 * tell whether an e-mail address has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
