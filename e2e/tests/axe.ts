// Accessibility checks shared by the screen tests: axe-core with 0 serious or critical violations, in light
// and dark mode, with a screenshot of each mode to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots.ts';

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

export async function toggleDarkMode(page: Page, dark: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  if (dark) await expect(page.locator('html')).toHaveClass(/tt-dark/);
  else await expect(page.locator('html')).not.toHaveClass(/tt-dark/);
}

/**
 * axe and a screenshot in light mode, then in dark mode, and back to light. A dialog covers the dark-mode
 * toggle, so `reopen` (when given) brings the dialog back after each switch, which closes it first.
 */
export async function checkBothModes(
  page: Page,
  screenshotName: string,
  reopen?: () => Promise<void>,
): Promise<void> {
  const switchMode = async (dark: boolean) => {
    if (reopen !== undefined) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await toggleDarkMode(page, dark);
    if (reopen !== undefined) await reopen();
  };
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${screenshotName}-light`);
  await switchMode(true);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${screenshotName}-dark`);
  await switchMode(false);
}
