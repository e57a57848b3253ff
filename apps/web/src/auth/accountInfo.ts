// Account level and closed flag for the guards, read leniently from GET /api/account/profile and
// /api/account/status (fetched by api/session.ts).
import type { AccountLevel } from './guards.ts';

const ACCOUNT_LEVELS: readonly AccountLevel[] = ['NONE', 'PREMIUM', 'ENTERPRISE'];

function field(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)[name]
    : undefined;
}

export function parseAccountLevel(profile: unknown): AccountLevel | null {
  const level = field(profile, 'accountLevel');
  return ACCOUNT_LEVELS.find((candidate) => candidate === level) ?? null;
}

export function parseClosed(status: unknown): boolean | null {
  const closed = field(status, 'closed');
  return typeof closed === 'boolean' ? closed : null;
}
