// "Load user data" after a login (spec section 4): the session from whoami and the account information the
// guards need, or the news that the session still lacks its second factor.
import { isApiError } from '../api/apiError.ts';
import type { HttpClient } from '../api/httpClient.ts';
import { fetchAccountInfo } from '../auth/accountInfo.ts';
import type { AccountInfo } from '../auth/guards.ts';
import type { Session } from '../auth/session.ts';
import { WHOAMI_PATH, parseSession } from '../auth/session.ts';

export type SignedInUser =
  | { kind: 'signedIn'; session: Session; account: AccountInfo }
  | { kind: 'secondFactorRequired' }
  | { kind: 'signedOut' };

function errorIdOf(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  const id = typeof error === 'object' && error !== null ? (error as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : null;
}

export async function loadSignedInUser(client: HttpClient): Promise<SignedInUser> {
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
