import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS, notification } from '../../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../../test/accountRoutes.ts';
import { answer, inTurn } from '../../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DELETE_ROUTE = `DELETE /api/account/notifications/${IDS.notification}`;
const built = notification({ timestamp: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() });
const planChanged = notification({
  id: IDS.otherNotification,
  text: 'Your plan is now Enterprise.',
  kind: 'LEVEL_CHANGED',
  link: null,
  acknowledged: true,
  timestamp: '2025-03-02T10:00:00.000Z',
});

const list = () => within(screen.getByRole('list', { name: 'All notifications' }));

describe('/profile/notifications', () => {
  it('lists every notification with its time, and marks read and deletes', async () => {
    const api = serveAccount({
      [ACCOUNT_ROUTES.notifications]: inTurn(
        answer(200, { notifications: [planChanged, built] }),
        answer(200, { notifications: [{ ...built, acknowledged: true }, planChanged] }),
        answer(200, { notifications: [planChanged] }),
      ),
      [ACCOUNT_ROUTES.notificationAction]: answer(200, { acknowledged: 1 }),
      [DELETE_ROUTE]: answer(200, { id: IDS.notification }),
    });
    await renderAccountScreen('/profile/notifications', 'Notifications');
    expect(await screen.findByText('2 in all, 1 unread')).toBeTruthy();
    const rows = list().getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['2h ago', 'Mar 2, 2025']);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: built.text });
    expect(link.getAttribute('href')).toBe(`/library/guide/${IDS.guide}`);

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('2 in all, 0 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(
      within(list().getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls(DELETE_ROUTE)).toHaveLength(1);
  });

  it("says 'No notifications' when there are none", async () => {
    serveAccount();
    await renderAccountScreen('/profile/notifications', 'Notifications');
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it("says 'Failed to load notifications' with a retry", async () => {
    serveAccount({ [ACCOUNT_ROUTES.notifications]: answer(500, {}) });
    await renderAccountScreen('/profile/notifications', 'Notifications');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByText('Failed to load notifications').length).toBeGreaterThan(0);
  });
});
