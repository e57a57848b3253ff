// The user's authentication state for guards and the header: the session from whoami, then the account
// information, with the 10 s loading limit of spec section 4.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../api/apiError.ts';
import { accountInfoQuery, sessionQuery } from '../api/session.ts';
import { useTimeoutFlag } from '../ui/useTimeoutFlag.ts';
import type { AuthSnapshot } from './guards.ts';
import { AUTH_LOADING_TIMEOUT_MS } from './guards.ts';
import type { Session } from './session.ts';

export interface AuthState extends AuthSnapshot {
  session: Session | null;
}

export function useAuthState(): AuthState {
  const sessionState = useQuery(sessionQuery());
  const session = sessionState.data ?? null;
  const identityId = session?.identity.id ?? '';
  const accountQuery = useQuery({ ...accountInfoQuery(identityId), enabled: session !== null });

  const loading = sessionState.isPending || (session !== null && accountQuery.isPending);
  const waitedTooLong = useTimeoutFlag(loading, AUTH_LOADING_TIMEOUT_MS);
  const whoamiTimedOut = isApiError(sessionState.error) && sessionState.error.failure.kind === 'timeout';
  const phase = waitedTooLong || whoamiTimedOut ? 'timedOut' : loading ? 'loading' : 'ready';

  // Spec section 2: a failed initialisation is only logged, and the app goes on as if logged out.
  const initialisationError = sessionState.error;
  useEffect(() => {
    if (initialisationError !== null) console.error('Could not initialise the user.', initialisationError);
  }, [initialisationError]);
  useEffect(() => {
    if (phase === 'timedOut') console.error('Auth loading timeout');
  }, [phase]);

  return {
    phase,
    hasSession: session !== null,
    session,
    account: session !== null ? (accountQuery.data ?? null) : null,
  };
}
