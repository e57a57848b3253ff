// Renders a screen at an address with the app's providers and a router, for the glossary and prompt tests.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { createAppQueryClient } from '../api/queryClient.ts';

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(address: string, pattern: string, screen: ReactNode) {
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, ...view };
}
