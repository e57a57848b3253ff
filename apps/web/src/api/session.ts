// The signed-in user for the guards and the header (spec sections 4 and 7): the session from whoami, the
// account information (level, closed) the guards need, and "load user data" after a sign-in. The shapes
// are read leniently (auth/session.ts, auth/accountInfo.ts): whoami speaks Kratos, not our contract, and
// a missing account answer must never lock a user out. Nothing here imports the contract, so the start
// of the app stays free of zod (docs/decisions.md, "Web data layer").
import { queryOptions } from '@tanstack/react-query';
import type { AccountInfo } from '../auth/guards.ts';
import { parseAccountLevel, parseClosed } from '../auth/accountInfo.ts';
import type { Session } from '../auth/session.ts';
import { WHOAMI_PATH, parseSession } from '../auth/session.ts';
import { accountInfoQueryKey, sessionQueryKey } from '../auth/sessionQueries.ts';
import { isApiError } from './apiError.ts';
import { apiClient } from './client.ts';
import type { HttpClient } from './httpClient.ts';

/**
 * The current session, or null when there is none: 401 and 403 mean "no session" (spec section 7; a 403
 * is a session that still needs its second factor). The call is silent because being logged out is
 * normal here; any other failure is thrown for the caller to log.
 */
export async function fetchSession(client: HttpClient, signal?: AbortSignal): Promise<Session | null> {
  let answer: unknown;
  try {
    answer = await client.get(WHOAMI_PATH, { silent: true, signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
  const session = parseSession(answer);
  if (session === null) throw new Error('The whoami answer is not a session.');
  return session.active ? session : null;
}

// A missing answer (a 404 from a server without the account area) means "unknown", and the guards then treat
// the session alone as authenticated (see AccountInfo in guards.ts). Other failures are logged and also
// leave the value unknown: they must not lock a user out.
async function getOrNull(client: HttpClient, path: string, signal?: AbortSignal): Promise<unknown> {
  try {
    return await client.get(path, { silent: true, signal });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) console.error(`Could not load ${path}.`, error);
    return null;
  }
}

/** Account level and closed flag for the guards, from GET /api/account/profile and /api/account/status. */
export async function fetchAccountInfo(client: HttpClient, signal?: AbortSignal): Promise<AccountInfo> {
  const [profile, status] = await Promise.all([
    getOrNull(client, '/account/profile', signal),
    getOrNull(client, '/account/status', signal),
  ]);
  return { accountLevel: parseAccountLevel(profile), closed: parseClosed(status) };
}

export type SignedInUser =
  | { kind: 'signedIn'; session: Session; account: AccountInfo }
  | { kind: 'secondFactorRequired' }
  | { kind: 'signedOut' };

function errorIdOf(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  const id = typeof error === 'object' && error !== null ? (error as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : null;
}

/**
 * "Load user data" after a login (spec section 4): the session from whoami and the account information the
 * guards need, or the news that the session still lacks its second factor.
 */
export async function loadSignedInUser(client: HttpClient = apiClient): Promise<SignedInUser> {
  let answer: unknown;
  try {
    answer = await client.get(WHOAMI_PATH, { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 403 && errorIdOf(error.body) === 'session_aal2_required') {
      return { kind: 'secondFactorRequired' };
    }
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return { kind: 'signedOut' };
    throw error;
  }
  const session = parseSession(answer);
  if (session === null || !session.active) return { kind: 'signedOut' };
  return { kind: 'signedIn', session, account: await fetchAccountInfo(client) };
}

/** The session query of the guards and the header. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(apiClient, signal),
    staleTime: 60_000,
  });

/** The guards' account information, keyed by identity so that another user never sees this one's level. */
export const accountInfoQuery = (identityId: string) =>
  queryOptions({
    queryKey: accountInfoQueryKey(identityId),
    queryFn: ({ signal }) => fetchAccountInfo(apiClient, signal),
    staleTime: 60_000,
  });
