import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import {
  CSRF_TOKEN,
  NO_SESSION_BODY,
  errorBody,
  recoveryFlow,
  settingsFlow,
  text,
} from '../../identity/test/fixtures.ts';
import { ROUTES, answer, inTurn, pathOf, stubIdentityServer } from '../../identity/test/identityServer.ts';
import { currentUrl, renderApp } from '../../test/renderApp.tsx';

const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const requestCode = async (email: string) => {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
};

const enterCode = async (code: string) => {
  fireEvent.change(await screen.findByLabelText('Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('/auth/forgot-password and /recovery', () => {
  it('goes from the e-mail step to the code step to the new password', async () => {
    const stub = stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryInit]: answer(200, recoveryFlow({ id: 'r1' })),
      [ROUTES.recoverySubmit]: inTurn(
        answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
        answer(
          200,
          recoveryFlow({
            id: 'r1',
            state: 'passed_challenge',
            continueWith: [
              {
                action: 'show_settings_ui',
                flow: { id: 's1', url: `${ORIGIN}/auth/reset-password?flow=s1` },
              },
            ],
          }),
        ),
      ),
      [ROUTES.settingsGet]: answer(200, settingsFlow({ id: 's1' })),
    });
    const { router } = renderApp('/auth/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    await requestCode('ada@example.com');
    expect(await screen.findByText(/An email containing a recovery code has been sent/)).toBeTruthy();
    await enterCode('123456');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/reset-password?flow=s1'));
    const [emailStep, codeStep] = stub.find(...pathOf(ROUTES.recoverySubmit));
    expect(emailStep?.body).toEqual({ method: 'code', email: 'ada@example.com', csrf_token: CSRF_TOKEN });
    expect(codeStep?.body).toEqual({ method: 'code', code: '123456', csrf_token: CSRF_TOKEN });
  });

  it('follows a 422 towards the settings flow (Kratos without continue_with)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryGet]: answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
      [ROUTES.recoverySubmit]: answer(
        422,
        errorBody(422, {
          id: 'browser_location_change_required',
          extra: { redirect_browser_to: `${ORIGIN}/profile/settings?flow=s7` },
        }),
      ),
      [ROUTES.settingsGet]: answer(200, settingsFlow({ id: 's7' })),
    });
    const { router } = renderApp('/recovery?flow=r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recover your account' })).toBeTruthy();
    await enterCode('123456');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/reset-password?flow=s7'));
  });

  it('shows a wrong code at the field, and resends with the e-mail only', async () => {
    const stub = stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryGet]: answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
      [ROUTES.recoverySubmit]: inTurn(
        answer(
          200,
          recoveryFlow({
            id: 'r1',
            state: 'sent_email',
            messages: [
              text(
                4060006,
                'The recovery code is invalid or has already been used. Please try again.',
                'error',
              ),
            ],
          }),
        ),
        answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
      ),
    });
    renderApp('/auth/forgot-password?flow=r1');
    await enterCode('999999');
    expect(
      await screen.findByText('The recovery code is invalid or has already been used. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.recoverySubmit))[1]?.body).toEqual({
      method: 'code',
      email: 'ada@example.com',
      csrf_token: CSRF_TOKEN,
    });
  });

  it("shows 'Invalid recovery code' and 'Recovery failed' when the server explains nothing", async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryInit]: answer(200, recoveryFlow({ id: 'r1' })),
      [ROUTES.recoverySubmit]: inTurn(
        answer(502, null),
        answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
        answer(400, recoveryFlow({ id: 'r1', state: 'sent_email', messages: [] })),
      ),
    });
    renderApp('/auth/forgot-password');
    await requestCode('ada@example.com');
    expect(await screen.findByText('Recovery failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await enterCode('123456');
    expect(await screen.findByText('Invalid recovery code')).toBeTruthy();
  });

  it('adopts the new flow a CSRF failure leads to (fetch follows the 303)', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryGet]: answer(200, recoveryFlow({ id: 'r1', state: 'sent_email' })),
      [ROUTES.recoverySubmit]: answer(
        200,
        recoveryFlow({
          id: 'r2',
          messages: [
            text(4000001, 'The request was submitted too often. Please request another code.', 'error', {
              reason: 'x',
            }),
          ],
        }),
      ),
    });
    const { router } = renderApp('/auth/forgot-password?flow=r1');
    await enterCode('123456');
    expect(
      await screen.findByText('The request was submitted too often. Please request another code.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/forgot-password?flow=r2'));
  });

  it("shows 'Recovery flow initialization failed' when no flow can be started", async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.recoveryInit]: answer(500, errorBody(500)),
    });
    renderApp('/recovery');
    expect(await screen.findByText('Recovery flow initialization failed')).toBeTruthy();
  });
});
