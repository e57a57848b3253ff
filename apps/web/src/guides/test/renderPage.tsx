// Renders a page with the app's providers at a path, with the guide page as a navigation target.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../AppProviders.tsx';
import { createAppQueryClient } from '../../api/queryClient.ts';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(path: string, routes: Record<string, ReactNode>) {
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, ...view };
}
