// Renders screens with the app's providers in a memory router with a few routes, for component tests that
// follow a navigation (the current location is shown in a test id).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { createAppQueryClient } from '../api/queryClient.ts';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, routes: Record<string, ReactNode>) {
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Location />
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, ...view };
}
