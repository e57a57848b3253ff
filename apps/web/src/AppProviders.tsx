// Everything the routed views rely on: server-state cache, Mantine theme, modals and toasts.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppThemeProvider } from './theme/AppThemeProvider.tsx';

export function AppProviders({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider env={env}>
        <ModalsProvider>
          <Notifications position="top-right" limit={5} />
          {children}
        </ModalsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
