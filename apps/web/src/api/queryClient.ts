// Server state cache. Automatic retries are off: every failed call already shows a toast and counts
// towards the maintenance redirect, so silent retries would triple both; use withRetry where a retry helps.
import { QueryClient } from '@tanstack/react-query';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createAppQueryClient();
