import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import {
  CSRF_TOKEN,
  NO_SESSION_BODY,
  errorBody,
  loginFlow,
  sessionJson,
  settingsFlow,
  text,
} from '../../identity/test/fixtures.ts';
import { ROUTES, answer, inTurn, pathOf, stubIdentityServer } from '../../identity/test/identityServer.ts';
import { currentUrl, renderApp } from '../../test/renderApp.tsx';

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const choose = async (password: string, confirmation = password) => {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const recoveredSession = () => ({
  [ROUTES.whoami]: answer(200, sessionJson()),
  [ROUTES.settingsGet]: answer(200, settingsFlow({ id: 's1' })),
});

describe('/auth/reset-password', () => {
  it('sets the new password (its digest), logs the recovery session out and goes to login', async () => {
    const stub = stubIdentityServer({
      ...recoveredSession(),
      [ROUTES.settingsSubmit]: answer(200, settingsFlow({ id: 's1', state: 'success' })),
      [ROUTES.logoutInit]: answer(200, {
        logout_url: 'http://localhost:3000/api/auth/self-service/logout?token=ory_lo_abc',
        logout_token: 'ory_lo_abc',
      }),
      [ROUTES.logout]: () => new Response(null, { status: 204 }),
      [ROUTES.loginInit]: answer(200, loginFlow()),
    });
    const { router } = renderApp('/auth/reset-password?flow=s1');
    expect(await screen.findByText(/You successfully recovered your account/)).toBeTruthy();
    await choose('new-brand-voice-2026');
    // The note survives the login page putting its new flow id into the address.
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login?flow=login-flow-1'));
    expect(screen.getByText('Your password has been changed')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.settingsSubmit))[0]?.body).toEqual({
      method: 'password',
      password: await sha256Hex('new-brand-voice-2026'),
      csrf_token: CSRF_TOKEN,
    });
    expect(stub.find(...pathOf(ROUTES.logout))[0]?.query.get('token')).toBe('ory_lo_abc');
  });

  it('checks the new password in the browser and shows the server’s password errors', async () => {
    const stub = stubIdentityServer({
      ...recoveredSession(),
      [ROUTES.settingsSubmit]: answer(
        400,
        settingsFlow({ id: 's1', passwordMessages: [text(4000025, 'too short', 'error')] }),
      ),
    });
    renderApp('/auth/reset-password?flow=s1');
    await choose('short');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    await choose('new-brand-voice-2026', 'new-brand-voice');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.settingsSubmit))).toHaveLength(0);
    await choose('new-brand-voice-2026');
    await waitFor(() => expect(stub.find(...pathOf(ROUTES.settingsSubmit))).toHaveLength(1));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
  });

  it("shows 'Password update failed' when the server explains nothing", async () => {
    stubIdentityServer({ ...recoveredSession(), [ROUTES.settingsSubmit]: answer(500, errorBody(500)) });
    renderApp('/auth/reset-password?flow=s1');
    await choose('new-brand-voice-2026');
    expect(await screen.findByText('Password update failed')).toBeTruthy();
  });

  it('re-authenticates in a dialog when the session is no longer privileged, then saves', async () => {
    const stub = stubIdentityServer({
      ...recoveredSession(),
      [ROUTES.settingsSubmit]: inTurn(
        answer(
          403,
          errorBody(403, {
            id: 'session_refresh_required',
            extra: {
              redirect_browser_to: 'http://localhost:3000/api/auth/self-service/login/browser?refresh=true',
            },
          }),
        ),
        answer(200, settingsFlow({ id: 's1', state: 'success' })),
      ),
      [ROUTES.loginInit]: answer(
        200,
        loginFlow({ id: 'refresh-1', refresh: { identifier: 'ada@example.com' } }),
      ),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson() }),
      [ROUTES.logoutInit]: answer(200, { logout_url: 'x', logout_token: 'ory_lo_abc' }),
      [ROUTES.logout]: () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/auth/reset-password?flow=s1');
    await choose('new-brand-voice-2026');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    fireEvent.change(await within(dialog).findByLabelText('Password'), {
      target: { value: 'old-brand-voice-2025' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login'));
    expect(stub.find(...pathOf(ROUTES.loginInit))[0]?.query.get('refresh')).toBe('true');
    expect(stub.find(...pathOf(ROUTES.loginSubmit))[0]?.body).toMatchObject({
      method: 'password',
      identifier: 'ada@example.com',
      password: await sha256Hex('old-brand-voice-2025'),
    });
    expect(stub.find(...pathOf(ROUTES.settingsSubmit))).toHaveLength(2);
  });

  it('sends a recovered user with a second factor to /auth/mfa?password=true first', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(403, errorBody(403, { id: 'session_aal2_required' })),
      [ROUTES.settingsGet]: answer(403, errorBody(403, { id: 'session_aal2_required' })),
      [ROUTES.loginInit]: answer(200, loginFlow({ aal2: { totp: true } })),
    });
    const { router } = renderApp('/auth/reset-password?flow=s1');
    await waitFor(() =>
      expect(currentUrl(router)).toMatch(
        /^\/auth\/mfa\?return_to=%2Fauth%2Freset-password%3Fflow%3Ds1&password=true/,
      ),
    );
  });

  it('sends a visitor without a session to login (session_inactive)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.settingsInit]: answer(401, errorBody(401, { id: 'session_inactive' })),
      [ROUTES.loginInit]: answer(200, loginFlow()),
    });
    const { router } = renderApp('/auth/reset-password');
    await waitFor(() =>
      expect(currentUrl(router)).toMatch(/^\/auth\/login\?return_to=%2Fauth%2Freset-password/),
    );
  });

  it("shows 'Password reset flow initialization failed' when no flow can be started", async () => {
    stubIdentityServer({
      ...recoveredSession(),
      [ROUTES.settingsGet]: answer(500, errorBody(500)),
      [ROUTES.settingsInit]: answer(500, errorBody(500)),
    });
    renderApp('/auth/reset-password?flow=s1');
    expect(await screen.findByText('Password reset flow initialization failed')).toBeTruthy();
  });
});
