// Waiting for the editor's checker: the status line under the title says when a check of the text is done.
import { expect, type Page } from '@playwright/test';

export async function waitUntilChecked(page: Page): Promise<void> {
  // Two stages, so that a failure says which one stalled: the editor's screen (its chunk, the session and the
  // guide), then the first check, which loads the engine into its worker: on a busy machine (load 14 seen)
  // each took over 20 s.
  const status = page.getByTestId('check-status');
  await expect(status).toBeVisible({ timeout: 45_000 });
  await expect(status).toHaveText(/issues? found|No issues found/, { timeout: 45_000 });
}
