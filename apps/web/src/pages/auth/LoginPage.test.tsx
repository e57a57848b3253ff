import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import { browserLocation } from '../../identity/browserLocation.ts';
import {
  CSRF_TOKEN,
  NO_SESSION_BODY,
  errorBody,
  loginAal2Url,
  loginFlow,
  sessionJson,
  text,
} from '../../identity/test/fixtures.ts';
import { ROUTES, answer, inTurn, pathOf, stubIdentityServer } from '../../identity/test/identityServer.ts';
import { currentUrl, renderApp } from '../../test/renderApp.tsx';

const ORIGIN = 'http://localhost:3000';
async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedOutServer(routes: Parameters<typeof stubIdentityServer>[0] = {}) {
  return stubIdentityServer({
    [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
    [ROUTES.loginInit]: answer(200, loginFlow({ oidc: [{ id: 'acme', name: 'Acme ID' }] })),
    ...routes,
  });
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/auth/login', () => {
  it('shows the password form and the providers of the flow, and keeps the flow id in the address', async () => {
    const server = signedOutServer();
    const { router } = renderApp('/auth/login?return_to=%2Feditor%2F42');
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    expect(within(form).getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Acme ID' })).toBeTruthy();
    expect(screen.queryByText('This page is not built yet')).toBeNull();
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/auth/login?return_to=%2Feditor%2F42&flow=login-flow-1'),
    );
    const [init] = server.find(...pathOf(ROUTES.loginInit));
    expect(init?.query.get('return_to')).toBe(`${ORIGIN}/editor/42`);
    expect(new Headers(init?.init.headers).get('Accept')).toBe('application/json');
    expect(init?.init.credentials).toBe('include');
  });

  it('checks the input in the browser before sending anything', async () => {
    const server = signedOutServer();
    renderApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await fillAndSubmit('ada@example.com', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    await fillAndSubmit('ada@example.com', 'password123');
    expect(
      await screen.findByText(
        'This password is too common and easy to guess. Please choose a different one.',
      ),
    ).toBeTruthy();
    expect(server.find(...pathOf(ROUTES.loginSubmit))).toHaveLength(0);
  });

  it('sends the SHA-256 digest of the password, never the password', async () => {
    const server = signedOutServer({
      [ROUTES.loginSubmit]: answer(
        400,
        loginFlow({
          messages: [
            text(4000006, 'The provided credentials are invalid, check for spelling mistakes.', 'error'),
          ],
        }),
      ),
    });
    renderApp('/auth/login');
    await fillAndSubmit(' ada@example.com ', 'brand-voice-2026');
    expect(
      await screen.findByText(
        'The provided credentials are invalid. Please check your email address and password.',
      ),
    ).toBeTruthy();
    const [submit] = server.find(...pathOf(ROUTES.loginSubmit));
    expect(submit?.query.get('flow')).toBe('login-flow-1');
    expect(submit?.body).toEqual({
      method: 'password',
      identifier: 'ada@example.com',
      password: await sha256Hex('brand-voice-2026'),
      csrf_token: CSRF_TOKEN,
    });
    expect(JSON.stringify(submit?.body)).not.toContain('brand-voice-2026');
  });

  it('shows the lockout messages word for word', async () => {
    signedOutServer({
      [ROUTES.loginSubmit]: inTurn(
        answer(400, loginFlow({ messages: [text(4000008, 'Too many attempts', 'error')] })),
        answer(400, loginFlow({ messages: [text(4000007, 'Locked', 'error')] })),
      ),
    });
    renderApp('/auth/login');
    await fillAndSubmit('ada@example.com', 'brand-voice-2026');
    expect(await screen.findByText('Too many failed login attempts. Please try again later.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'brand-voice-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Your account has been locked. Please try again later.')).toBeTruthy();
  });

  it('loads the user and goes to return_to after a successful login', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(401, NO_SESSION_BODY), answer(200, sessionJson())),
      [ROUTES.loginInit]: answer(200, loginFlow()),
      [ROUTES.loginSubmit]: answer(200, {
        session: sessionJson(),
        continue_with: [{ action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/editor/42` }],
      }),
    });
    const { router } = renderApp('/auth/login?return_to=%2Feditor%2F42');
    await fillAndSubmit('ada@example.com', 'brand-voice-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/editor/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit, Match, Analyze' })).toBeTruthy();
    expect(usePendingAuthTarget.getState().pending).toBeNull();
  });

  it('goes to the guides without return_to, and to /library when return_to points at login', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(401, NO_SESSION_BODY), answer(200, sessionJson())),
      [ROUTES.loginInit]: answer(200, loginFlow()),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson(), continue_with: [] }),
    });
    const { router } = renderApp('/auth/login?return_to=%2Fauth%2Flogin%3Freturn_to%3D%2Fx');
    await fillAndSubmit('ada@example.com', 'brand-voice-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/library/guides'));
  });

  it('sends an aal1 login of an account with a second factor to /auth/mfa (422 with aal=aal2)', async () => {
    signedOutServer({
      [ROUTES.loginSubmit]: answer(
        422,
        errorBody(422, {
          id: 'browser_location_change_required',
          reason: 'The browser must go to another page.',
          extra: { redirect_browser_to: loginAal2Url(`${ORIGIN}/wizard`) },
        }),
      ),
      [ROUTES.loginInit]: (request) =>
        answer(
          200,
          request.query.get('aal') === 'aal2'
            ? loginFlow({ id: 'mfa-flow', aal2: { totp: true } })
            : loginFlow(),
        )(request),
    });
    const { router } = renderApp('/auth/login?return_to=%2Fwizard');
    await fillAndSubmit('ada@example.com', 'brand-voice-2026');
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/auth\/mfa\?return_to=%2Fwizard/));
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
  });

  it('sends the browser to the identity provider for OIDC', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const server = signedOutServer({
      [ROUTES.loginSubmit]: answer(
        422,
        errorBody(422, {
          id: 'browser_location_change_required',
          extra: { redirect_browser_to: 'https://id.acme.example/authorize?client_id=wtt' },
        }),
      ),
    });
    renderApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://id.acme.example/authorize?client_id=wtt'),
    );
    expect(server.find(...pathOf(ROUTES.loginSubmit))[0]?.body).toEqual({
      method: 'oidc',
      provider: 'acme',
      csrf_token: CSRF_TOKEN,
    });
  });

  it("shows 'OIDC login failed' when the provider login fails without a message", async () => {
    signedOutServer({ [ROUTES.loginSubmit]: answer(500, errorBody(500, { message: '' })) });
    renderApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    expect(await screen.findByText('OIDC login failed')).toBeTruthy();
  });

  it('shows the time-out banner of error=timeout', async () => {
    signedOutServer();
    renderApp('/auth/login?return_to=%2Ftools%2Fanalyzer&error=timeout');
    expect(await screen.findByText('Your session could not be loaded')).toBeTruthy();
  });

  it('moves an expired flow to the new one and says so', async () => {
    signedOutServer({
      [ROUTES.loginGet]: (request) =>
        request.query.get('id') === 'old'
          ? answer(
              410,
              errorBody(410, { id: 'self_service_flow_expired', extra: { use_flow_id: 'fresh' } }),
            )(request)
          : answer(200, loginFlow({ id: 'fresh' }))(request),
    });
    const { router } = renderApp('/auth/login?flow=old');
    expect(await screen.findByText('Your session has expired. Please try again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login?flow=fresh'));
  });

  it('shows the reason of a CSRF violation and starts a new flow', async () => {
    const server = signedOutServer({
      [ROUTES.loginSubmit]: answer(
        403,
        errorBody(403, {
          id: 'security_csrf_violation',
          reason: 'The HTTP Cookie Header was set and a CSRF token was sent but they do not match.',
        }),
      ),
    });
    renderApp('/auth/login');
    await fillAndSubmit('ada@example.com', 'brand-voice-2026');
    expect(
      await screen.findByText(
        'The HTTP Cookie Header was set and a CSRF token was sent but they do not match.',
      ),
    ).toBeTruthy();
    expect(server.find(...pathOf(ROUTES.loginInit))).toHaveLength(2);
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it('re-authenticates a signed-in user with refresh=true and returns', async () => {
    const server = stubIdentityServer({
      [ROUTES.whoami]: answer(200, sessionJson()),
      [ROUTES.loginInit]: answer(200, loginFlow({ refresh: { identifier: 'ada@example.com' } })),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson() }),
    });
    const { router } = renderApp('/auth/login?refresh=true&return_to=%2Fprofile%2Fsettings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Please confirm this action by verifying that it is you.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'brand-voice-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/profile/settings'));
    expect(server.find(...pathOf(ROUTES.loginInit))[0]?.query.get('refresh')).toBe('true');
    expect(server.find(...pathOf(ROUTES.loginSubmit))[0]?.body).toMatchObject({
      identifier: 'ada@example.com',
    });
  });

  it('picks up a session the server already has (session_already_available)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(401, NO_SESSION_BODY), answer(200, sessionJson())),
      [ROUTES.loginInit]: answer(400, errorBody(400, { id: 'session_already_available' })),
    });
    const { router } = renderApp('/auth/login?return_to=%2Fassistant');
    await waitFor(() => expect(currentUrl(router)).toBe('/assistant'));
  });
});
