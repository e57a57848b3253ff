import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import {
  CSRF_TOKEN,
  NO_SESSION_BODY,
  errorBody,
  sessionJson,
  text,
  verificationFlow,
} from '../../identity/test/fixtures.ts';
import { ROUTES, answer, inTurn, pathOf, stubIdentityServer } from '../../identity/test/identityServer.ts';
import { currentUrl, renderApp } from '../../test/renderApp.tsx';

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const submitCode = async (code: string) => {
  fireEvent.change(await screen.findByLabelText('Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('/auth/verify', () => {
  it('verifies the code of a flow from the registration and continues to the library', async () => {
    const stub = stubIdentityServer({
      [ROUTES.whoami]: answer(200, sessionJson()),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1' })),
      [ROUTES.verificationSubmit]: answer(200, verificationFlow({ id: 'v1', state: 'passed_challenge' })),
    });
    const { router } = renderApp('/auth/verify?flow=v1');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await submitCode('482913');
    expect(await screen.findByText('You successfully verified your email address.')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.verificationSubmit))[0]?.body).toEqual({
      method: 'code',
      code: '482913',
      csrf_token: CSRF_TOKEN,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/library/guides'));
  });

  it('continues to login when the verification happened without a session', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1', state: 'passed_challenge' })),
    });
    const { router } = renderApp('/auth/verify?flow=v1');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login'));
  });

  it("shows a wrong code at the field with the product's words (4000020)", async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1' })),
      [ROUTES.verificationSubmit]: answer(
        200,
        verificationFlow({
          id: 'v1',
          messages: [text(4000020, 'The verification code is invalid.', 'error')],
        }),
      ),
    });
    renderApp('/auth/verify?flow=v1');
    await submitCode('111111');
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('resends the code: an empty code with the e-mail address', async () => {
    const stub = stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1' })),
      [ROUTES.verificationSubmit]: answer(200, verificationFlow({ id: 'v1' })),
    });
    renderApp('/auth/verify?flow=v1');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeTruthy();
    expect(stub.find(...pathOf(ROUTES.verificationSubmit))[0]?.body).toEqual({
      method: 'code',
      code: '',
      email: 'ada@example.com',
      csrf_token: CSRF_TOKEN,
    });
  });

  it("shows 'Failed to resend verification code' when resending fails", async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1' })),
      [ROUTES.verificationSubmit]: answer(503, errorBody(503)),
    });
    renderApp('/auth/verify?flow=v1');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend verification code')).toBeTruthy();
  });

  it('moves to the new flow the server names after a 410', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: (request) =>
        answer(
          200,
          request.query.get('id') === 'v2'
            ? verificationFlow({
                id: 'v2',
                messages: [text(4070005, 'The verification code has expired.', 'error')],
              })
            : verificationFlow({ id: 'v1' }),
        )(request),
      [ROUTES.verificationSubmit]: answer(
        410,
        errorBody(410, { id: 'self_service_flow_expired', extra: { use_flow_id: 'v2' } }),
      ),
    });
    const { router } = renderApp('/auth/verify?flow=v1');
    await submitCode('482913');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/verify?flow=v2'));
    expect(await screen.findByText('The verification code has expired.')).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please try again.')).toBeTruthy();
  });

  it('replaces the stored flow with the one a 400 returns', async () => {
    stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationGet]: answer(200, verificationFlow({ id: 'v1' })),
      [ROUTES.verificationSubmit]: answer(
        400,
        verificationFlow({
          id: 'v1',
          codeMessages: [text(4000002, 'Property code is missing.', 'error', { property: 'code' })],
        }),
      ),
    });
    renderApp('/auth/verify?flow=v1');
    await submitCode(' ');
    expect(await screen.findByText('Enter the code from the email.')).toBeTruthy();
    await submitCode('12');
    expect(await screen.findByText('Property code is missing.')).toBeTruthy();
  });

  it('starts a new flow with the e-mail step, and reports a failed start', async () => {
    const stub = stubIdentityServer({
      [ROUTES.whoami]: answer(401, NO_SESSION_BODY),
      [ROUTES.verificationInit]: inTurn(
        answer(500, errorBody(500, { reason: 'mail is not configured' })),
        answer(200, verificationFlow({ id: 'v9', state: 'choose_method' })),
      ),
      [ROUTES.verificationSubmit]: answer(200, verificationFlow({ id: 'v9', address: 'grace@example.com' })),
    });
    const { router } = renderApp('/auth/verify');
    expect(await screen.findByText('Verification flow initialization failed')).toBeTruthy();
    expect(screen.getByText('mail is not configured')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/verify?flow=v9');
    expect(stub.find(...pathOf(ROUTES.verificationSubmit))[0]?.body).toEqual({
      method: 'code',
      code: '',
      email: 'grace@example.com',
      csrf_token: CSRF_TOKEN,
    });
  });
});
