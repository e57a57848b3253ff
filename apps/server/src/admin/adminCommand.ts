import { accountLevelSchema, type AccountLevel } from '@wtt/contract';

/** What `wtt admin` was asked to do, read from its arguments before any database is opened. */
export type AdminCommand =
  | { name: 'set-level'; email: string; level: AccountLevel }
  | { name: 'close'; email: string }
  | { name: 'reopen'; email: string }
  | { name: 'list'; json: boolean };

export const ADMIN_USAGE = `Usage: wtt admin <command>

Commands:
  set-level <email> <NONE|PREMIUM|ENTERPRISE>
                        set the plan of an account (NONE also ends a running trial);
                        the user gets a notification
  close <email>         close an account: it can still sign in, and sees only that it is closed
  reopen <email>        reopen a closed account
  list [--json]         every account: level, trial end, closed, and its guides, glossaries and prompts

The database is the server's: DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR (default ./data),
the one a running \`npm start\` uses, or started for the command when none runs.

Exit codes: 0 done; 1 no account with that e-mail address; 2 bad usage or configuration;
3 the database could not be reached.`;

export const ADMIN_EXIT = { ok: 0, noSuchAccount: 1, usage: 2, database: 3 } as const;

/** A mistake in how `wtt admin` was called. */
export class AdminUsageError extends Error {
  override readonly name = 'AdminUsageError';
}

const LEVELS = accountLevelSchema.options.join('|');

function email(value: string | undefined, command: string): string {
  if (value === undefined || !value.includes('@')) {
    throw new AdminUsageError(`${command} needs the account's e-mail address`);
  }
  return value;
}

function noMore(rest: readonly string[], command: string): void {
  if (rest.length > 0) throw new AdminUsageError(`${command}: unexpected '${rest.join(' ')}'`);
}

/** Reads the arguments after `admin`; undefined for help. Throws AdminUsageError for anything else. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | undefined {
  const [name, ...rest] = args;
  switch (name) {
    case undefined:
      throw new AdminUsageError('name a command');
    case 'help':
    case '--help':
    case '-h':
      return undefined;
    case 'set-level': {
      const [address, level, ...more] = rest;
      noMore(more, name);
      const parsed = accountLevelSchema.safeParse(level?.toUpperCase());
      if (!parsed.success) throw new AdminUsageError(`set-level needs a level: ${LEVELS}`);
      return { name, email: email(address, name), level: parsed.data };
    }
    case 'close':
    case 'reopen': {
      const [address, ...more] = rest;
      noMore(more, name);
      return { name, email: email(address, name) };
    }
    case 'list': {
      const json = rest.includes('--json');
      noMore(
        rest.filter((argument) => argument !== '--json'),
        name,
      );
      return { name, json };
    }
    default:
      throw new AdminUsageError(`unknown command '${name}'`);
  }
}
