// Closing the signed-in user's account: POST /api/account/close (contract: account/closing.ts). It needs a
// privileged session: without one the server answers 403 session_refresh_required, which the screen
// answers with the step-up dialog (spec section 8) before it sends the same request again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closedAccountSchema } from '@wtt/contract';
import type { AccountInfo } from '../auth/guards.ts';
import { accountInfoPrefix } from '../auth/sessionQueries.ts';
import { parseIdentityFailure } from '../identity/identityFailure.ts';
import type { RequestFailure } from './apiError.ts';
import { isApiError } from './apiError.ts';
import { apiClient } from './client.ts';
import type { ErrorDecision } from './errorPolicy.ts';

const CLOSE = '/account/close';

function isRefreshRequired(failure: RequestFailure): boolean {
  if (failure.kind !== 'http' || failure.status !== 403) return false;
  const parsed = parseIdentityFailure(failure.status, failure.body);
  return parsed.kind === 'error' && parsed.error.id === 'session_refresh_required';
}

/** The step-up is the screen's to open: no toast and no upgrade dialog for it. */
function decideCloseFailure(failure: RequestFailure): ErrorDecision | null {
  return isRefreshRequired(failure) ? { message: '', severity: 'warn', action: 'callerHandles' } : null;
}

/** Whether closing was refused until the user confirms their password again. */
export function isStepUpRequired(error: unknown): boolean {
  return isApiError(error) && isRefreshRequired(error.failure);
}

/** `confirm` repeats the account's e-mail address, so that a stray call closes nothing. */
export async function closeAccount(confirm: string): Promise<void> {
  await apiClient.requestParsed(CLOSE, closedAccountSchema, {
    method: 'POST',
    body: { confirm },
    decide: decideCloseFailure,
  });
}

/**
 * After closing, the guards' cached account information says so at once: the app shows /account-closed and
 * no main screen opens again from the cache.
 */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => {
      queryClient.setQueriesData<AccountInfo>({ queryKey: accountInfoPrefix }, (info) =>
        info === undefined ? info : { ...info, closed: true },
      );
    },
  });
}
