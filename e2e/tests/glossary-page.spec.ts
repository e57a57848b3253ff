import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { checkBothModes, expectNoSeriousViolations, setDarkMode } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';

// Line 3 has no term; "Checkout" replaces the term added by hand; "signup" is new.
const CSV =
  'term,suggestions,note\nsignup,sign up|sign-up,Noun only\n,orphan,\nCheckout,check out,Imported note\n';

async function pickCsv(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'brand-terms.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
}

test('a glossary created through the dialog: terms added, edited, removed, and imported from CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, uniqueEmail('glossary'), 'brand-voice-2026');
  await page.goto('/library/glossaries');

  await page.getByRole('button', { name: 'New glossary' }).click();
  const createDialog = page.getByRole('dialog', { name: 'New glossary' });
  await createDialog.getByRole('button', { name: 'Create glossary' }).click();
  await expect(createDialog).toContainText('Enter a name.');
  await createDialog.getByRole('textbox', { name: 'Name' }).fill('Harbour café terms');
  await createDialog.getByRole('textbox', { name: 'Description' }).fill('Words our café writes one way');
  await createDialog.getByRole('button', { name: 'Create glossary' }).click();

  await expect(page).toHaveURL(/\/library\/glossary\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Write the Tone | Glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour café terms' })).toBeVisible();
  await expect(page.getByText('Words our café writes one way')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No terms yet');

  // Add two terms by hand; the term is required.
  const terms = page.getByRole('table', { name: 'Terms' });
  await page.getByRole('button', { name: 'Add term' }).click();
  let termDialog = page.getByRole('dialog', { name: 'Add term' });
  await termDialog.getByRole('button', { name: 'Add term' }).click();
  await expect(termDialog).toContainText('Enter the term.');
  await termDialog.getByRole('textbox', { name: 'Term' }).fill('checkout');
  await termDialog.getByRole('combobox', { name: 'Suggestions' }).fill('check out');
  await page.keyboard.press('Enter');
  await termDialog.getByRole('textbox', { name: 'Note' }).fill('Verb: two words');
  await termDialog.getByRole('button', { name: 'Add term' }).click();
  await expect(termDialog).toHaveCount(0);
  await expect(terms.getByRole('row', { name: /checkout/ })).toContainText('check out');

  await page.getByRole('button', { name: 'Add term' }).click();
  termDialog = page.getByRole('dialog', { name: 'Add term' });
  await termDialog.getByRole('textbox', { name: 'Term' }).fill('e-mail');
  await termDialog.getByRole('button', { name: 'Add term' }).click();
  await expect(terms.getByRole('row', { name: /e-mail/ })).toBeVisible();

  // The same term in another case is refused inline.
  await page.getByRole('button', { name: 'Add term' }).click();
  termDialog = page.getByRole('dialog', { name: 'Add term' });
  await termDialog.getByRole('textbox', { name: 'Term' }).fill('E-MAIL');
  await termDialog.getByRole('button', { name: 'Add term' }).click();
  await expect(termDialog).toContainText('“E-MAIL” is already in this glossary.');
  await termDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(termDialog).toHaveCount(0);

  // Edit one, remove the other.
  await page.getByRole('button', { name: 'Edit term checkout' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit term' });
  await expect(editDialog.getByRole('textbox', { name: 'Term' })).toHaveValue('checkout');
  await editDialog.getByRole('textbox', { name: 'Note' }).fill('Verb: two words, noun: one');
  await editDialog.getByRole('button', { name: 'Save term' }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(terms.getByRole('row', { name: /checkout/ })).toContainText('Verb: two words, noun: one');
  await page.getByRole('button', { name: 'Remove term e-mail' }).click();
  await expect(terms.getByRole('row', { name: /e-mail/ })).toHaveCount(0);

  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'glossary-page-light');

  // Import: the preview shows what was read and what was rejected, and nothing is saved on Cancel.
  await pickCsv(page);
  const preview = page.getByRole('dialog', { name: 'Import terms from CSV' });
  await expect(preview).toContainText('From brand-terms.csv: 2 terms read, 1 problem.');
  const read = preview.getByRole('table', { name: 'Terms read from the file' });
  await expect(read.getByRole('row', { name: /signup/ })).toContainText('New');
  await expect(read.getByRole('row', { name: /Checkout/ })).toContainText('Replaces');
  await expect(preview.getByRole('region', { name: 'Rejected lines' })).toContainText(
    'Line 3: This row has no term and is skipped.',
  );
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'glossary-csv-preview-light');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  await expect(terms.getByRole('row', { name: /signup/ })).toHaveCount(0);

  await setDarkMode(page, true);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'glossary-page-dark');
  await pickCsv(page);
  await expect(preview).toContainText('2 terms read, 1 problem');
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'glossary-csv-preview-dark');
  await preview.getByRole('button', { name: 'Add 2 terms to the glossary' }).click();
  await expect(preview).toHaveCount(0);
  await setDarkMode(page, false);

  await page.reload();
  await expect(terms.getByRole('row', { name: /signup/ })).toContainText('sign up, sign-up');
  await expect(terms.getByRole('row', { name: /Checkout/ })).toContainText('Imported note');
  await expect(terms.getByRole('row')).toHaveCount(3); // the header and two terms

  // The name and description can be changed.
  await page.getByRole('button', { name: 'Edit name and description' }).click();
  const details = page.getByRole('form', { name: 'Glossary name and description' });
  await details.getByRole('textbox', { name: 'Name' }).fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toContainText('Enter a name.');
  await details.getByRole('textbox', { name: 'Name' }).fill('Harbour terms');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour terms' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour terms' })).toBeVisible();

  // The glossary, imported terms included, serves a guide: its Forbidden terms rule picks it on the guide's
  // page, and a text with an imported term is then flagged with the term's suggestions.
  const glossaryId = /\/library\/glossary\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: { name: 'Harbour voice', description: '', rules: [{ id: 'passive-voice' }] },
  });
  expect(created.status()).toBe(201);
  const guideId = ((await created.json()) as { tov: { id: string } }).tov.id;
  await page.goto(`/library/guide/${guideId}`);
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const addRule = page.getByRole('dialog', { name: 'Add a rule' });
  await addRule.getByRole('searchbox', { name: 'Search rules' }).fill('forbidden');
  await addRule.getByRole('button', { name: 'Forbidden terms' }).click();
  await addRule.getByRole('button', { name: 'Add Forbidden terms' }).click();
  const forbidden = page.getByRole('article', { name: 'Forbidden terms' });
  await forbidden.getByRole('combobox', { name: 'Glossary' }).click();
  await page.getByRole('option', { name: 'Harbour terms' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Forbidden terms' }).getByRole('combobox', { name: 'Glossary' }),
  ).toHaveValue('Harbour terms');
  const match = await page.request.post('/api/text/match', {
    data: { text: 'Finish the signup today.', toneOfVoiceId: guideId },
  });
  expect(match.status()).toBe(200);
  const { findings } = (await match.json()) as {
    findings: { id: string; from: number; to: number; suggestions: string[] }[];
  };
  const flagged = findings.find((finding) => finding.id === 'forbidden-terms');
  expect(flagged && 'Finish the signup today.'.slice(flagged.from, flagged.to)).toBe('signup');
  expect(flagged?.suggestions).toEqual(expect.arrayContaining(['sign up']));
  const saved = (await (await page.request.get(`/api/text/tones-of-voice/${guideId}`)).json()) as {
    tov: { rules: { id: string; params?: { glossaryId?: string } }[] };
  };
  expect(saved.tov.rules.find((rule) => rule.id === 'forbidden-terms')?.params?.glossaryId).toBe(glossaryId);
});

test('a public glossary is read-only, and an unknown one says so with a way back', async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail('glossary-public'), 'brand-voice-2026');
  const list = (await (await page.request.get('/api/text/glossaries')).json()) as {
    glossaryList: { id: string; name: string; publicObject: boolean; terms: unknown[] }[];
  };
  const publicGlossary = list.glossaryList.find(
    (glossary) => glossary.publicObject && glossary.terms.length > 0,
  );
  expect(publicGlossary).toBeDefined();
  const { name } = publicGlossary ?? { name: '' };

  await page.goto('/library/glossaries');
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Terms' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add term' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit name and description' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit term / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove term / })).toHaveCount(0);
  await checkBothModes(page, 'glossary-public');

  await page.goto('/library/glossary/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Glossary not found')).toBeVisible();
  await checkBothModes(page, 'glossary-not-found');
  await page.getByRole('link', { name: 'Back to glossaries' }).click();
  await expect(page).toHaveURL(/\/library\/glossaries$/);
});
