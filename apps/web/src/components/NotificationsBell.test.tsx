import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountNotification } from '@wtt/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../api/test/fixtures.ts';
import { sessionJson } from '../identity/test/fixtures.ts';
import { ROUTES } from '../identity/test/identityServer.ts';
import { ACCOUNT_ROUTES, accountRoutes } from '../test/accountRoutes.ts';
import { answer, inTurn, stubFetch } from '../test/fetchStub.ts';
import { currentUrl, renderApp } from '../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

/** Ten unread notifications, one a minute apart from an hour ago on (the newest 50 minutes ago). */
function tenUnread(): AccountNotification[] {
  return Array.from({ length: 10 }, (_, index) =>
    notification({
      id: `b4c5d6e7-f8a9-4b0c-8d1e-2f3a4b5c6d${String(index).padStart(2, '0')}`,
      text: `Notification ${index + 1}`,
      timestamp: new Date(Date.now() - (60 - index) * MINUTE).toISOString(),
      link: null,
    }),
  );
}

function serve(list: ReturnType<typeof answer>, routes: Parameters<typeof accountRoutes>[0] = {}) {
  return stubFetch({
    ...accountRoutes({ [ACCOUNT_ROUTES.notifications]: list, ...routes }),
    [ROUTES.whoami]: answer(200, sessionJson()),
  });
}

/** The badge's text, or null when it is not shown. */
const badgeText = (): string | null =>
  screen.getByTestId('notifications-badge').querySelector('.mantine-Indicator-indicator')?.textContent ??
  null;

const bell = () => screen.findByRole('button', { name: 'Notifications' });

async function openPopup() {
  fireEvent.click(await bell());
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

describe('the notifications bell', () => {
  it("shows '9+' for ten unread, and the latest three with relative times, newest first", async () => {
    serve(answer(200, { notifications: tenUnread() }));
    renderApp('/library/guides');
    await waitFor(() => expect(badgeText()).toBe('9+'));
    expect((await bell()).getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('10 unread notifications')).toBeTruthy();

    const popup = await openPopup();
    const items = await popup.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Notification/).textContent)).toEqual([
      'Notification 10',
      'Notification 9',
      'Notification 8',
    ]);
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '51m ago',
      '52m ago',
      '53m ago',
    ]);
    expect(popup.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    expect(popup.getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });

  it('marks one as read, then all, and the badge follows', async () => {
    const list = tenUnread();
    const newest = list[9] as AccountNotification;
    const api = serve(
      inTurn(
        answer(200, { notifications: list }),
        answer(200, {
          notifications: list.map((item) => (item.id === newest.id ? { ...item, acknowledged: true } : item)),
        }),
        answer(200, { notifications: list.map((item) => ({ ...item, acknowledged: true })) }),
      ),
      { [ACCOUNT_ROUTES.notificationAction]: answer(200, { acknowledged: 1 }) },
    );
    renderApp('/library/guides');
    const popup = await openPopup();
    const first = (await popup.findAllByRole('listitem'))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(first).queryByRole('button', { name: 'Mark as read' })).toBeNull());
    expect(badgeText()).toBe('9');

    fireEvent.click(popup.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(popup.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0));
    expect(badgeText()).toBeNull();
    expect(api.calls(ACCOUNT_ROUTES.notificationAction).map((call) => call.body)).toEqual([
      { action: 'acknowledge', notificationId: newest.id },
      { action: 'acknowledgeAll' },
    ]);
  });

  it("says 'No notifications' when there are none, and See all opens the notifications page", async () => {
    serve(answer(200, { notifications: [] }));
    const { router } = renderApp('/library/guides');
    const popup = await openPopup();
    expect(await popup.findByText('No notifications')).toBeTruthy();
    expect(popup.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(popup.getByRole('link', { name: 'See all' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/profile/notifications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
  });

  it('loads the list again on opening only when it is older than five minutes', async () => {
    const api = serve(answer(200, { notifications: tenUnread() }));
    renderApp('/library/guides');
    await waitFor(() => expect(api.calls(ACCOUNT_ROUTES.notifications)).toHaveLength(1));
    const popup = await openPopup();
    await popup.findAllByRole('listitem');
    fireEvent.click(await bell());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(api.calls(ACCOUNT_ROUTES.notifications)).toHaveLength(1);

    const later = Date.now() + 5 * MINUTE + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await openPopup();
    await waitFor(() => expect(api.calls(ACCOUNT_ROUTES.notifications)).toHaveLength(2));
  });

  it('asks nothing and opens nothing for an account without a plan', async () => {
    const api = serve(answer(200, { notifications: tenUnread() }), {
      [ACCOUNT_ROUTES.profile]: answer(200, { accountLevel: 'NONE' }),
    });
    renderApp('/subscription-required');
    const button = await bell();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(api.calls(ACCOUNT_ROUTES.notifications)).toHaveLength(0);
    expect(badgeText()).toBeNull();
  });
});
