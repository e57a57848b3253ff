import { expect, test, type Page } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const FORBIDDEN = '.wtt-prose .wtt-highlight--words';
const PASSIVE = '.wtt-prose .wtt-highlight--sentence';

/** Picks a rule in the "Add a rule" dialog: its category tab, the rule, then its Add button. */
async function addRule(page: Page, category: RegExp, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a rule' });
  await dialog.getByRole('tab', { name: category }).click();
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.getByRole('button', { name: `Add ${name}` }).click();
  await expect(dialog).toHaveCount(0);
}

test('create-guide: rules added and set change the highlights, and the saved guide is in the library', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, uniqueEmail('create-guide'), 'brand-voice-2026');

  // The editor's header leads here.
  await page.goto('/editor');
  await page.getByRole('link', { name: 'Create a guide here' }).click();
  await expect(page).toHaveURL(/\/editor\/create-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Guide' })).toBeVisible();
  await expect(page).toHaveTitle(/Create Guide/);
  const status = page.getByTestId('check-status');
  await expect(status).toHaveText('Add a rule to see where your text breaks it.');
  await expect(page.getByTestId('no-rules')).toBeVisible();

  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  await page.keyboard.type('We utilize the new dashboard. The report was written by the team.');

  // Keyboard: Tab from the text reaches "Add a rule", then (past the rules) Save.
  const reached: string[] = [];
  for (let step = 0; step < 40 && !reached.includes('Save guide'); step += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent.trim() ?? ''));
  }
  expect(reached).toContain('Add a rule');
  expect(reached).toContain('Save guide');
  expect(reached.indexOf('Add a rule')).toBeLessThan(reached.indexOf('Save guide'));

  // Forbidden terms: the word is underlined once its term is typed (after the settings pause).
  await addRule(page, /^Choice of Words/, 'Forbidden terms');
  const forbidden = page.getByRole('article', { name: 'Forbidden terms' });
  await expect(forbidden).toBeVisible();
  await expect(page.locator(FORBIDDEN)).toHaveCount(0);
  await forbidden.getByRole('combobox', { name: 'Terms' }).fill('utilize');
  await forbidden.getByRole('combobox', { name: 'Terms' }).press('Enter');
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize');
  await expect(status).toHaveText('1 issue found.');

  // Passive voice adds the sentence highlight.
  await addRule(page, /^Sentence Structure/, 'Passive voice');
  await expect(page.locator(PASSIVE)).toHaveText('was written');
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize');
  await expect(status).toHaveText('2 issues found.');
  await expect(page.getByRole('tab', { name: /Issues/ })).toContainText('2');

  // The Issues tab lists both; picking one selects it in the text.
  await page.getByRole('tab', { name: /Issues/ }).click();
  const panel = page.getByTestId('create-guide-panel');
  await expect(panel.getByRole('region', { name: 'Choice of Words: 1' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Sentence Structure: 1' })).toBeVisible();
  await panel.getByRole('button', { name: /was written/ }).click();
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was written');
  await page.getByRole('tab', { name: 'Guide' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill('Harbour desk voice');
  await page.getByRole('textbox', { name: 'Description' }).fill('Built while writing');
  // Filling the fields scrolled the page; the screenshots show it from the top.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await checkBothModes(page, 'create-guide');

  // A reload keeps the guide being built.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbour desk voice');
  await expect(page.getByRole('article', { name: 'Passive voice' })).toBeVisible();
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize');
  await expect(page.locator(PASSIVE)).toHaveText('was written');

  // Removing a rule takes its highlight away.
  await page.getByRole('button', { name: 'Remove Passive voice' }).click();
  await expect(page.locator(PASSIVE)).toHaveCount(0);
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize');
  await addRule(page, /^Sentence Structure/, 'Passive voice');
  await expect(page.locator(PASSIVE)).toHaveText('was written');

  // Save: the guide opens in the editor, picked, with a notice that names it.
  await page.getByRole('button', { name: 'Save guide' }).click();
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await expect(page.getByText('“Harbour desk voice” is in your library')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Guide' })).toHaveValue('Harbour desk voice');
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize');
  await expect(page.locator(PASSIVE)).toHaveText('was written');

  // The draft is gone: building another guide starts empty.
  await page.goto('/editor/create-guide');
  await expect(page.getByTestId('no-rules')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  await page.goto('/library/guides');
  const card = page
    .getByRole('region', { name: 'My guides' })
    .getByRole('article', { name: 'Harbour desk voice' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 rules');
  await expect(card).toContainText('Built while writing');
});

test('create-guide: Save asks for a name and a rule; Start over discards the draft after confirming', async ({
  page,
}) => {
  await registerThroughApi(page.request, uniqueEmail('create-guide-checks'), 'brand-voice-2026');
  await page.goto('/editor/create-guide');
  await page.getByRole('button', { name: 'Save guide' }).click();
  await expect(page.getByText('Give the guide a name.')).toBeVisible();
  await expect(page.getByText('Add at least one rule.')).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/create-guide$/);

  await page.getByRole('textbox', { name: 'Name' }).fill('Short-lived');
  await page.getByRole('button', { name: 'Start over' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start over' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Short-lived');
  await page.getByRole('button', { name: 'Start over' }).click();
  await confirm.getByRole('button', { name: 'Discard guide' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
});
