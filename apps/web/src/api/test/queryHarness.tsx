// Hooks under test run against a real QueryClient with the app's defaults (no retries, 30 s stale time).
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppQueryClient } from '../queryClient.ts';

export function renderWithQueries<Result>(
  hook: () => Result,
  queryClient: QueryClient = createAppQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}
