// The header's Create button and its 'Create new content' dialog (spec sections 2 and 9), and the
// 'Upgrade required' dialog at a plan limit. The e2e server allows 3 prompts on the PREMIUM trial
// (PLAN_LIMIT_PREMIUM_PROMPTS in serve.ts).
import { expect, test, type Page } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const CHOICES = [
  { name: 'Pick rules from a list', url: /\/wizard$/ },
  { name: 'Use existing texts that you like', url: /\/builder$/ },
  { name: 'Answer a few key questions', url: /\/wizard\?mode=questions$/ },
  { name: 'Create a glossary', url: /\/library\/glossaries\?create=true$/ },
  { name: 'Create a prompt', url: /\/library\/prompts\?create=true$/ },
] as const;

const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create new content' });

async function openCreateDialog(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
  await expect(createDialog(page)).toBeVisible();
}

test('the Create button opens the dialog with the five choices, by mouse and keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('create-dialog'), 'brand-voice-2026');
  await page.goto('/library/guides');
  await openCreateDialog(page);
  const dialog = createDialog(page);
  const box = await dialog.boundingBox();
  expect(Math.abs((box?.width ?? 0) - 700)).toBeLessThanOrEqual(2);
  for (const choice of CHOICES) await expect(dialog.getByRole('button', { name: choice.name })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pick rules from a list' })).toContainText(
    'Choose the checks your guide makes from the rule catalogue, grouped by category.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await checkBothModes(page, 'create-dialog', {
    reopen: () => openCreateDialog(page),
    beforeSwitch: async () => {
      await page.keyboard.press('Escape');
      await expect(createDialog(page)).toHaveCount(0);
    },
  });

  // Keyboard only: the button opens the dialog, Tab walks the choices in order, Enter picks one.
  await page.getByRole('banner').getByRole('button', { name: 'Create' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // A choice's first line is its label.
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return (
        element?.getAttribute('aria-label') ??
        element?.firstElementChild?.textContent ??
        element?.textContent ??
        ''
      );
    });
  const order: string[] = [];
  for (let step = 0; step < 7; step += 1) {
    order.push(await focusedName());
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual(expect.arrayContaining(CHOICES.map((choice) => choice.name)));
  const names = order.filter((name) => CHOICES.some((choice) => choice.name === name));
  expect(names).toEqual(CHOICES.map((choice) => choice.name));
  while ((await focusedName()) !== 'Use existing texts that you like') await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/builder$/);
  await expect(dialog).toHaveCount(0);

  // Every choice leads to its page.
  for (const choice of CHOICES) {
    await page.goto('/library/guides');
    await openCreateDialog(page);
    await dialog.getByRole('button', { name: choice.name }).click();
    await expect(page).toHaveURL(choice.url);
    await expect(dialog).toHaveCount(0);
  }
});

test('at the prompt limit, "Create a prompt" opens the Upgrade required dialog instead', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('prompt-limit'), 'brand-voice-2026');
  for (const name of ['Shorter', 'Warmer', 'Plainer']) {
    const created = await page.request.post('/api/text/prompts', {
      data: { name, content: `Make this text ${name.toLowerCase()}.` },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/library/guides');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade required' });
  // The dialog loads the plan counts as it first opens; a choice made before they arrive goes on (spec
  // section 5: no usage data, no check; the server still refuses the save), so the test waits for them.
  const counts = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/account/status') && answer.ok(),
  );
  await openCreateDialog(page);
  await counts;
  await page.keyboard.press('Escape');
  await expect(createDialog(page)).toHaveCount(0);
  const chooseCreatePrompt = async (): Promise<void> => {
    await openCreateDialog(page);
    await createDialog(page).getByRole('button', { name: 'Create a prompt' }).click();
    await expect(upgrade).toBeVisible();
  };
  await chooseCreatePrompt();
  await expect(createDialog(page)).toHaveCount(0);
  await expect(upgrade).toContainText(
    'You have reached the limit for prompts (3 out of 3). Upgrade your subscription plan to create more!',
  );
  await expect(page).toHaveURL(/\/library\/guides$/);
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await expect(upgrade).toHaveCount(0);

  await checkBothModes(page, 'upgrade-dialog', {
    reopen: chooseCreatePrompt,
    beforeSwitch: async () => {
      await upgrade.getByRole('button', { name: 'Cancel' }).click();
      await expect(upgrade).toHaveCount(0);
    },
  });

  await chooseCreatePrompt();
  await upgrade.getByRole('button', { name: 'Upgrade Plan' }).click();
  // The settings page then adds its own flow id to the query.
  await expect(page).toHaveURL(/\/profile\/settings\?openSubscription=true(&|$)/);
  await expect(upgrade).toHaveCount(0);
});

test('a create the server refuses (403 over the limit) opens the Upgrade required dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, uniqueEmail('guide-limit'), 'brand-voice-2026');
  const statusRead = page.waitForResponse((response) => response.url().endsWith('/api/account/status'));
  await page.goto('/builder');
  await statusRead;
  // The page read the plan's counts; meanwhile, elsewhere, the user fills their plan with guides.
  const status = (await (await page.request.get('/api/account/status')).json()) as {
    resourceUsage: { createTone: { remaining: number } };
  };
  for (let index = 0; index < status.resourceUsage.createTone.remaining; index += 1) {
    const created = await page.request.post('/api/text/tones-of-voice', {
      data: { name: `Guide ${index + 1}`, description: '', rules: [{ id: 'passive-voice' }] },
    });
    expect(created.status()).toBe(201);
  }
  await page.getByRole('textbox', { name: 'Name' }).fill('One too many');
  await page
    .getByRole('textbox', { name: 'Sample text 1' })
    .fill('Hello! Thanks for writing to us. We are glad to help.');
  // The app may read the counts again before the click (a refetch on focus); then its own check stops the
  // build with the spec's text instead of the server's 403. Which path ran is read off the network.
  const builderAnswers: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/text/tones-of-voice/builder')) builderAnswers.push(answer.status());
  });
  await page.getByRole('button', { name: 'Build guide' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade required' });
  await expect(upgrade).toBeVisible();
  if (builderAnswers.includes(403)) await expect(upgrade).toContainText('Please upgrade your plan');
  else await expect(upgrade).toContainText('You have reached the limit for guides');
  expect(builderAnswers.filter((answer) => answer !== 403)).toEqual([]);
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await expect(upgrade).toHaveCount(0);
  // The form is kept, and the next try is stopped before it is sent, with the spec's text.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('One too many');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: /Build (again|guide)/ }).click();
  await expect(upgrade).toContainText(
    /You have reached the limit for guides \((\d+) out of \1\)\. Upgrade your subscription plan to create more!/,
  );
});
