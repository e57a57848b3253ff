import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const ORIGIN = 'http://localhost:3000';
const AAL2_REQUIRED = errorBody(403, {
  id: 'session_aal2_required',
  reason: 'An active session was found but it does not fulfill the Authenticator Assurance Level.',
});

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/auth/mfa', () => {
  it('asks for the authenticator code in an aal=aal2 flow and then goes to return_to', async () => {
    const server = stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(403, AAL2_REQUIRED), answer(200, sessionJson({ aal: 'aal2' }))),
      [ROUTES.loginInit]: answer(200, loginFlow({ aal2: { totp: true } })),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson({ aal: 'aal2' }) }),
    });
    const { router } = renderApp('/auth/mfa?return_to=%2Fbuilder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeTruthy();
    expect(await screen.findByText('Please complete the second authentication challenge.')).toBeTruthy();
    const init = server.find(...pathOf(ROUTES.loginInit))[0];
    expect(init?.query.get('aal')).toBe('aal2');
    expect(init?.query.get('return_to')).toBe(`${ORIGIN}/builder`);
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/builder'));
    expect(server.find(...pathOf(ROUTES.loginSubmit))[0]?.body).toEqual({
      method: 'totp',
      totp_code: '123456',
      csrf_token: CSRF_TOKEN,
    });
  });

  it('shows a wrong code at the field, and requires a code at all', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(403, AAL2_REQUIRED),
      [ROUTES.loginInit]: answer(200, loginFlow({ aal2: { totp: true } })),
      [ROUTES.loginSubmit]: answer(
        400,
        loginFlow({
          aal2: { totp: true },
          messages: [text(4000020, 'The provided authentication code is invalid.', 'error')],
        }),
      ),
    });
    renderApp('/auth/mfa');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const input = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid verification code.')).toBeTruthy();
  });

  it('switches to a backup code when the account has both', async () => {
    const server = stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(403, AAL2_REQUIRED), answer(200, sessionJson({ aal: 'aal2' }))),
      [ROUTES.loginInit]: answer(200, loginFlow({ aal2: { totp: true, lookup: true } })),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson({ aal: 'aal2' }) }),
    });
    const { router } = renderApp('/auth/mfa');
    fireEvent.click(await screen.findByRole('radio', { name: 'Backup code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Backup code' }), {
      target: { value: ' k3j9x2qa ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/library/guides'));
    expect(server.find(...pathOf(ROUTES.loginSubmit))[0]?.body).toEqual({
      method: 'lookup_secret',
      lookup_secret: 'k3j9x2qa',
      csrf_token: CSRF_TOKEN,
    });
  });

  it('explains the step during password recovery and returns to the new password', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: inTurn(answer(403, AAL2_REQUIRED), answer(200, sessionJson({ aal: 'aal2' }))),
      [ROUTES.loginInit]: answer(200, loginFlow({ aal2: { totp: true } })),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson({ aal: 'aal2' }) }),
      [ROUTES.settingsGet]: answer(200, settingsFlow({ id: 's1' })),
    });
    const { router } = renderApp('/auth/mfa?return_to=%2Fauth%2Freset-password%3Fflow%3Ds1&password=true');
    expect(
      await screen.findByText('Before you choose a new password, confirm it’s you with your second factor.'),
    ).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/reset-password?flow=s1'));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('sends a visitor without any session to login (session_aal1_required)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.loginInit]: answer(401, errorBody(401, { id: 'session_aal1_required' })),
    });
    const { router } = renderApp('/auth/mfa');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login?return_to=%2Fauth%2Fmfa'));
  });
});
