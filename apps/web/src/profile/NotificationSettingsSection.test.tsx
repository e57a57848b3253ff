import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationSettings } from '../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer } from '../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notification settings', () => {
  it('show the three settings and save one at a time', async () => {
    const api = serveAccount({
      [ACCOUNT_ROUTES.updateNotificationSettings]: answer(
        200,
        notificationSettings({ enableNewsletter: false }),
      ),
    });
    await renderAccountScreen('/profile/settings', 'Settings');
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    const newsletter = await section.findByRole<HTMLInputElement>('switch', { name: /^Newsletter/ });
    expect(newsletter.checked).toBe(true);
    expect(section.getByRole<HTMLInputElement>('switch', { name: /^Non-essential e-mails/ }).checked).toBe(
      true,
    );
    expect(
      section.getByRole<HTMLInputElement>('switch', { name: /^Non-essential notifications/ }).checked,
    ).toBe(true);
    fireEvent.click(newsletter);
    await waitFor(() => expect(api.calls(ACCOUNT_ROUTES.updateNotificationSettings)).toHaveLength(1));
    expect(api.calls(ACCOUNT_ROUTES.updateNotificationSettings)[0]?.body).toEqual({
      enableNewsletter: false,
    });
    await waitFor(() => expect(newsletter.checked).toBe(false));
  });

  it("say 'Failed to load notification settings' with a retry", async () => {
    serveAccount({ [ACCOUNT_ROUTES.notificationSettings]: answer(500, {}) });
    await renderAccountScreen('/profile/settings', 'Settings');
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await section.findByText('Failed to load notification settings')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
