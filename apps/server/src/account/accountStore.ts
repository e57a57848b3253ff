import type { Selectable } from 'kysely';
import type { AccountLevel } from '@wtt/contract';
import type { DatabaseClient } from '../database/connection.ts';
import type { AccountTable } from '../database/schema.ts';

export type AccountRow = Selectable<AccountTable>;

const DAY_MS = 24 * 60 * 60_000;

/** When a trial of `trialDays` that starts at `start` ends; null when there is no trial. */
export function trialEnd(start: Date, trialDays: number): Date | null {
  return trialDays === 0 ? null : new Date(start.getTime() + trialDays * DAY_MS);
}

/**
 * Writes the account of a new identity: registered at `registrationDate`, with a trial from then. Run in
 * the identity's own transaction (accountListener.ts), so no identity exists without its account.
 */
export async function createAccount(
  db: DatabaseClient,
  identityId: string,
  registrationDate: Date,
  trialDays: number,
): Promise<void> {
  await db
    .insertInto('account')
    .values({
      identity_id: identityId,
      registration_date: registrationDate,
      trial_period_end_date: trialEnd(registrationDate, trialDays),
    })
    .onConflict((conflict) => conflict.column('identity_id').doNothing())
    .execute();
}

/**
 * The identity's account; created now, with a trial from now, when it has none (an identity made without
 * the registration listener, for example by a test or a tool). `forUpdate` locks the row until the
 * caller's transaction ends.
 */
export async function ensureAccount(
  db: DatabaseClient,
  identityId: string,
  trialDays: number,
  options: { now?: Date; forUpdate?: boolean } = {},
): Promise<AccountRow> {
  const now = options.now ?? new Date();
  await createAccount(db, identityId, now, trialDays);
  const query = db.selectFrom('account').selectAll().where('identity_id', '=', identityId);
  return (options.forUpdate === true ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

function assertUpdated(identityId: string) {
  return (result: { numUpdatedRows: bigint }): void => {
    if (result.numUpdatedRows === 0n) throw new Error(`identity ${identityId} has no account`);
  };
}

/**
 * Sets the plan bought. `endTrialAt` also ends a running trial then (an administrator's NONE means NONE
 * now, not when the trial would have ended); the trial job has nothing left to tell about it.
 */
export async function setAccountLevel(
  db: DatabaseClient,
  identityId: string,
  level: AccountLevel,
  { endTrialAt }: { endTrialAt?: Date } = {},
): Promise<void> {
  const now = new Date();
  const endTrial =
    endTrialAt === undefined ? {} : { trial_period_end_date: endTrialAt, trial_ended_at: endTrialAt };
  await db
    .updateTable('account')
    .set({ account_level: level, ...endTrial, updated_at: now })
    .where('identity_id', '=', identityId)
    .executeTakeFirst()
    .then(assertUpdated(identityId));
}

/**
 * Moves the end of the trial (null: no trial), e.g. to let a test see a trial that has ended. A moved
 * trial is a new one to the trial job: it tells the user again as its end nears and comes.
 */
export async function setTrialPeriodEnd(
  db: DatabaseClient,
  identityId: string,
  end: Date | null,
): Promise<void> {
  await db
    .updateTable('account')
    .set({
      trial_period_end_date: end,
      trial_ending_notified_at: null,
      trial_ended_at: null,
      updated_at: new Date(),
    })
    .where('identity_id', '=', identityId)
    .executeTakeFirst()
    .then(assertUpdated(identityId));
}

/** Whether the identity's account is closed; an identity without an account row is not. */
export async function isAccountClosed(db: DatabaseClient, identityId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('closed')
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return row?.closed === true;
}

/**
 * Closes or reopens the account; answers false when it already was so (nothing changed). Closing records
 * when; reopening forgets it.
 */
export async function changeAccountClosed(
  db: DatabaseClient,
  identityId: string,
  closed: boolean,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ closed, closed_at: closed ? now : null, updated_at: now })
    .where('identity_id', '=', identityId)
    .where('closed', '=', !closed)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every account, oldest registration first (the admin command line lists them). */
export function listAccounts(db: DatabaseClient): Promise<AccountRow[]> {
  return db.selectFrom('account').selectAll().orderBy('registration_date').orderBy('identity_id').execute();
}
