import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import { isUniqueViolation } from '../database/uniqueViolation.ts';

/**
 * E-mail changes wait here until the new address is verified (docs/decisions.md, Identity, "E-mail
 * changes"): until then the identity keeps its address for signing in, recovery and everything else, so
 * nobody holds an address they have not proved to own.
 */

/** After a day another identity may claim the address of an unfinished change (so a claim cannot squat it). */
export const PENDING_EMAIL_CLAIM_MS = 24 * 60 * 60_000;

/** The address an identity is changing to, if a change waits for its code. */
export async function findPendingEmail(db: DatabaseClient, identityId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('identity_pending_email')
    .select('value')
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return row?.value;
}

/** The identity whose pending change claims `value`. */
export function findPendingClaim(db: DatabaseClient, value: string) {
  return db.selectFrom('identity_pending_email').selectAll().where('value', '=', value).executeTakeFirst();
}

/**
 * When an address gets a new holder (a claim taken over, a new identity, a completed change), codes sent
 * for it before must not complete anything: they were meant for someone else's claim.
 */
export async function forgetUnusedCodes(db: DatabaseClient, value: string): Promise<void> {
  await db.deleteFrom('identity_code').where('address', '=', value).where('used_at', 'is', null).execute();
}

/**
 * Records (or replaces) the identity's pending change to `email`. `false` when the address is taken: it is
 * another identity's address, or another identity's change claims it and is younger than a day.
 */
export async function requestEmailChange(
  db: DatabaseClient,
  identityId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const holder = await trx
        .selectFrom('identity')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (holder !== undefined) return false;
      // Codes sent for a change this one replaces must not complete anything any more.
      const replaced = await findPendingEmail(trx, identityId);
      if (replaced !== undefined && replaced !== email) await forgetUnusedCodes(trx, replaced);
      const lapsed = await trx
        .deleteFrom('identity_pending_email')
        .where('value', '=', email)
        .where('identity_id', '<>', identityId)
        .where('requested_at', '<=', new Date(now.getTime() - PENDING_EMAIL_CLAIM_MS))
        .returning('identity_id')
        .executeTakeFirst();
      if (lapsed !== undefined) await forgetUnusedCodes(trx, email);
      await trx
        .insertInto('identity_pending_email')
        .values({ identity_id: identityId, value: email, requested_at: now })
        .onConflict((conflict) =>
          // Saving the same address again keeps the claim's age, so a claim cannot squat an address by
          // being renewed every day.
          conflict.column('identity_id').doUpdateSet({
            value: email,
            requested_at: sql<Date>`CASE WHEN identity_pending_email.value = ${email}
              THEN identity_pending_email.requested_at ELSE ${now}::timestamptz END`,
          }),
        )
        .execute();
      return true;
    });
  } catch (error) {
    // Another identity's change claims the address (it won a race, or its claim is younger than a day).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Drops the identity's pending change (it kept its address after all), and the codes sent for it. */
export async function cancelEmailChange(db: DatabaseClient, identityId: string): Promise<void> {
  const cancelled = await db
    .deleteFrom('identity_pending_email')
    .where('identity_id', '=', identityId)
    .returning('value')
    .executeTakeFirst();
  if (cancelled !== undefined) await forgetUnusedCodes(db, cancelled.value);
}

/** A completed e-mail change: the identity signs in with `email` now, no longer with `previousEmail`. */
export interface EmailChange {
  identityId: string;
  previousEmail: string;
  email: string;
}

/**
 * The new address was verified by `claimantId`'s code: it replaces the identity's address, its verifiable
 * address (verified now) and its recovery address, in one transaction. Undefined when `claimantId` has no
 * change to `value`, or when the address became another identity's meanwhile (then the claim is dropped:
 * it can never complete). Unused codes for the address given up die with the change.
 */
export async function completeEmailChange(
  db: DatabaseClient,
  value: string,
  claimantId: string,
  now: Date,
): Promise<EmailChange | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const claim = await trx
        .deleteFrom('identity_pending_email')
        .where('value', '=', value)
        .where('identity_id', '=', claimantId)
        .returning('identity_id')
        .executeTakeFirst();
      if (claim === undefined) return undefined;
      const identity = await trx
        .selectFrom('identity')
        .select('email')
        .where('id', '=', claim.identity_id)
        .forUpdate()
        .executeTakeFirst();
      if (identity === undefined) return undefined;
      const identityId = claim.identity_id;
      await trx
        .updateTable('identity')
        .set({ email: value, updated_at: now })
        .where('id', '=', identityId)
        .execute();
      await trx.deleteFrom('identity_verifiable_address').where('identity_id', '=', identityId).execute();
      await trx.deleteFrom('identity_recovery_address').where('identity_id', '=', identityId).execute();
      await trx
        .insertInto('identity_verifiable_address')
        .values({
          id: randomUUID(),
          identity_id: identityId,
          value,
          verified: true,
          status: 'completed',
          verified_at: now,
        })
        .execute();
      await trx
        .insertInto('identity_recovery_address')
        .values({ id: randomUUID(), identity_id: identityId, value })
        .execute();
      await forgetUnusedCodes(trx, value);
      await forgetUnusedCodes(trx, identity.email);
      return { identityId, previousEmail: identity.email, email: value };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db
      .deleteFrom('identity_pending_email')
      .where('value', '=', value)
      .where('identity_id', '=', claimantId)
      .execute();
    return undefined;
  }
}
