// Account status under /api/account (spec sections 3 and 7): closed, and for each kind of item the plan's
// limit and what remains of it (null: unlimited). The library's plan-limit checks read it
// (library/planLimits.ts); every create or delete of a guide, glossary or prompt refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountStatus } from '@wtt/contract';
import { accountStatusSchema } from '@wtt/contract';
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
