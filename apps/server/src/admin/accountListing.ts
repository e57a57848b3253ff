import type { AccountLevel } from '@wtt/contract';
import { effectivePlan } from '../account/accountLevel.ts';
import { listAccounts } from '../account/accountStore.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { listIdentityAddresses } from '../identity/identities.ts';
import { countPlanResources } from '../text/planLimits.ts';

/** One account as `wtt admin list` shows it. */
export interface ListedAccount {
  email: string;
  identityId: string;
  /** The level the account has now (PREMIUM during a trial without a plan). */
  level: AccountLevel;
  /** The plan bought (set by `set-level`). */
  plan: AccountLevel;
  trialPeriod: boolean;
  trialPeriodEndDate: string | null;
  closed: boolean;
  registrationDate: string;
  usage: { guides: number; glossaries: number; prompts: number };
}

/** Every account with its address (identity area), plan (account area) and items (text area). */
export async function listAccountsForAdministrator(
  db: DatabaseClient,
  now: Date = new Date(),
): Promise<ListedAccount[]> {
  const addresses = new Map(
    (await listIdentityAddresses(db)).map((identity) => [identity.id, identity.email]),
  );
  const listed: ListedAccount[] = [];
  for (const account of await listAccounts(db)) {
    const plan = effectivePlan(account, now);
    const used = await countPlanResources(db, account.identity_id);
    listed.push({
      email: addresses.get(account.identity_id) ?? '(no address)',
      identityId: account.identity_id,
      level: plan.accountLevel,
      plan: account.account_level,
      trialPeriod: plan.trialPeriod,
      trialPeriodEndDate: plan.trialPeriodEndDate?.toISOString() ?? null,
      closed: account.closed,
      registrationDate: account.registration_date.toISOString(),
      usage: { guides: used.createTone, glossaries: used.createGlossary, prompts: used.createPrompt },
    });
  }
  return listed;
}

const COLUMNS = ['EMAIL', 'LEVEL', 'TRIAL ENDS', 'CLOSED', 'GUIDES', 'GLOSSARIES', 'PROMPTS'] as const;

/** The list as a table for a terminal: one row per account, columns padded to their widest value. */
export function accountTable(accounts: readonly ListedAccount[]): string {
  if (accounts.length === 0) return 'No accounts yet.\n';
  const rows = accounts.map((account) => [
    account.email,
    account.trialPeriod ? `${account.level} (trial)` : account.level,
    account.trialPeriodEndDate === null ? '-' : account.trialPeriodEndDate.slice(0, 16).replace('T', ' '),
    account.closed ? 'yes' : 'no',
    String(account.usage.guides),
    String(account.usage.glossaries),
    String(account.usage.prompts),
  ]);
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(COLUMNS), ...rows.map(line)].join('\n')}\n`;
}
