// Account status under /api/account (spec sections 3 and 7): closed, and for each kind of item the plan's
// limit and what remains of it (null: unlimited). The library's plan-limit checks read it
// (library/planLimits.ts); every create or delete of a guide, glossary or prompt refreshes it. And the
// installation's plans, for the subscription screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountPlans, AccountStatus } from '@wtt/contract';
import { accountPlansSchema, accountStatusSchema } from '@wtt/contract';
import { accountKeys } from './accountKeys.ts';
import { apiClient } from './client.ts';

export { accountKeys } from './accountKeys.ts';

export async function getAccountStatus(signal?: AbortSignal): Promise<AccountStatus> {
  return apiClient.requestParsed('/account/status', accountStatusSchema, { signal });
}

export const accountStatusQuery = () =>
  queryOptions({
    queryKey: accountKeys.status(),
    queryFn: ({ signal }) => getAccountStatus(signal),
    staleTime: 60_000,
  });

export function useAccountStatus() {
  return useQuery(accountStatusQuery());
}

/** The plans of this installation with the limits its administrator set (GET /api/account/plans). */
export async function getAccountPlans(signal?: AbortSignal): Promise<AccountPlans> {
  return apiClient.requestParsed('/account/plans', accountPlansSchema, { signal });
}

export const accountPlansQuery = () =>
  queryOptions({
    queryKey: accountKeys.plans(),
    queryFn: ({ signal }) => getAccountPlans(signal),
    // Limits change only when the administrator restarts the server with other settings.
    staleTime: 10 * 60_000,
  });

export function useAccountPlans() {
  return useQuery(accountPlansQuery());
}
