import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, loginFlow, sessionJson } from '../identity/test/fixtures.ts';
import { ROUTES } from '../identity/test/identityServer.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer, inTurn } from '../test/fetchStub.ts';
import { currentUrl } from '../test/renderApp.tsx';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';
import { confirmsAddress } from './CloseAccountSection.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog() {
  const section = within(await screen.findByRole('region', { name: 'Close account' }));
  fireEvent.click(await section.findByRole('button', { name: 'Close account…' }));
  return within(await screen.findByRole('dialog', { name: 'Close your account' }));
}

describe('closing the account', () => {
  it('needs the address typed again, asks for the password when the sign-in is old, then shows account-closed', async () => {
    const api = serveAccount({
      [ACCOUNT_ROUTES.close]: inTurn(
        answer(403, errorBody(403, { id: 'session_refresh_required' })),
        answer(200, { closed: true }),
      ),
      [ROUTES.loginInit]: answer(
        200,
        loginFlow({ id: 'refresh-1', refresh: { identifier: 'ada@example.com' } }),
      ),
      [ROUTES.loginSubmit]: answer(200, { session: sessionJson() }),
    });
    const { router } = await renderAccountScreen('/profile/settings', 'Settings');
    const dialog = await openDialog();
    const closeButton = dialog.getByRole('button', { name: 'Close account' });
    expect(closeButton.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dialog.getByLabelText('Type your e-mail address to confirm'), {
      target: { value: 'someone@else.org' },
    });
    expect(closeButton.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dialog.getByLabelText('Type your e-mail address to confirm'), {
      target: { value: ' ADA@example.com ' },
    });
    fireEvent.click(closeButton);

    const stepUp = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    fireEvent.change(await stepUp.findByLabelText('Password'), { target: { value: 'brand-voice-2026' } });
    fireEvent.click(stepUp.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/account-closed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account closed' })).toBeTruthy();
    expect(api.calls(ACCOUNT_ROUTES.close).map((call) => call.body)).toEqual([
      { confirm: 'ada@example.com' },
      { confirm: 'ada@example.com' },
    ]);
    // No toast and no upgrade dialog for the step-up.
    expect(screen.queryByRole('dialog', { name: 'Upgrade required' })).toBeNull();
    expect(screen.queryByText('You do not have permission to perform this action.')).toBeNull();
  });

  it('cancels without closing anything', async () => {
    const api = serveAccount();
    await renderAccountScreen('/profile/settings', 'Settings');
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close your account' })).toBeNull());
    expect(api.calls(ACCOUNT_ROUTES.close)).toHaveLength(0);
  });

  it('compares addresses whatever their case and spaces', () => {
    expect(confirmsAddress(' Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(confirmsAddress('ada@example.co', 'ada@example.com')).toBe(false);
    expect(confirmsAddress('', '')).toBe(false);
  });
});
