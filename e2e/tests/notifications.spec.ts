import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from './adminHelpers.ts';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const PASSWORD = 'brand-voice-2026';

const badge = (page: Page) => page.getByTestId('notifications-badge').locator('.mantine-Indicator-indicator');
const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('ten notifications: the bell says 9+, the popup shows the latest three with relative times, mark read, mark all read and see all work', async ({
  page,
}) => {
  // Ten runs of the admin command (each a CLI and a server entry) and four axe runs on a busy machine.
  test.setTimeout(300_000);
  const email = uniqueEmail('bell');
  await registerThroughApi(page.request, email, PASSWORD);
  // The administrator changes the plan ten times; the server makes a LEVEL_CHANGED notification each time.
  const levels = ['ENTERPRISE', 'PREMIUM'] as const;
  for (let change = 0; change < 10; change++) {
    expect(await runAdmin('set-level', email, levels[change % 2] ?? 'PREMIUM')).toContain(
      'has been notified',
    );
  }

  await page.goto('/library/guides');
  await expect(badge(page)).toHaveText('9+');
  await expect(bell(page)).toHaveAccessibleDescription('10 unread notifications');

  // The bell opens from the keyboard, and focus moves into the popup.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeVisible();
  const items = popup(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // The newest first: the last change was back to Premium.
  await expect(items.first()).toContainText('Your plan changed from Enterprise to Premium.');
  for (const time of await items.locator('time').allTextContents()) {
    expect(time).toMatch(/^(Just now|\dm ago)$/);
  }
  await page.keyboard.press('Tab');
  await expect(popup(page).locator(':focus')).toHaveCount(1);
  await checkBothModes(page, 'notifications-popup', {
    reopen: async () => {
      if (!(await popup(page).isVisible())) await bell(page).click();
      await expect(items).toHaveCount(3);
    },
    beforeSwitch: async () => {
      // Escape closes the popup from inside it; a list refresh may have taken the focus from the item.
      await popup(page).focus();
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
    },
  });

  // Mark as read: one fewer unread.
  if (!(await popup(page).isVisible())) await bell(page).click();
  await items.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(items.first().getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(badge(page)).toHaveText('9');
  // Mark all read: no badge left, and it holds after a reload.
  await popup(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(popup(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // See all: the notifications page with all ten.
  await bell(page).click();
  await popup(page).getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(popup(page)).toBeHidden();
  const list = page.getByRole('list', { name: 'All notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('10 in all, 0 unread')).toBeVisible();
  await checkBothModes(page, 'notifications-page');

  // Deleting one takes it away for good.
  await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await page.reload();
  await expect(page.getByRole('list', { name: 'All notifications' }).getByRole('listitem')).toHaveCount(9);
});

test('a new account has no notifications: no badge and the empty text', async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail('quiet'), PASSWORD);
  await page.goto('/library/guides');
  await expect(bell(page)).toBeEnabled();
  await bell(page).click();
  await expect(popup(page).getByText('No notifications')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.goto('/profile/notifications');
  await expect(page.getByText('No notifications')).toBeVisible();
});
