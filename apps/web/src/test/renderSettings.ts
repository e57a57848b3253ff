// Opens /profile/settings (or another account screen) against a stub server: a signed-in PREMIUM account
// whose security settings flow loads, with the account answers a test gives.
import { screen } from '@testing-library/react';
import { securitySettingsFlow } from '../identity/settings/test/securityFixtures.ts';
import { sessionJson } from '../identity/test/fixtures.ts';
import { ROUTES } from '../identity/test/identityServer.ts';
import { accountRoutes } from './accountRoutes.ts';
import type { StubHandler } from './fetchStub.ts';
import { answer, stubFetch } from './fetchStub.ts';
import { renderApp } from './renderApp.tsx';

export function serveAccount(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    ...accountRoutes(routes),
    [ROUTES.whoami]: answer(200, sessionJson()),
    [ROUTES.settingsInit]: answer(200, securitySettingsFlow()),
  });
}

export async function renderAccountScreen(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return view;
}
