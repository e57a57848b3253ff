// After a successful login, two-factor step or registration: load the user's data (spec section 4) and go to
// the target, or to the two-factor screen when the session still lacks its second factor.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadSignedInUser } from '../api/session.ts';
import { usePendingAuthTarget } from '../auth/pendingAuthTarget.ts';
import type { Session } from '../auth/session.ts';
import { accountInfoQueryKey, forgetUserData, sessionQueryKey } from '../auth/sessionQueries.ts';
import { mfaPath } from './authPaths.ts';

export type SignInOutcome = 'signedIn' | 'secondFactorRequired' | 'signedOut';

export type CompleteSignIn = (
  target: string,
  options?: { passwordRecovery?: boolean },
) => Promise<SignInOutcome>;

export function useCompleteSignIn(): CompleteSignIn {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setPendingTarget = usePendingAuthTarget((state) => state.set);
  return useCallback<CompleteSignIn>(
    async (target, options = {}) => {
      const user = await loadSignedInUser();
      if (user.kind === 'secondFactorRequired') {
        void navigate(mfaPath({ returnTo: target, passwordRecovery: options.passwordRecovery === true }));
        return user.kind;
      }
      if (user.kind === 'signedOut') return user.kind;
      // Another user's cached data goes (after a 401 the cache still holds it); the same user confirming
      // a step-up keeps theirs.
      const previous = queryClient.getQueryData<Session | null>(sessionQueryKey);
      if (previous?.identity.id !== user.session.identity.id) forgetUserData(queryClient);
      // The target first, then the account, then the session: the guards react to the session.
      setPendingTarget(target, 'signIn');
      queryClient.setQueryData(accountInfoQueryKey(user.session.identity.id), user.account);
      queryClient.setQueryData(sessionQueryKey, user.session);
      void navigate(target, { replace: true });
      return 'signedIn';
    },
    [navigate, queryClient, setPendingTarget],
  );
}
