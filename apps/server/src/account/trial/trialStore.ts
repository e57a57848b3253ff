import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { Database } from '../../database/schema.ts';
import type { AccountRow } from '../accountStore.ts';

/** An account whose trial the trial job must act on, locked by the transaction that reads it. */
export interface TrialAccount {
  identity_id: string;
  trial_period_end_date: Date;
  account_level: 'NONE' | 'PREMIUM' | 'ENTERPRISE';
  closed: boolean;
}

const COLUMNS = ['identity_id', 'trial_period_end_date', 'account_level', 'closed'] as const;

/**
 * Accounts without a plan, open, whose running trial ends within `noticeMs` of `now` and that were not
 * told yet.
 */
export function lockTrialsEndingSoon(
  trx: DatabaseClient,
  now: Date,
  noticeMs: number,
  limit: number,
): Promise<TrialAccount[]> {
  return lockAccounts(trx, limit, (query) =>
    query
      .where('trial_ending_notified_at', 'is', null)
      .where('trial_ended_at', 'is', null)
      .where('account_level', '=', 'NONE')
      .where('closed', '=', false)
      .where('trial_period_end_date', '>', now)
      .where('trial_period_end_date', '<=', new Date(now.getTime() + noticeMs)),
  );
}

/** Accounts whose trial end has come and whose end the job has not recorded yet. */
export function lockEndedTrials(trx: DatabaseClient, now: Date, limit: number): Promise<TrialAccount[]> {
  return lockAccounts(trx, limit, (query) =>
    query.where('trial_ended_at', 'is', null).where('trial_period_end_date', '<=', now),
  );
}

type AccountQuery = SelectQueryBuilder<Database, 'account', Pick<AccountRow, (typeof COLUMNS)[number]>>;

/**
 * Up to `limit` accounts that `filter` selects, soonest trial end first, locked until the transaction
 * ends. Rows another run holds are skipped: two workers never tell one account twice.
 */
async function lockAccounts(
  trx: DatabaseClient,
  limit: number,
  filter: (query: AccountQuery) => AccountQuery,
): Promise<TrialAccount[]> {
  const rows = await filter(trx.selectFrom('account').select(COLUMNS))
    .orderBy('trial_period_end_date')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.filter(hasTrialEnd);
}

function hasTrialEnd<Row extends { trial_period_end_date: Date | null }>(
  row: Row,
): row is Row & { trial_period_end_date: Date } {
  return row.trial_period_end_date !== null;
}

export async function markTrialEndingNotified(
  trx: DatabaseClient,
  identityId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('account')
    .set({ trial_ending_notified_at: now, updated_at: now })
    .where('identity_id', '=', identityId)
    .execute();
}

export async function markTrialEnded(trx: DatabaseClient, identityId: string, now: Date): Promise<void> {
  await trx
    .updateTable('account')
    .set({ trial_ended_at: now, updated_at: now })
    .where('identity_id', '=', identityId)
    .execute();
}
