// TanStack Query keys of the signed-in user's data; the HTTP client clears the session one on a 401.
import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

export const sessionQueryKey = ['auth', 'session'] as const;

/** Account data is keyed by identity so that a different user never sees the previous one's level. */
export const accountInfoPrefix = ['auth', 'account-info'] as const;
export const accountInfoQueryKey = (identityId: string) => [...accountInfoPrefix, identityId] as const;

/**
 * Drops everything cached for the signed-in user but the session entry itself (which the caller sets):
 * library lists load once and stay fresh until a change (spec section 4), so nothing of one user may
 * linger for the next one on this browser.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(sessionQueryKey) });
}
