import { expect, test } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

test('the wizard: pick rules by category, set a number, name the guide, create it and land on it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('wizard-rules'), 'brand-voice-2026');
  await page.goto('/wizard');
  await expect(page.getByRole('heading', { level: 1, name: 'Guide Wizard' })).toBeVisible();
  await expect(page).toHaveTitle(/Guide Wizard/);
  await expect(page.getByTestId('no-rules')).toContainText('No rules yet');

  await page.getByRole('tab', { name: /^Sentence Structure/ }).click();
  await page.getByRole('button', { name: 'Maximum sentence length' }).click();
  const about = page.getByRole('region', { name: 'About Maximum sentence length' });
  await expect(about.getByRole('group', { name: 'Examples for Maximum sentence length' })).toContainText(
    'Short sentences read fast.',
  );
  await about.getByRole('button', { name: 'Add Maximum sentence length' }).click();
  await page.getByRole('button', { name: 'Passive voice' }).click();
  await page.getByRole('button', { name: 'Add Passive voice' }).click();
  await page.getByRole('tab', { name: /^Emotionality/ }).click();
  await page.getByRole('button', { name: 'Empathy when discussing a problem' }).click();
  await page.getByRole('button', { name: 'Add Empathy when discussing a problem' }).click();
  await checkBothModes(page, 'wizard-rules');

  const yourRules = page.getByRole('region', { name: /Set up your rules/ });
  await expect(yourRules.getByRole('heading', { name: '2. Set up your rules (3 rules)' })).toBeVisible();
  await yourRules.getByRole('button', { name: 'Remove Empathy when discussing a problem' }).click();
  const maxLength = yourRules.getByRole('article', { name: 'Maximum sentence length' });
  const words = maxLength.getByRole('textbox', { name: 'Most words a sentence may have.' });
  await words.fill('500');
  await expect(maxLength.getByText('Enter a whole number from 3 to 200.')).toBeVisible();
  await words.fill('18');
  await expect(maxLength.getByText('Enter a whole number from 3 to 200.')).toHaveCount(0);

  // No name: the guide is not created.
  await page.getByRole('button', { name: 'Create guide' }).click();
  await expect(page.getByText('Give the guide a name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Wizard-made voice');
  await page.getByRole('textbox', { name: 'Description' }).fill('Short sentences, active voice');
  await page.getByRole('button', { name: 'Create guide' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Wizard-made voice' })).toBeVisible();
  expect(page.url()).toMatch(/\/library\/guide\/[0-9a-f-]{36}$/);
  const savedLength = page.getByRole('article', { name: 'Maximum sentence length' });
  await expect(savedLength.getByRole('textbox', { name: 'Most words a sentence may have.' })).toHaveValue(
    '18',
  );
  await expect(page.getByRole('article', { name: 'Passive voice' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the wizard’s key questions: answers step by step, a live preview, the guide they give', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('wizard-questions'), 'brand-voice-2026');
  await page.goto('/wizard');
  await page.getByText('Answer key questions').click();
  await expect(page).toHaveURL(/\/wizard\?mode=questions$/);

  const preview = page.getByRole('region', { name: /^Your guide/ });
  await expect(preview).toContainText('Maximum sentence length');
  await expect(preview).not.toContainText('Contractions');
  await page
    .getByRole('radiogroup', { name: 'How formal do you sound?' })
    .getByRole('radio', { name: 'Formal', exact: true })
    .check();
  // The preview follows the answers: a formal voice writes full forms.
  await expect(preview.getByRole('region', { name: 'Choice of Words' })).toContainText('Contractions');
  await expect(preview).toContainText('avoid');
  await checkBothModes(page, 'wizard-questions');

  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('radiogroup', { name: 'Where do your texts appear?' })
    .getByRole('radio', { name: 'Customer support replies' })
    .check();
  await expect(preview).toContainText('Empathy when discussing a problem');
  await page
    .getByRole('radiogroup', { name: 'How long may sentences be?' })
    .getByRole('radio', { name: 'Short' })
    .check();
  await expect(preview).toContainText('Most words a sentence may have: 15');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Is the passive voice fine?' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Words you never use' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Create guide' }).click();
  await expect(page.getByText('Give the guide a name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Answered voice');
  await page.getByRole('button', { name: 'Create guide' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Answered voice' })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Maximum sentence length' })
      .getByRole('textbox', { name: 'Most words a sentence may have.' }),
  ).toHaveValue('15');
  await expect(page.getByRole('article', { name: 'Empathy when discussing a problem' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Contractions' })).toBeVisible();
});
