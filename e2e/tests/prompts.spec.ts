import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';

const readClipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

test('a prompt created through /library?create=true, edited, and its content copied', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page.request, uniqueEmail('prompts'), 'brand-voice-2026');

  // The spec's entry for prompt creation.
  await page.goto('/library?create=true');
  await expect(page).toHaveURL(/\/library\/prompts\?create=true$/);
  const createDialog = page.getByRole('dialog', { name: 'New prompt' });
  await expect(createDialog).toBeVisible();
  await createDialog.getByRole('button', { name: 'Create prompt' }).click();
  await expect(createDialog).toContainText('Enter a name.');
  await expect(createDialog).toContainText('Enter the prompt text.');
  await createDialog.getByRole('textbox', { name: 'Name' }).fill('Friendlier reply');
  await createDialog
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Rewrite this reply so it sounds warm and helpful.\nKeep it under 80 words.');
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'prompt-dialog-light');
  await createDialog.getByRole('button', { name: 'Create prompt' }).click();
  await expect(createDialog).toHaveCount(0);
  // Closing the dialog drops create=true, so a reload does not open it again.
  await expect(page).toHaveURL(/\/library\/prompts$/);

  const mine = page.getByRole('region', { name: 'My prompts' });
  const card = mine.getByRole('article', { name: 'Friendlier reply' });
  await expect(card).toContainText('Rewrite this reply so it sounds warm and helpful.');

  // Opening an own prompt edits it.
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/tt-dark/);
  await card.getByRole('button', { name: 'Open Friendlier reply' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit prompt' });
  await expect(editDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Friendlier reply');
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'prompt-dialog-dark');
  await editDialog.getByRole('textbox', { name: 'Prompt' }).fill('Rewrite this reply so it sounds warm.');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(card).toContainText('Rewrite this reply so it sounds warm.');
  // The closing modal keeps a nameless dialog node for its exit transition: axe runs once it is gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'library-prompts-mine-dark');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/tt-dark/);

  // One click copies the content, and the button says so.
  await card.getByRole('button', { name: 'Copy Friendlier reply' }).click();
  await expect(card.getByRole('button', { name: 'Copied Friendlier reply' })).toHaveText('Copied');
  expect(await readClipboard(page)).toBe('Rewrite this reply so it sounds warm.');

  await page.reload();
  await expect(card).toContainText('Rewrite this reply so it sounds warm.');
  const saved = (await (await page.request.get('/api/text/prompts')).json()) as {
    promptList: { name: string; content: string }[];
  };
  expect(saved.promptList.find((prompt) => prompt.name === 'Friendlier reply')?.content).toBe(
    'Rewrite this reply so it sounds warm.',
  );
});

test('a predefined prompt opens read-only and can be copied; New prompt opens the dialog', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page.request, uniqueEmail('prompts-predefined'), 'brand-voice-2026');
  await page.goto('/library/prompts');
  const predefined = page.getByRole('region', { name: 'Predefined prompts' });
  await predefined.getByRole('button', { name: 'Open Make it plainer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Predefined prompt' });
  await expect(dialog).toContainText('it is read-only');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy Make it plainer' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied Make it plainer' })).toBeVisible();
  expect((await readClipboard(page)).length).toBeGreaterThan(10);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'New prompt' }).click();
  const createDialog = page.getByRole('dialog', { name: 'New prompt' });
  await expect(createDialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await createDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(createDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/library\/prompts$/);
});
