import type { PlanResource } from '@wtt/contract';
import type { AccountConfig, PlanLimits } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { HttpError } from '../errors/httpError.ts';
import { effectivePlan } from './accountLevel.ts';
import { ensureAccount, type AccountRow } from './accountStore.ts';

/** What the plan of `account` allows now (null: unlimited). A closed account may create nothing. */
export function effectiveLimits(
  account: Pick<AccountRow, 'account_level' | 'trial_period_end_date' | 'closed'>,
  config: AccountConfig,
  now: Date,
): PlanLimits {
  if (account.closed) return { createTone: 0, createGlossary: 0, createPrompt: 0 };
  return config.limits[effectivePlan(account, now).accountLevel];
}

const NOUNS: Record<PlanResource, { one: string; many: string }> = {
  createTone: { one: 'guide', many: 'guides' },
  createGlossary: { one: 'glossary', many: 'glossaries' },
  createPrompt: { one: 'prompt', many: 'prompts' },
};

/** The 403 of a create beyond the plan; the web app opens its upgrade dialog on the word "upgrade". */
export function planLimitReached(resource: PlanResource, limit: number): HttpError {
  const noun = NOUNS[resource];
  return new HttpError(
    403,
    limit === 0
      ? `Your plan does not include creating ${noun.many}. Please upgrade your plan to create ${noun.many}.`
      : `Your plan allows ${limit} ${limit === 1 ? noun.one : noun.many}. Please upgrade your plan to create more.`,
  );
}

export interface PlannedCreate<T> {
  identityId: string;
  resource: PlanResource;
  /** How many the identity has that count against the limit (spec section 5), read inside the transaction. */
  countUsed: (trx: DatabaseClient) => Promise<number>;
  /** The insert, inside the same transaction. */
  create: (trx: DatabaseClient) => Promise<T>;
}

/**
 * Creates an item only while the plan allows another. Check and insert are one transaction that holds the
 * lock of the identity's account row, so parallel creates queue up and each counts the ones committed
 * before it: they cannot exceed the limit together (a count without the lock would let all of them see
 * room for one more).
 */
export async function createWithinPlanLimit<T>(
  db: DatabaseClient,
  config: AccountConfig,
  planned: PlannedCreate<T>,
  now: Date = new Date(),
): Promise<T> {
  // The guide builder creates its guide inside the transaction that ends its job: join it.
  if (db.isTransaction) return createLocked(db, config, planned, now);
  return db.transaction().execute((trx) => createLocked(trx, config, planned, now));
}

async function createLocked<T>(
  trx: DatabaseClient,
  config: AccountConfig,
  planned: PlannedCreate<T>,
  now: Date,
): Promise<T> {
  await assertRoomFor(trx, config, planned, { now, forUpdate: true });
  return planned.create(trx);
}

/**
 * 403 unless the plan allows one more item now. Inside a create's transaction it holds the account row's
 * lock (`forUpdate`); alone it is an early answer for work that creates later (the guide builder), which
 * checks again when it creates.
 */
export async function assertRoomFor(
  db: DatabaseClient,
  config: AccountConfig,
  planned: Pick<PlannedCreate<unknown>, 'identityId' | 'resource' | 'countUsed'>,
  { now = new Date(), forUpdate = false }: { now?: Date; forUpdate?: boolean } = {},
): Promise<void> {
  const account = await ensureAccount(db, planned.identityId, config.trialDays, { now, forUpdate });
  if (account.closed) throw new HttpError(403, 'This account is closed: nothing can be created in it.');
  const limit = effectiveLimits(account, config, now)[planned.resource];
  if (limit !== null && (await planned.countUsed(db)) >= limit) {
    throw planLimitReached(planned.resource, limit);
  }
}
