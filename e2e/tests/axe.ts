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

/** axe in light and dark mode, with a screenshot of each; ends in light mode. */
export async function checkBothModes(page: Page, screenshotName: string): Promise<void> {
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${screenshotName}-light`);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/tt-dark/);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${screenshotName}-dark`);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/tt-dark/);
}
