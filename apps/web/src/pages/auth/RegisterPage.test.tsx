import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import {
  CSRF_TOKEN,
  NO_SESSION_BODY,
  errorBody,
  registrationFlow,
  sessionJson,
  text,
  verificationFlow,
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
});

function server(routes: Parameters<typeof stubIdentityServer>[0] = {}) {
  return stubIdentityServer({
    [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
    [ROUTES.registrationInit]: answer(200, registrationFlow()),
    ...routes,
  });
}

async function fill(email: string, password: string, confirmation = password) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/auth/register', () => {
  it('checks e-mail and password in the browser (4000003, 4000001, 4000002, 4000025)', async () => {
    const stub = server();
    renderApp('/auth/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await fill('ada@', 'short');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    await fill('ada@example.com', 'brand-voice-2026', 'brand-voice-2025');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.registrationSubmit))).toHaveLength(0);
  });

  it('shows the server’s field errors next to the field (4000015)', async () => {
    server({
      [ROUTES.registrationSubmit]: answer(
        400,
        registrationFlow({
          email: 'ada@example.com',
          fieldMessages: { email: [text(4000015, 'exists', 'error')] },
        }),
      ),
    });
    renderApp('/auth/register');
    await fill('ada@example.com', 'brand-voice-2026');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email address is already registered.')).toBeTruthy();
    // Editing the address hides the message about the old one.
    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    expect(screen.queryByText('This email address is already registered.')).toBeNull();
  });

  it("shows 'Registration failed' when the server explains nothing", async () => {
    server({
      [ROUTES.registrationSubmit]: answer(500, errorBody(500, { message: 'Internal Server Error' })),
    });
    renderApp('/auth/register');
    await fill('ada@example.com', 'brand-voice-2026');
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Internal Server Error')).toBeTruthy();
  });

  it('registers with the password digest and continues with the verification flow', async () => {
    const stub = server({
      [ROUTES.registrationSubmit]: answer(200, {
        session: sessionJson(),
        identity: sessionJson().identity,
        continue_with: [
          {
            action: 'show_verification_ui',
            flow: {
              id: 'verify-1',
              verifiable_address: 'ada@example.com',
              url: `${ORIGIN}/auth/verify?flow=verify-1`,
            },
          },
          { action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/library/guides` },
        ],
      }),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'verify-1' })),
    });
    const { router } = renderApp('/auth/register');
    await fill('Ada@Example.com', 'brand-voice-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/verify?flow=verify-1'));
    expect(await screen.findByLabelText('Code')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.registrationSubmit))[0]?.body).toEqual({
      method: 'password',
      traits: { email: 'Ada@Example.com' },
      password: await sha256Hex('brand-voice-2026'),
      csrf_token: CSRF_TOKEN,
    });
  });

  it('goes to the library when there is no verification step but a session', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(401, NO_SESSION_BODY), answer(200, sessionJson())),
      [ROUTES.registrationInit]: answer(200, registrationFlow()),
      [ROUTES.registrationSubmit]: answer(200, { session: sessionJson(), identity: sessionJson().identity }),
    });
    const { router } = renderApp('/auth/register');
    await fill('ada@example.com', 'brand-voice-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/library/guides'));
  });
});
