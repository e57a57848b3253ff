import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';

test.describe('guests', () => {
  test('opening / leads to the login page with return_to, since the library needs a session', async ({
    page,
  }) => {
    await page.goto('/');
    // The login screen adds its flow id to the address once the flow has started.
    await expect(page).toHaveURL(/\/auth\/login\?return_to=%2Flibrary%2Fguides(&flow=[0-9a-f-]+)?$/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/library/guides');
    await expect(page).toHaveTitle('Write the Tone | Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await saveScreenshot(page, 'login');
  });

  test('every main route keeps the wanted path, query included, in return_to', async ({ page }) => {
    for (const wanted of ['/editor/42', '/profile/settings?openSubscription=true', '/tools/analyzer']) {
      await page.goto(wanted);
      await expect(page).toHaveURL(/\/auth\/login\?/);
      const returnTo = new URL(page.url()).searchParams.get('return_to');
      expect(returnTo).toBe(wanted);
    }
  });

  test('library and tools values outside their lists are redirected before login', async ({ page }) => {
    await page.goto('/library/unknown-section');
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/library/guides');

    await page.goto('/tools/hammer');
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/tools/matcher');

    await page.goto('/library?code=SHARE123');
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/shared-guide?code=SHARE123');
  });

  test('auth and open pages have their titles', async ({ page }) => {
    const titles: [string, string][] = [
      ['/auth/register', 'Register'],
      ['/auth/forgot-password', 'Forgot Password'],
      ['/auth/verify', 'Verify Email'],
      ['/recovery', 'Account Recovery'],
      ['/maintenance', 'Maintenance'],
      ['/account-closed', 'Account Closed'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(`Write the Tone | ${title}`);
      await expect(page).toHaveURL(new RegExp(path.replace('/', '\\/')));
    }
  });

  test('an unknown path shows the Page Not Found screen', async ({ page }) => {
    await page.goto('/there/is/nothing/here');
    await expect(page).toHaveTitle('Write the Tone | Page Not Found');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/there/is/nothing/here')).toBeVisible();
    await saveScreenshot(page, 'not-found');
  });

  test('the login page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('appearance', () => {
  test('dark mode toggles the tt-dark class and survives a reload', async ({ page }) => {
    await page.goto('/auth/login');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/tt-dark/);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(html).toHaveClass(/tt-dark/);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const saved = await page.evaluate(() => window.localStorage.getItem('wttUI'));
    expect(saved).toContain('"darkMode":true');

    await page.reload();
    await expect(html).toHaveClass(/tt-dark/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await saveScreenshot(page, 'login-dark');

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(html).not.toHaveClass(/tt-dark/);
  });

  test('the colour theme switch changes the primary colour and is remembered', async ({ page }) => {
    await page.goto('/auth/login');
    const primaryColour = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
      );
    const before = await primaryColour();
    await page.getByRole('button', { name: 'Color theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Forest Gold' }).click();
    await expect.poll(primaryColour).not.toBe(before);
    expect(await page.evaluate(() => window.localStorage.getItem('wtt-color-theme'))).toContain(
      'forest-gold',
    );

    await page.reload();
    await expect.poll(primaryColour).not.toBe(before);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await saveScreenshot(page, 'login-forest-gold');
  });
});

test.describe('server', () => {
  test('the health endpoint reports the database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { database: { status: string } };
    expect(body.database.status).toBe('up');
  });
});
