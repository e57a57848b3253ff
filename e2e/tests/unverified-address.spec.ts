import { expect, test, type Page } from '@playwright/test';
import { latestCode, latestMessageId, registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';

const BANNER = 'Your email address is not verified';

/** Presses Tab until the element is focused; fails if it never is (it must be reachable by keyboard). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached with the Tab key`);
}

async function shareCodeStatus(page: Page, guideId: string): Promise<{ status: number; message: unknown }> {
  const answer = await page.request.post(`/api/text/tones-of-voice/${guideId}/share`, {
    data: { expiresInDays: 7 },
  });
  return { status: answer.status(), message: ((await answer.json()) as { message?: unknown }).message };
}

test('an unverified user sees that sharing is blocked, verifies from the banner, and the banner goes', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  await registerThroughApi(page.request, email, 'brand-voice-2026');
  const signUpMail = await latestMessageId(page.request, email);
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: { name: 'Team voice', rules: [{ id: 'passive-voice' }] },
  });
  expect(created.status()).toBe(201);
  const guideId = ((await created.json()) as { tov: { id: string } }).tov.id;
  const refused = await shareCodeStatus(page, guideId);
  expect(refused.status).toBe(403);
  expect(refused.message).toContain('Please verify your email address first');

  await page.goto('/library/guides');
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`stay blocked until you verify ${email}.`);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'unverified-banner-light');

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/tt-dark/);
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'unverified-banner-dark');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/tt-dark/);

  await tabTo(page, 'Verify your email address');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(page.request, email, signUpMail);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/library\/guides$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  expect((await shareCodeStatus(page, guideId)).status).toBe(200);
});
