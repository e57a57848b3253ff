import { expect, test } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

interface GuideAnswer {
  tov: { id: string; name: string; rules: { id: string; params?: Record<string, unknown> }[] };
}

test('an own guide: add a rule with a glossary, remove one, rename, save; validation and discard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('guide-page'), 'brand-voice-2026');
  const glossary = await page.request.post('/api/text/glossaries', {
    data: { name: 'Harbour banned words', terms: [{ term: 'utilize', suggestions: ['use'] }] },
  });
  expect(glossary.status()).toBe(201);
  const glossaryId = ((await glossary.json()) as { glossary: { id: string } }).glossary.id;
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: {
      name: 'Harbour café voice',
      description: 'Friendly notes for our regulars',
      rules: [{ id: 'passive-voice' }, { id: 'jargon' }],
    },
  });
  expect(created.status()).toBe(201);
  const guideId = ((await created.json()) as GuideAnswer).tov.id;

  await page.goto(`/library/guide/${guideId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour café voice' })).toBeVisible();
  await expect(page).toHaveTitle(/Tone Guide/);
  const sentenceStructure = page.getByRole('region', { name: 'Sentence Structure' });
  await expect(sentenceStructure.getByRole('article', { name: 'Passive voice' })).toBeVisible();
  const jargon = page
    .getByRole('region', { name: 'Choice of Words' })
    .getByRole('article', { name: 'Corporate jargon' });
  await expect(jargon).toContainText('Phrases (or entry ids) this guide accepts');
  await checkBothModes(page, 'guide-page-own');

  // Add a rule from the catalogue: picking it shows its examples first.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a rule' });
  await dialog.getByRole('searchbox', { name: 'Search rules' }).fill('forbidden');
  await dialog.getByRole('button', { name: 'Forbidden terms' }).click();
  const about = dialog.getByRole('region', { name: 'About Forbidden terms' });
  await expect(about.getByRole('group', { name: 'Examples for Forbidden terms' })).toContainText(
    'Utilize the new dashboard.',
  );
  await about.getByRole('button', { name: 'Add Forbidden terms' }).click();
  await expect(dialog).toHaveCount(0);

  const forbidden = page.getByRole('article', { name: 'Forbidden terms' });
  await forbidden.getByRole('combobox', { name: 'Glossary' }).click();
  await page.getByRole('option', { name: 'Harbour banned words' }).click();
  await expect(forbidden.getByRole('combobox', { name: 'Glossary' })).toHaveValue('Harbour banned words');

  await page.getByRole('button', { name: 'Remove Corporate jargon' }).click();
  await expect(jargon).toHaveCount(0);

  // Inline validation: an empty name is not saved.
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('');
  await expect(page.getByText('Give the guide a name.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Fix the marked fields to save.')).toBeVisible();
  await name.fill('Harbour voice, second edition');

  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  // The save bar stays above the footer in the viewport (a full-page shot cannot show that).
  await page.screenshot({ path: 'screenshots/guide-page-own-save-bar.png' });
  const saveBar = await page.getByRole('group', { name: 'Save the guide' }).boundingBox();
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect((saveBar?.y ?? 0) + (saveBar?.height ?? 0)).toBeLessThanOrEqual((footer?.y ?? 0) + 1);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour voice, second edition' })).toBeVisible();

  const stored = (await (
    await page.request.get(`/api/text/tones-of-voice/${guideId}`)
  ).json()) as GuideAnswer;
  expect(stored.tov.name).toBe('Harbour voice, second edition');
  expect(stored.tov.rules).toEqual([
    { id: 'passive-voice' },
    { id: 'forbidden-terms', params: { glossaryId } },
  ]);

  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Forbidden terms' }).getByRole('combobox', { name: 'Glossary' }),
  ).toHaveValue('Harbour banned words');
  await expect(page.getByRole('article', { name: 'Corporate jargon' })).toHaveCount(0);

  // Discard brings the saved guide back.
  await page.getByRole('button', { name: 'Remove Passive voice' }).click();
  await expect(page.getByRole('article', { name: 'Passive voice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('article', { name: 'Passive voice' })).toBeVisible();
});

test('the predefined guide Plain language is read-only and can be copied to my library', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('guide-copy'), 'brand-voice-2026');
  await page.goto('/library/guides');
  await page.getByRole('link', { name: 'Open Plain language' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plain language' })).toBeVisible();
  await expect(page.getByText('A predefined guide')).toBeVisible();
  const firstRule = page.getByRole('article').first();
  await expect(firstRule).toBeVisible();
  const ruleCount = await page.getByRole('article').count();
  expect(ruleCount).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  // Examples open on request, in read-only guides too.
  await firstRule.getByRole('button', { name: 'Show examples' }).click();
  await expect(firstRule.getByRole('group', { name: /^Examples for / })).toContainText('Passes');
  await checkBothModes(page, 'guide-page-readonly');

  await page.getByRole('button', { name: 'Copy to my library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plain language (copy)' })).toBeVisible();
  expect(page.url()).toMatch(/\/library\/guide\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(ruleCount);

  await page.goto('/library/guides');
  await expect(
    page.getByRole('region', { name: 'My guides' }).getByRole('article', { name: 'Plain language (copy)' }),
  ).toBeVisible();
});

test('an unknown guide says so and links back to the library', async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail('guide-missing'), 'brand-voice-2026');
  await page.goto('/library/guide/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page).toHaveURL(/\/library\/guides$/);
});
