import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStatus } from '../api/test/fixtures.ts';
import { loginFlow } from '../identity/test/fixtures.ts';
import { ROUTES } from '../identity/test/identityServer.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer, stubFetch } from '../test/fetchStub.ts';
import { currentUrl } from '../test/renderApp.tsx';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/account-closed', () => {
  it('is where a closed account lands; it says who can reopen it and lets the user log out', async () => {
    serveAccount({
      [ACCOUNT_ROUTES.status]: answer(200, { ...accountStatus(), closed: true }),
      [ROUTES.logoutInit]: answer(200, {
        logout_url: '/api/auth/self-service/logout?token=t1',
        logout_token: 't1',
      }),
      [ROUTES.logout]: () => new Response(null, { status: 204 }),
      [ROUTES.loginInit]: answer(200, loginFlow()),
    });
    const { router } = await renderAccountScreen('/profile/overview', 'Account closed');
    expect(currentUrl(router)).toBe('/account-closed');
    expect(screen.getByText(/The account ada@example\.com has been closed/)).toBeTruthy();
    expect(screen.getByText('npm run wtt -- admin reopen ada@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/auth\/login/));
  });

  it('offers the login page to a visitor without a session', async () => {
    stubFetch({});
    await renderAccountScreen('/account-closed', 'Account closed');
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/auth/login');
  });
});
