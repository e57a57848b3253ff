import { expect, test, type Page } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { gradientPng } from './pngImage.ts';

const PASSWORD = 'brand-voice-2026';

const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile' });
const headerPicture = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).locator('img');

test('profile changes and notification settings persist after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughApi(page.request, uniqueEmail('profile'), PASSWORD);
  await page.goto('/profile/settings');
  const form = profileForm(page);
  await expect(form.getByRole('radio', { name: /^Human/ })).toBeChecked();
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Company size').fill('42');
  await form.getByLabel('Your role', { exact: true }).selectOption({ label: 'Something else' });
  await form.getByLabel('Your role, in your words').fill('Copy chief');
  await form
    .getByLabel('What matters most to you', { exact: true })
    .selectOption({ label: 'Writing faster' });
  await form.getByRole('radio', { name: /^Robot/ }).check();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // The header's initials follow the names.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText('GH');

  const settings = page.getByRole('region', { name: 'Notifications' });
  const newsletter = settings.getByRole('switch', { name: /^Newsletter/ });
  await expect(newsletter).toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/notification-settings') && response.request().method() === 'POST',
  );
  await newsletter.click();
  expect((await saved).status()).toBe(200);
  await expect(newsletter).not.toBeChecked();

  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(form.getByLabel('Company size')).toHaveValue('42');
  await expect(form.getByLabel('Your role, in your words')).toHaveValue('Copy chief');
  await expect(form.getByLabel('What matters most to you', { exact: true })).toHaveValue('SPEED');
  await expect(form.getByRole('radio', { name: /^Robot/ })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: /^Newsletter/ }),
  ).not.toBeChecked();

  // The overview tells the same.
  await page.goto('/profile/overview');
  const who = page.getByRole('region', { name: 'Who you are' });
  await expect(who.getByText('Grace Hopper')).toBeVisible();
  await expect(who.getByText('Copy chief')).toBeVisible();
  await expect(who.getByText('Robot')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Premium', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^1[34] days left$/)).toBeVisible();
  // An empty bar has no width: it is there, not visible.
  await expect(page.getByRole('progressbar', { name: 'Guides: 0 of 25 guides used' })).toBeAttached();
  // The e2e server allows 3 prompts on PREMIUM (serve.ts).
  await expect(page.getByRole('progressbar', { name: 'Prompts: 0 of 3 prompts used' })).toBeAttached();
  await expect(page.getByText('0 of 3 prompts used')).toBeVisible();
  await checkBothModes(page, 'profile-overview');
});

test('a picture upload shows in the header, survives a reload, and can be removed', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughApi(page.request, uniqueEmail('picture'), PASSWORD);
  await page.goto('/profile/settings');
  await expect(headerPicture(page)).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Picture' });
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose a picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: gradientPng(900, 700) });
  await expect(card.getByText('portrait.png')).toBeVisible();
  await card.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();

  // The header shows the server's re-encoded picture (512 px at most), decoded by the browser.
  await expect(headerPicture(page)).toHaveAttribute('src', /^blob:/);
  const size = await headerPicture(page).evaluate((image: HTMLImageElement) =>
    image.decode().then(() => [image.naturalWidth, image.naturalHeight]),
  );
  expect(size).toEqual([512, 398]);
  await page.reload();
  await expect(headerPicture(page)).toHaveAttribute('src', /^blob:/);

  // Not an image: refused in place, the picture stays.
  const chooserAgain = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose another picture' }).click();
  await (
    await chooserAgain
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(card.getByText('Choose a PNG, JPEG, WebP, GIF or AVIF image.')).toBeVisible();
  await expect(headerPicture(page)).toHaveAttribute('src', /^blob:/);

  await page.goto('/profile/settings?openSubscription=true');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByRole('table', { name: 'Plans' })).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Hide plans' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await checkBothModes(page, 'profile-settings');

  await page.getByRole('region', { name: 'Picture' }).getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('dialog', { name: 'Remove picture' }).getByRole('button', { name: 'Remove' }).click();
  await expect(headerPicture(page)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Picture' }).getByRole('button', { name: 'Choose a picture' }),
  ).toBeVisible();
  await expect(headerPicture(page)).toHaveCount(0);
});
