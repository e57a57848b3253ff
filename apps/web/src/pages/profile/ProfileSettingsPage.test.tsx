import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingAuthTarget } from '../../auth/pendingAuthTarget.ts';
import {
  BACKUP_CODES,
  QR_SRC,
  TOTP_SECRET,
  securitySettingsFlow,
} from '../../identity/settings/test/securityFixtures.ts';
import { CSRF_TOKEN, errorBody, loginFlow, sessionJson, text } from '../../identity/test/fixtures.ts';
import { ROUTES, answer, inTurn, pathOf, stubIdentityServer } from '../../identity/test/identityServer.ts';
import type { StubHandler } from '../../identity/test/identityServer.ts';
import { accountRoutes } from '../../test/accountRoutes.ts';
import { currentUrl, renderApp } from '../../test/renderApp.tsx';

beforeEach(() => {
  usePendingAuthTarget.setState({ pending: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function signedIn(flow: Record<string, unknown>, submit?: StubHandler) {
  return stubIdentityServer({
    ...accountRoutes(),
    [ROUTES.whoami]: answer(200, sessionJson()),
    [ROUTES.settingsInit]: answer(200, flow),
    ...(submit === undefined ? {} : { [ROUTES.settingsSubmit]: submit }),
  });
}

const region = (name: string) => screen.findByRole('region', { name });
const submits = (stub: ReturnType<typeof stubIdentityServer>) => stub.find(...pathOf(ROUTES.settingsSubmit));

describe('/profile/settings, Security', () => {
  it('starts a settings flow and keeps its id in the address, beside the account sections', async () => {
    const stub = signedIn(securitySettingsFlow({ id: 's1' }));
    const { router } = renderApp('/profile/settings?openSubscription=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeTruthy();
    expect(await region('Change password')).toBeTruthy();
    for (const name of ['Profile', 'Notifications', 'Subscription', 'Close account']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.queryByText('This page is not built yet')).toBeNull();
    await waitFor(() => expect(currentUrl(router)).toBe('/profile/settings?openSubscription=true&flow=s1'));
    expect(stub.find(...pathOf(ROUTES.settingsInit))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Linked sign-in providers' })).toBeNull();
  });

  it('changes the password (its digest) and says so; refuses short and common passwords in the browser', async () => {
    const stub = signedIn(securitySettingsFlow(), answer(200, securitySettingsFlow({ state: 'success' })));
    renderApp('/profile/settings');
    const card = within(await region('Change password'));
    const choose = (password: string, confirmation = password) => {
      fireEvent.change(card.getByLabelText('New password'), { target: { value: password } });
      fireEvent.change(card.getByLabelText('Confirm new password'), { target: { value: confirmation } });
      fireEvent.click(card.getByRole('button', { name: 'Change password' }));
    };
    choose('short');
    expect(await card.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    choose('password123');
    expect(await card.findByText(/This password is too common/)).toBeTruthy();
    expect(submits(stub)).toHaveLength(0);
    choose('new-brand-voice-2026');
    expect(await card.findByText('Your password has been changed.')).toBeTruthy();
    expect(submits(stub)[0]?.body).toEqual({
      method: 'password',
      password: await sha256Hex('new-brand-voice-2026'),
      csrf_token: CSRF_TOKEN,
    });
    expect(card.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it('shows the server’s password refusal at the field', async () => {
    signedIn(
      securitySettingsFlow(),
      answer(
        400,
        securitySettingsFlow({
          passwordMessages: [text(4000034, 'The password has been found in data breaches.', 'error')],
        }),
      ),
    );
    renderApp('/profile/settings');
    const card = within(await region('Change password'));
    fireEvent.change(card.getByLabelText('New password'), { target: { value: 'new-brand-voice-2026' } });
    fireEvent.change(card.getByLabelText('Confirm new password'), {
      target: { value: 'new-brand-voice-2026' },
    });
    fireEvent.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('The password has been found in data breaches.')).toBeTruthy();
  });

  it('enrols an authenticator app: QR code, secret key, a wrong code at the field, then on', async () => {
    const stub = signedIn(
      securitySettingsFlow({ totp: 'enrol' }),
      inTurn(
        answer(
          400,
          securitySettingsFlow({
            totp: 'enrol',
            totpCodeMessages: [
              text(4000020, 'The provided authentication code is invalid, please try again.', 'error'),
            ],
          }),
        ),
        answer(200, securitySettingsFlow({ state: 'success', totp: 'enrolled' })),
      ),
    );
    renderApp('/profile/settings');
    const card = within(await region('Two-factor authentication'));
    expect(card.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toBe(
      QR_SRC,
    );
    expect(card.getByLabelText('Secret key').textContent).toBe(TOTP_SECRET);
    const code = card.getByLabelText('Authentication code');
    fireEvent.click(card.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await card.findByText('Enter the code your authenticator app shows.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(card.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    // 4000020 is a product id, so the product's wording shows next to the field.
    expect(card.getByText('Invalid verification code.')).toBeTruthy();
    fireEvent.change(card.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(card.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await card.findByText('Two-factor authentication is on')).toBeTruthy();
    expect(card.getByText('Your changes have been saved!')).toBeTruthy();
    expect(submits(stub).map((request) => request.body)).toEqual([
      { method: 'totp', totp_code: '000000', csrf_token: CSRF_TOKEN },
      { method: 'totp', totp_code: '123456', csrf_token: CSRF_TOKEN },
    ]);
  });

  it('turns the authenticator app off', async () => {
    const stub = signedIn(
      securitySettingsFlow({ totp: 'enrolled' }),
      answer(200, securitySettingsFlow({ state: 'success', totp: 'enrol' })),
    );
    renderApp('/profile/settings');
    const card = within(await region('Two-factor authentication'));
    expect(card.getByText('Two-factor authentication is on')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await card.findByRole('button', { name: 'Turn on two-factor authentication' })).toBeTruthy();
    expect(submits(stub)[0]?.body).toEqual({ method: 'totp', totp_unlink: true, csrf_token: CSRF_TOKEN });
  });

  it('generates backup codes, shows them and confirms them', async () => {
    const stub = signedIn(
      securitySettingsFlow({ lookup: 'none' }),
      inTurn(
        answer(200, securitySettingsFlow({ lookup: 'regenerated' })),
        answer(200, securitySettingsFlow({ state: 'success', lookup: 'saved' })),
      ),
    );
    renderApp('/profile/settings');
    const card = within(await region('Backup codes'));
    fireEvent.click(card.getByRole('button', { name: 'Generate backup codes' }));
    const list = await card.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    fireEvent.click(card.getByRole('button', { name: 'I have saved these codes' }));
    expect(await card.findByText('Backup codes are on')).toBeTruthy();
    expect(card.queryByRole('list', { name: 'Backup codes' })).toBeNull();
    expect(submits(stub).map((request) => request.body)).toEqual([
      { method: 'lookup_secret', lookup_secret_regenerate: true, csrf_token: CSRF_TOKEN },
      { method: 'lookup_secret', lookup_secret_confirm: true, csrf_token: CSRF_TOKEN },
    ]);
  });

  it('reveals saved backup codes (used ones marked) and turns them off', async () => {
    const stub = signedIn(
      securitySettingsFlow({ lookup: 'saved' }),
      inTurn(
        answer(200, securitySettingsFlow({ lookup: 'revealed' })),
        answer(200, securitySettingsFlow({ state: 'success', lookup: 'none' })),
      ),
    );
    renderApp('/profile/settings');
    const card = within(await region('Backup codes'));
    fireEvent.click(card.getByRole('button', { name: 'Show backup codes' }));
    const list = await card.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Used', ...BACKUP_CODES.slice(1)]);
    fireEvent.click(card.getByRole('button', { name: 'Turn off backup codes' }));
    expect(await card.findByRole('button', { name: 'Generate backup codes' })).toBeTruthy();
    expect(submits(stub).map((request) => request.body)).toEqual([
      { method: 'lookup_secret', lookup_secret_reveal: true, csrf_token: CSRF_TOKEN },
      { method: 'lookup_secret', lookup_secret_disable: true, csrf_token: CSRF_TOKEN },
    ]);
  });

  it('links and unlinks sign-in providers from the flow’s oidc nodes', async () => {
    const providers = [
      { id: 'google', label: 'Google', linked: true },
      { id: 'github', label: 'GitHub', linked: false },
    ];
    const stub = signedIn(
      securitySettingsFlow({ providers }),
      answer(200, securitySettingsFlow({ state: 'success', providers: providers.slice(1) })),
    );
    renderApp('/profile/settings');
    const card = within(await region('Linked sign-in providers'));
    expect(card.getByRole('button', { name: 'Link GitHub' })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(card.queryByRole('button', { name: 'Unlink Google' })).toBeNull());
    expect(submits(stub)[0]?.body).toEqual({ method: 'oidc', unlink: 'google', csrf_token: CSRF_TOKEN });
  });

  it('re-authenticates in the step-up dialog when the session is no longer privileged, then repeats', async () => {
    const routes = stubIdentityServer({
      [ROUTES.whoami]: answer(200, sessionJson()),
      [ROUTES.settingsInit]: answer(200, securitySettingsFlow({ totp: 'enrol' })),
      [ROUTES.settingsSubmit]: inTurn(
        answer(403, errorBody(403, { id: 'session_refresh_required' })),
        answer(200, securitySettingsFlow({ state: 'success', totp: 'enrolled' })),
      ),
      [ROUTES.loginInit]: answer(
        200,
        loginFlow({ id: 'refresh-1', refresh: { identifier: 'ada@example.com' } }),
      ),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson() }),
    });
    renderApp('/profile/settings');
    const card = within(await region('Two-factor authentication'));
    fireEvent.change(card.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(card.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    fireEvent.change(await within(dialog).findByLabelText('Password'), {
      target: { value: 'old-brand-voice-2025' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await card.findByText('Two-factor authentication is on')).toBeTruthy();
    expect(routes.find(...pathOf(ROUTES.loginInit))[0]?.query.get('refresh')).toBe('true');
    expect(submits(routes).map((request) => request.body)).toEqual([
      { method: 'totp', totp_code: '123456', csrf_token: CSRF_TOKEN },
      { method: 'totp', totp_code: '123456', csrf_token: CSRF_TOKEN },
    ]);
  });
});
