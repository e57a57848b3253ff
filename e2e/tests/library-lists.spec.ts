import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { checkBothModes, expectNoSeriousViolations } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';

test('the guides list: predefined and mine, search, disable and enable, delete with confirmation', async ({
  page,
}) => {
  // Many steps, three axe runs and three screenshots: more than the default 30 s under load.
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('library'), 'brand-voice-2026');
  await page.goto('/library/guides');

  const predefined = page.getByRole('region', { name: 'Predefined guides' });
  await expect(predefined.getByRole('article', { name: 'Plain language' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My guides' });
  await expect(mine).toContainText('You have no guides of your own yet');

  const created = await page.request.post('/api/text/tones-of-voice', {
    data: {
      name: 'Harbour café voice',
      description: 'Friendly notes for our regulars',
      rules: [{ id: 'passive-voice' }, { id: 'jargon' }],
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  const card = mine.getByRole('article', { name: 'Harbour café voice' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 rules');
  await expect(card.getByRole('link', { name: 'Open Harbour café voice' })).toHaveAttribute(
    'href',
    /\/library\/guide\/[0-9a-f-]{36}$/,
  );
  // Predefined guides cannot be deleted.
  await expect(page.getByRole('button', { name: 'Delete Plain language' })).toHaveCount(0);

  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'library-guides-light');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/tt-dark/);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'library-guides-dark');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/tt-dark/);

  const search = page.getByRole('searchbox', { name: 'Search guides' });
  await search.fill('cafe regulars');
  await expect(card).toBeVisible();
  await expect(predefined).toHaveCount(0);
  await search.fill('no guide is called this');
  await expect(page.getByTestId('empty-state')).toContainText('No guide matches');
  await search.fill('');

  await card.getByRole('button', { name: 'Disable Harbour café voice' }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Enable Harbour café voice' }).click();
  await expect(card.getByRole('button', { name: 'Disable Harbour café voice' })).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);

  // Keyboard: the delete button is reachable and opens the dialog.
  await card.getByRole('button', { name: 'Delete Harbour café voice' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete guide' });
  await expect(dialog).toContainText('Delete the guide “Harbour café voice”? This cannot be undone.');
  // The dialog covers the dark-mode toggle: it is closed for each switch and opened again.
  const closeDialog = async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  };
  await closeDialog();
  await checkBothModes(page, 'library-guides-delete-dialog', {
    reopen: async () => {
      await card.getByRole('button', { name: 'Delete Harbour café voice' }).click();
      await expect(dialog).toBeVisible();
    },
    beforeSwitch: closeDialog,
  });
  await card.getByRole('button', { name: 'Delete Harbour café voice' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete Harbour café voice' }).click();
  await page.getByRole('dialog', { name: 'Delete guide' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(mine).toContainText('You have no guides of your own yet');
  const list = (await (await page.request.get('/api/text/tones-of-voice')).json()) as {
    tovList: { name: string }[];
  };
  expect(list.tovList.map((guide) => guide.name)).not.toContain('Harbour café voice');
});

test('the glossaries and prompts tabs list the public and predefined items', async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail('library-tabs'), 'brand-voice-2026');
  await page.goto('/library/glossaries');
  await expect(page.getByRole('region', { name: 'My glossaries' })).toContainText(
    'You have no glossaries yet',
  );
  await expect(
    page.getByRole('region', { name: 'Public glossaries' }).getByRole('article').first(),
  ).toBeVisible();
  await checkBothModes(page, 'library-glossaries');
  await page.getByRole('tab', { name: 'Prompts' }).click();
  await expect(page).toHaveURL(/\/library\/prompts$/);
  const predefinedPrompts = page.getByRole('region', { name: 'Predefined prompts' });
  await expect(predefinedPrompts.getByRole('article', { name: 'Make it plainer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Make it plainer' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My prompts' })).toContainText('You have no prompts yet');
  await checkBothModes(page, 'library-prompts');
});
