import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  latestCode,
  latestMessageId,
  logoutThroughApi,
  registerThroughApi,
  uniqueEmail,
} from './identityHelpers.ts';
import { saveScreenshot } from './screenshots.ts';

const password = 'brand-voice-2026';

async function logOutFromProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
}

async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new user registers, verifies with the mailed code, lands on the library, logs out and in again', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify\?flow=/);

  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code.')).toBeVisible();

  const code = await latestCode(page.request, email);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/library\/guides$/);
  await expect(page).toHaveTitle('Write the Tone | Library');
  await saveScreenshot(page, 'library-after-registration');

  await logOutFromProfileMenu(page);

  await page.goto('/tools/analyzer');
  await expect(page).toHaveURL(/\/auth\/login\?return_to=/);
  await logIn(page, email, 'wrong-password-1');
  await expect(
    page.getByText('The provided credentials are invalid. Please check your email address and password.'),
  ).toBeVisible();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/tools\/analyzer$/);
});

test('a user who forgot the password recovers the account with a mailed code', async ({ page }) => {
  const email = uniqueEmail('grace');
  await registerThroughApi(page.request, email, password);
  await logoutThroughApi(page.request);
  const verificationMail = await latestMessageId(page.request, email);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();

  const code = await latestCode(page.request, email, verificationMail);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?flow=/);

  const newPassword = 'new-brand-voice-2027';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await logIn(page, email, password);
  await expect(
    page.getByText('The provided credentials are invalid. Please check your email address and password.'),
  ).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/library\/guides$/);
});

test('a user enrols TOTP in settings and then needs it at login', async ({ page }) => {
  const email = uniqueEmail('hopper');
  await registerThroughApi(page.request, email, password);

  await page.goto('/profile/settings');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await twoFactor.getByLabel('Secret key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await twoFactor.getByLabel('Authentication code').fill('000000');
  await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(twoFactor.getByText('Invalid verification code.')).toBeVisible();
  await twoFactor.getByLabel('Authentication code').fill(await generate({ secret }));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(twoFactor.getByText('Two-factor authentication is on')).toBeVisible();
  await saveScreenshot(page, 'settings-two-factor-on');

  await logOutFromProfileMenu(page);
  await page.goto('/wizard');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/mfa\?/);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/auth\/mfa\?/);
  await saveScreenshot(page, 'mfa-wrong-code');

  // The enrolment used this period's code; a code cannot be replayed, so give the next period's.
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Authentication code').fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide Wizard' })).toBeVisible();
});
