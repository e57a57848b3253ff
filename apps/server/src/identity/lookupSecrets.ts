import { randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseClient } from '../database/connection.ts';
import type { LookupCode, LookupCredential } from './credentials.ts';

/** Backup codes as Kratos makes them: 12 codes of 8 lower-case letters and digits, each usable once. */
export const LOOKUP_CODE_COUNT = 12;
const LOOKUP_CODE_LENGTH = 8;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function generateLookupCodes(): LookupCode[] {
  return Array.from({ length: LOOKUP_CODE_COUNT }, () => ({
    code: Array.from({ length: LOOKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    used_at: null,
  }));
}

export type LookupCheck =
  { result: 'valid'; codes: LookupCode[] } | { result: 'used' } | { result: 'invalid' };

/** Compares against every code in constant time; a match marks that code used in the returned list. */
export function useLookupCode(codes: readonly LookupCode[], submitted: string, now: Date): LookupCheck {
  const candidate = Buffer.from(submitted.trim().toLowerCase());
  let matchIndex = -1;
  codes.forEach((entry, index) => {
    const code = Buffer.from(entry.code);
    if (code.length === candidate.length && timingSafeEqual(code, candidate)) matchIndex = index;
  });
  const match = codes[matchIndex];
  if (match === undefined) return { result: 'invalid' };
  if (match.used_at !== null) return { result: 'used' };
  return {
    result: 'valid',
    codes: codes.map((entry, index) =>
      index === matchIndex ? { ...entry, used_at: now.toISOString() } : entry,
    ),
  };
}

/**
 * Uses a backup code of the identity inside one transaction with the credential row locked, so two
 * concurrent submissions of the same code cannot both succeed.
 */
export async function consumeLookupSecret(
  db: DatabaseClient,
  identityId: string,
  submitted: string,
  now: Date,
): Promise<LookupCheck | { result: 'none' }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('identity_credential')
      .select('config')
      .where('identity_id', '=', identityId)
      .where('type', '=', 'lookup_secret')
      .forUpdate()
      .executeTakeFirst();
    const codes = (row?.config as LookupCredential | undefined)?.codes ?? [];
    if (codes.length === 0) return { result: 'none' as const };
    const check = useLookupCode(codes, submitted, now);
    if (check.result === 'valid') {
      await trx
        .updateTable('identity_credential')
        .set({ config: JSON.stringify({ codes: check.codes } satisfies LookupCredential), updated_at: now })
        .where('identity_id', '=', identityId)
        .where('type', '=', 'lookup_secret')
        .execute();
    }
    return check;
  });
}
