import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../auth/pendingAuthTarget.ts';
import { profile } from '../api/test/fixtures.ts';
import { errorBody, loginFlow, sessionJson } from '../identity/test/fixtures.ts';
import { ROUTES, answer, pathOf, stubIdentityServer } from '../identity/test/identityServer.ts';
import { accountRoutes, ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { currentUrl, renderApp } from '../test/renderApp.tsx';

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Profile menu/ }));
  return screen.findByRole('menuitem', { name: 'Log out' });
}

describe('profile menu', () => {
  it('shows who is signed in and logs out through the logout flow, then shows login', async () => {
    const server = stubIdentityServer({
      [ROUTES.whoami]: answer(200, sessionJson({ email: 'grace@example.com' })),
      [ROUTES.logoutInit]: answer(200, {
        logout_url: 'http://localhost:3000/api/auth/self-service/logout?token=ory_lo_123',
        logout_token: 'ory_lo_123',
      }),
      [ROUTES.logout]: () => new Response(null, { status: 204 }),
      [ROUTES.loginInit]: answer(200, loginFlow()),
    });
    const { router } = renderApp('/library/guides');
    const logout = await openMenu();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    fireEvent.click(logout);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/auth\/login(\?flow=login-flow-1)?$/));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
    expect(server.find(...pathOf(ROUTES.logout))[0]?.query.get('token')).toBe('ory_lo_123');
  });

  it('goes to login when the session had already ended (401 session_inactive)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(200, sessionJson()),
      [ROUTES.logoutInit]: answer(401, errorBody(401, { id: 'session_inactive' })),
      [ROUTES.loginInit]: answer(200, loginFlow()),
    });
    const { router } = renderApp('/tools/matcher');
    fireEvent.click(await openMenu());
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/auth\/login/));
    expect(currentUrl(router)).not.toContain('return_to');
  });

  it('stays and says so when the server could not log out', async () => {
    stubIdentityServer({
      // The header's account calls answer, so their toasts do not queue the logout's behind them.
      ...accountRoutes(),
      [ROUTES.whoami]: answer(200, sessionJson()),
      [ROUTES.logoutInit]: answer(500, errorBody(500)),
    });
    const { router } = renderApp('/library/guides');
    fireEvent.click(await openMenu());
    expect(await screen.findByText('Logging out failed. Please try again.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/library/guides');
  });

  it('shows the initials of the profile’s names without a picture', async () => {
    stubIdentityServer({
      ...accountRoutes({
        [ACCOUNT_ROUTES.profile]: answer(200, profile({ firstName: 'Grace', lastName: 'Hopper' })),
      }),
      [ROUTES.whoami]: answer(200, sessionJson()),
    });
    renderApp('/library/guides');
    const button = await screen.findByRole('button', { name: 'Profile menu GH' });
    expect(button.textContent).toBe('GH');
    expect(button.querySelector('img')).toBeNull();
  });

  it('shows the profile picture when there is one', async () => {
    stubIdentityServer({
      ...accountRoutes({
        [ACCOUNT_ROUTES.picture]: () =>
          new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            headers: { 'Content-Type': 'image/png' },
          }),
      }),
      [ROUTES.whoami]: answer(200, sessionJson()),
    });
    renderApp('/library/guides');
    const button = await screen.findByRole('button', { name: /^Profile menu/ });
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(button.getAttribute('aria-label')).toBe('Profile menu');
  });
});
