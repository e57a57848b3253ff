// Accessibility checks shared by the screen tests: axe-core with 0 serious or critical violations, in light
// and dark mode, with a screenshot of each mode to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots.ts';

/** axe-core finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Colours mid-transition (a pressed button, a row that fades in) are not what a person reads: let every
  // animation that ends finish first (endless ones, such as loaders, are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: do not wait for it longer than any transition of the app.
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  // The failing elements are named, so a red run says where to look.
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const html = page.locator('html');
  if (((await html.getAttribute('class')) ?? '').includes('tt-dark') === dark) return;
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  if (dark) await expect(html).toHaveClass(/tt-dark/);
  else await expect(html).not.toHaveClass(/tt-dark/);
}

/**
 * axe in light mode, then in dark mode, with a screenshot of each (`<name>-light`, `<name>-dark`); leaves
 * the page in light mode. The header's toggle is used, so an open dialog must not cover it (Mantine
 * modals make the rest inert): pass `reopen` to open the dialog again after the switch.
 */
export async function checkBothModes(
  page: Page,
  name: string,
  options: { beforeSwitch?: () => Promise<void>; reopen?: () => Promise<void> } = {},
): Promise<void> {
  await setDarkMode(page, false);
  await options.reopen?.();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${name}-light`);
  await options.beforeSwitch?.();
  await setDarkMode(page, true);
  await options.reopen?.();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, `${name}-dark`);
  await options.beforeSwitch?.();
  await setDarkMode(page, false);
}
