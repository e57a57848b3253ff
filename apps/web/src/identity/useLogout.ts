// Logging out from the profile menu (spec section 7): GET /self-service/logout/browser for the logout token,
// then the logout itself with that token, then the login page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../api/toast.ts';
import { usePendingAuthTarget } from '../auth/pendingAuthTarget.ts';
import { forgetUserData, sessionQueryKey } from '../auth/sessionQueries.ts';
import { PATHS } from '../routes/paths.ts';
import { callIdentity } from './callIdentity.ts';
import { identityApi } from './identityApi.ts';
import type { IdentityFailure } from './identityFailure.ts';

export const LOGOUT_FAILED_MESSAGE = 'Logging out failed. Please try again.';

// Without a session there is nothing left to end: the server answers 401 (session_inactive).
function sessionAlreadyGone(failure: IdentityFailure): boolean {
  return failure.kind === 'error' && (failure.status === 401 || failure.error.id === 'session_inactive');
}

async function endSession(): Promise<IdentityFailure | null> {
  const flow = await callIdentity(() => identityApi().createBrowserLogoutFlow());
  if (!flow.ok) return sessionAlreadyGone(flow.failure) ? null : flow.failure;
  const done = await callIdentity(() => identityApi().updateLogoutFlow({ token: flow.value.logout_token }));
  if (!done.ok) return sessionAlreadyGone(done.failure) ? null : done.failure;
  return null;
}

export interface LogoutOptions {
  /** Router state for the login page (for example the note that the password was changed). */
  state?: unknown;
}

export function useLogout(): { logout: (options?: LogoutOptions) => Promise<void>; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setPendingTarget = usePendingAuthTarget((state) => state.set);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(
    async (options: LogoutOptions = {}) => {
      setLoggingOut(true);
      const failure = await endSession();
      setLoggingOut(false);
      if (failure !== null) {
        // The session is still valid on the server: saying "logged out" now would be a lie.
        showToast({ message: LOGOUT_FAILED_MESSAGE, severity: 'error' });
        return;
      }
      setPendingTarget(PATHS.login, 'signOut');
      // Nothing of this user may linger for the next one on this browser.
      forgetUserData(queryClient);
      queryClient.setQueryData(sessionQueryKey, null);
      void navigate(PATHS.login, { replace: true, state: options.state });
    },
    [navigate, queryClient, setPendingTarget],
  );

  return { logout, loggingOut };
}
