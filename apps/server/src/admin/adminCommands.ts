import { setLevelByAdministrator } from '../account/accountAdministration.ts';
import { changeAccountClosed, ensureAccount } from '../account/accountStore.ts';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { findIdentityByEmail } from '../identity/identities.ts';
import { accountTable, listAccountsForAdministrator } from './accountListing.ts';
import { ADMIN_EXIT, type AdminCommand } from './adminCommand.ts';

/** What a command answers; the entry prints it and exits with `exitCode`. */
export interface AdminResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const done = (stdout: string): AdminResult => ({
  exitCode: ADMIN_EXIT.ok,
  stdout: `${stdout}\n`,
  stderr: '',
});

/** Runs one command against the server's database. */
export async function executeAdminCommand(
  db: DatabaseClient,
  config: AccountConfig,
  command: AdminCommand,
): Promise<AdminResult> {
  if (command.name === 'list') {
    const accounts = await listAccountsForAdministrator(db);
    return {
      exitCode: ADMIN_EXIT.ok,
      stdout: command.json ? `${JSON.stringify(accounts, null, 2)}\n` : accountTable(accounts),
      stderr: '',
    };
  }
  // Addresses are kept as sign-in normalises them: trimmed, lower case.
  const email = command.email.trim().toLowerCase();
  const identity = await findIdentityByEmail(db, email);
  if (identity === undefined) {
    return {
      exitCode: ADMIN_EXIT.noSuchAccount,
      stdout: '',
      stderr: `wtt admin: there is no account with the e-mail address ${email}\n`,
    };
  }
  switch (command.name) {
    case 'set-level': {
      const change = await setLevelByAdministrator(db, config, identity.id, command.level);
      const level = (plan: typeof change.before) =>
        plan.trialPeriod ? `${plan.accountLevel} (trial)` : plan.accountLevel;
      return done(
        change.changed
          ? `${email}: level ${level(change.before)} -> ${level(change.after)}; the user has been notified.`
          : `${email} is at level ${command.level} already; nothing changed.`,
      );
    }
    case 'close':
    case 'reopen': {
      const closing = command.name === 'close';
      await ensureAccount(db, identity.id, config.trialDays);
      const changed = await changeAccountClosed(db, identity.id, closing, new Date());
      const state = closing ? 'closed' : 'open';
      return done(
        changed ? `${email}: account ${state} now.` : `${email}: the account was ${state} already.`,
      );
    }
  }
}
