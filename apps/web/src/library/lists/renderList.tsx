// Renders a library list with the app's providers and a router (items link to their pages), for tests.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../AppProviders.tsx';
import { createAppQueryClient } from '../../api/queryClient.ts';

export function renderList(list: ReactNode) {
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>{list}</MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, ...view };
}
