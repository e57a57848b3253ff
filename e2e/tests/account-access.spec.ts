import { expect, test } from '@playwright/test';
import { runAdmin } from './adminHelpers.ts';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const PASSWORD = 'brand-voice-2026';

test('an account set to NONE by the administrator lands on /subscription-required, and PREMIUM brings it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('no-plan');
  await registerThroughApi(page.request, email, PASSWORD);
  await page.goto('/library/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

  expect(await runAdmin('set-level', email, 'NONE')).toContain('has been notified');
  await page.goto('/library/guides');
  await expect(page).toHaveURL(/\/subscription-required$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeVisible();
  await expect(page).toHaveTitle('Write the Tone | Subscription Required');
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByRole('row', { name: /No plan/ })).toHaveAttribute('aria-current', 'true');
  // The limits are this installation's (serve.ts sets PLAN_LIMIT_PREMIUM_PROMPTS=3), not the defaults.
  await expect(plans.getByRole('row', { name: /^Premium/ }).getByRole('cell')).toHaveText([
    '25',
    '25',
    '3',
    'Included',
  ]);
  await expect(plans.getByText(`npm run wtt -- admin set-level ${email} PREMIUM`)).toBeVisible();
  // Features need a plan: the bell and the assistant are off, there is no Create button.
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Toggle assistant' })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Create' })).toHaveCount(0);
  // The profile stays open, so the user can see the plans there too.
  await page.goto('/profile/settings?openSubscription=true');
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByText('No plan', { exact: true }),
  ).toBeVisible();
  await page.goto('/editor');
  await expect(page).toHaveURL(/\/subscription-required$/);
  await checkBothModes(page, 'subscription-required');

  expect(await runAdmin('set-level', email, 'PREMIUM')).toContain('has been notified');
  await page.goto('/library/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
});

test('closing the account from the settings leads to /account-closed, and nothing else opens', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('closer');
  await registerThroughApi(page.request, email, PASSWORD);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'Close account' });
  await section.getByRole('button', { name: 'Close account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account' });
  const confirm = dialog.getByRole('button', { name: 'Close account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await checkBothModes(page, 'close-account-dialog', {
    reopen: async () => {
      if (await dialog.isVisible()) return;
      await section.getByRole('button', { name: 'Close account…' }).click();
      await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
    },
    beforeSwitch: async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  });
  if (!(await dialog.isVisible())) {
    await section.getByRole('button', { name: 'Close account…' }).click();
    await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
  }
  // A fresh registration is a recent sign-in: no password needed again.
  await confirm.click();
  await expect(page).toHaveURL(/\/account-closed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account closed' })).toBeVisible();
  await expect(page.getByText(`npm run wtt -- admin reopen ${email}`)).toBeVisible();

  for (const path of ['/library/guides', '/profile/settings', '/subscription-required']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account-closed$/);
  }
  // The server refuses the closed account's calls too.
  expect((await page.request.get('/api/text/tones-of-voice')).status()).toBe(403);
  await checkBothModes(page, 'account-closed');

  // The administrator reopens it; the library opens again.
  expect(await runAdmin('reopen', email)).toContain(email);
  await page.goto('/library/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

  // Closed by the administrator: the open app is sent to /account-closed at the next page.
  await runAdmin('close', email);
  await page.goto('/profile/overview');
  await expect(page).toHaveURL(/\/account-closed$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
