// Account level and closed flag for the guards, from GET /api/account/profile and /api/account/status.
import { isApiError } from '../api/apiError.ts';
import type { HttpClient } from '../api/httpClient.ts';
import type { AccountInfo, AccountLevel } from './guards.ts';

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

// These endpoints are not built on the server yet and answer 404. Until they are, a missing answer means
// "unknown", and the guards then treat the session alone as authenticated (see AccountInfo in guards.ts).
// Other failures are logged and also leave the value unknown: they must not lock a user out.
async function getOrNull(client: HttpClient, path: string, signal?: AbortSignal): Promise<unknown> {
  try {
    return await client.get(path, { silent: true, signal });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) console.error(`Could not load ${path}.`, error);
    return null;
  }
}

export async function fetchAccountInfo(client: HttpClient, signal?: AbortSignal): Promise<AccountInfo> {
  const [profile, status] = await Promise.all([
    getOrNull(client, '/account/profile', signal),
    getOrNull(client, '/account/status', signal),
  ]);
  return { accountLevel: parseAccountLevel(profile), closed: parseClosed(status) };
}
