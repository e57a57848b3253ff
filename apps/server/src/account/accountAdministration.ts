import type { AccountLevel } from '@wtt/contract';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { effectivePlan, type EffectivePlan } from './accountLevel.ts';
import { ensureAccount, setAccountLevel } from './accountStore.ts';
import { levelChanged } from './notifications/notices.ts';
import { notify } from './notifications/notify.ts';

export interface LevelChange {
  before: EffectivePlan;
  after: EffectivePlan;
  /** False when the account had this level already (nothing written, nobody told). */
  changed: boolean;
}

/**
 * An administrator sets the plan of an account (DESIGN.md section 8, `wtt admin set-level`). NONE also
 * ends a running trial at once. The user gets LEVEL_CHANGED in the same transaction.
 */
export function setLevelByAdministrator(
  db: DatabaseClient,
  config: AccountConfig,
  identityId: string,
  level: AccountLevel,
  now: Date = new Date(),
): Promise<LevelChange> {
  return db.transaction().execute(async (trx) => {
    const account = await ensureAccount(trx, identityId, config.trialDays, { now, forUpdate: true });
    const before = effectivePlan(account, now);
    const endsTrial = level === 'NONE' && before.trialPeriod;
    if (account.account_level === level && !endsTrial) return { before, after: before, changed: false };
    await setAccountLevel(trx, identityId, level, endsTrial ? { endTrialAt: now } : {});
    const after = effectivePlan(
      { account_level: level, trial_period_end_date: endsTrial ? now : account.trial_period_end_date },
      now,
    );
    await notify(
      trx,
      identityId,
      levelChanged(
        { level: before.accountLevel, trial: before.trialPeriod },
        { level: after.accountLevel, trial: after.trialPeriod },
      ),
    );
    return { before, after, changed: true };
  });
}
