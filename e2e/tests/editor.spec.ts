import { expect, test, type Page } from '@playwright/test';
import { waitUntilChecked } from './checkStatus.ts';
import { checkBothModes, expectNoSeriousViolations, setDarkMode } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { saveScreenshot } from './screenshots.ts';

const FORBIDDEN = '.wtt-prose .wtt-highlight--words';
const PASSIVE = '.wtt-prose .wtt-highlight--sentence';

async function createGuide(page: Page, name: string, rules: unknown[]): Promise<string> {
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: { name, description: 'For the editor tests', rules },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { tov: { id: string } }).tov.id;
}

const forbiddenUtilize = {
  id: 'forbidden-terms',
  params: { terms: [{ term: 'utilize', suggestions: ['use'] }] },
};

test('typing is checked as you type: highlight, card, fix, dismiss, ignore, next/previous, reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerThroughApi(page.request, uniqueEmail('editor'), 'brand-voice-2026');
  const guideId = await createGuide(page, 'Harbour editor voice', [
    forbiddenUtilize,
    { id: 'passive-voice' },
  ]);

  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: 'Edit, Match, Analyze', level: 1 })).toBeVisible();
  await expect(page.getByTestId('check-status')).toHaveText('Pick a guide to check your text against it.');
  await checkBothModes(page, 'editor-empty');

  // Picking a guide puts its id in the address.
  await page.getByRole('combobox', { name: 'Guide' }).click();
  await page.getByRole('option', { name: 'Harbour editor voice' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${guideId}$`));
  await waitUntilChecked(page);

  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  await page.keyboard.type('We utilize the new dashboard. The report was written by the team.');
  // Both highlights within one second of the last keystroke.
  await expect(page.locator(FORBIDDEN)).toHaveText('utilize', { timeout: 1000 });
  await expect(page.locator(PASSIVE)).toHaveText('was written', { timeout: 1000 });
  await expect(page.getByRole('tab', { name: /Issues/ })).toBeVisible();
  const issues = page.getByTestId('editor-side-panel');
  await expect(issues.getByRole('region', { name: 'Choice of Words: 1' })).toBeVisible();
  await expect(issues.getByRole('region', { name: 'Sentence Structure: 1' })).toBeVisible();

  // Hovering the highlight opens its card; a suggestion fixes the text and the highlight goes.
  await page.locator(FORBIDDEN).hover();
  const card = page.getByRole('dialog', { name: 'Issue: Forbidden terms' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Choice of Words');
  await expect(card).toContainText('the guide forbids it');
  const width = (await card.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(210);
  expect(width).toBeLessThanOrEqual(300);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'editor-card-light');
  await card.getByRole('button', { name: 'Replace with “use”' }).click();
  await expect(text).toContainText('We use the new dashboard.');
  await expect(page.locator(FORBIDDEN)).toHaveCount(0);
  await expect(page.locator(PASSIVE)).toHaveCount(1);

  // Keyboard: the previous-issue key selects the passive phrase and its card opens; Alt+Enter enters the
  // card and Dismiss hides this occurrence.
  await text.press('End');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was written');
  const passiveCard = page.getByRole('dialog', { name: 'Issue: Passive voice' });
  await expect(passiveCard).toBeVisible();
  await page.keyboard.press('Alt+Enter');
  await expect(passiveCard.locator(':focus')).toHaveCount(1);
  for (let step = 0; step < 6; step += 1) {
    if ((await passiveCard.locator(':focus').textContent()) === 'Dismiss') break;
    await page.keyboard.press('Tab');
  }
  await expect(passiveCard.locator(':focus')).toHaveText('Dismiss');
  await page.keyboard.press('Enter');
  await expect(page.locator(PASSIVE)).toHaveCount(0);
  await expect(page.getByTestId('check-status')).toHaveText('No issues found.');

  // Ignoring a rule hides all of its findings in this document, also ones typed later.
  await text.press('ControlOrMeta+End');
  await page.keyboard.type(' Please utilize it and utilize this.');
  await expect(page.locator(FORBIDDEN)).toHaveCount(2, { timeout: 1000 });
  await page.locator(FORBIDDEN).first().hover();
  await page
    .getByRole('dialog', { name: 'Issue: Forbidden terms' })
    .getByRole('button', {
      name: 'Ignore this rule in this document',
    })
    .click();
  await expect(page.locator(FORBIDDEN)).toHaveCount(0);

  // Next and previous issue by keyboard, wrapping around.
  await text.press('ControlOrMeta+End');
  await page.keyboard.type(' The cake was eaten. The door was opened.');
  await expect(page.locator(PASSIVE)).toHaveCount(2, { timeout: 1000 });
  await text.press('ControlOrMeta+Home');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was eaten');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was opened');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was eaten');
  await expect(page.getByText('next issue')).toBeVisible();

  // Clicking an issue in the panel selects it in the text.
  await issues.getByRole('button', { name: /was opened/ }).click();
  await expect(page.locator(`${PASSIVE}.is-active`)).toHaveText('was opened');

  // A selection stays marked (the Selection highlight) while the focus is in the side panel.
  await text.locator('p').first().click({ clickCount: 3 });
  await page.getByRole('tab', { name: 'Match' }).click();
  const selected = page.locator('.wtt-prose .wtt-highlight--selection');
  await expect(selected.first()).toBeVisible();
  expect((await selected.allTextContents()).join('')).toMatch(/^We use the new dashboard\. The report/);
  await page.getByRole('tab', { name: /Issues/ }).click();

  // A reload keeps the text and the ignored rule.
  await page.reload();
  await expect(text).toContainText(
    'We use the new dashboard. The report was written by the team. Please utilize it',
  );
  await waitUntilChecked(page);
  await expect(page.locator(PASSIVE)).toHaveCount(2);
  await expect(page.locator(FORBIDDEN)).toHaveCount(0);
});

test('pasting from Word, Google Docs or a web page keeps the structure and drops the styling', async ({
  page,
}) => {
  await registerThroughApi(page.request, uniqueEmail('editor-paste'), 'brand-voice-2026');
  await page.goto('/editor');
  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  await page.evaluate(() => {
    const html = [
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">',
      '<h2 style="color:#c00;font-family:Comic Sans MS" class="MsoHeading2">Opening <span style="font-size:30pt">hours</span></h2>',
      '<p class="MsoNormal" style="margin:0"><span style="color:red;background:yellow">We are open </span>',
      '<strong style="color:blue">every day</strong> <em class="fancy">until late</em>, see ',
      '<a href="https://example.com/hours" class="btn" style="color:green" title="Hours" target="_blank">our hours</a>.</p>',
      '<ul style="list-style:square"><li style="color:purple"><p>Coffee</p></li><li>Cake with <code style="x">code</code></li></ul>',
      '<p><u>Underlined</u> and <s>struck</s> words keep only their text.</p>',
      '</b>',
    ].join('');
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Opening hours');
    const target = document.querySelector('.wtt-prose');
    target?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(text.locator('h2')).toHaveText('Opening hours');
  await expect(text.locator('strong')).toHaveText('every day');
  await expect(text.locator('em')).toHaveText('until late');
  await expect(text.locator('a')).toHaveAttribute('href', 'https://example.com/hours');
  await expect(text.locator('ul > li')).toHaveCount(2);
  await expect(text.locator('code')).toHaveText('code');
  await expect(text).toContainText('Underlined and struck words keep only their text.');
  // No style, class, span, underline or strike survives (the only classes are the editor's own).
  await expect(text.locator('[style]')).toHaveCount(0);
  await expect(text.locator('span, u, s, b')).toHaveCount(0);
  const classes = await text.evaluate((root) =>
    [...root.querySelectorAll('[class]')].map((element) => element.getAttribute('class')),
  );
  expect(classes).toEqual([]);
  await expect(text.locator('a')).not.toHaveAttribute('title', /./);
  await expect(text.locator('a')).not.toHaveAttribute('target', /./);
});

test('a text full of highlights, with the card open, in light and dark mode', async ({ page }) => {
  test.setTimeout(150_000);
  await registerThroughApi(page.request, uniqueEmail('editor-showcase'), 'brand-voice-2026');
  const guideId = await createGuide(page, 'Showcase voice', [
    {
      id: 'forbidden-terms',
      params: {
        terms: [
          { term: 'utilize', suggestions: ['use'] },
          { term: 'leverage', suggestions: ['use'] },
        ],
      },
    },
    { id: 'passive-voice' },
    { id: 'adverbs' },
    { id: 'intensifiers' },
    { id: 'heading-punctuation' },
    { id: 'complex-words' },
  ]);
  await page.goto(`/editor/${guideId}`);
  await waitUntilChecked(page);
  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+Alt+2');
  await page.keyboard.type('Our new opening hours.');
  await page.keyboard.press('Enter');
  await page.keyboard.type(
    'We utilize a very simple plan. The new menu was written by the whole team and it is really extremely good. ' +
      'Guests can leverage the terrace, which was renovated quickly, to facilitate a truly relaxing evening. ' +
      'The bread is baked daily and the coffee was roasted nearby.',
  );
  await expect(page.locator('.wtt-prose .wtt-highlight').first()).toBeVisible({ timeout: 1000 });
  await waitUntilChecked(page);
  await expect(page.locator('.wtt-prose .wtt-highlight--document')).toHaveCount(1);
  expect(await page.locator('.wtt-prose .wtt-highlight').count()).toBeGreaterThanOrEqual(8);
  await checkBothModes(page, 'editor-highlights');

  await setDarkMode(page, true);
  await page.locator(FORBIDDEN).first().hover();
  await expect(page.getByRole('dialog', { name: 'Issue: Forbidden terms' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'editor-card-dark');
  await setDarkMode(page, false);
});

test('"Fix all safe" previews every change, applies the ticked ones together, and one undo takes them back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerThroughApi(page.request, uniqueEmail('editor-fix-all'), 'brand-voice-2026');
  const guideId = await createGuide(page, 'Plain words', [
    {
      id: 'forbidden-terms',
      params: {
        terms: [
          { term: 'utilize', suggestions: ['use'] },
          { term: 'leverage', suggestions: ['use'] },
          { term: 'facilitate', suggestions: ['help'] },
        ],
      },
    },
    { id: 'passive-voice' },
  ]);
  await page.goto(`/editor/${guideId}`);
  await waitUntilChecked(page);
  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  const original =
    'We utilize the terrace to facilitate long evenings. Guests leverage the view. The menu was written by the team.';
  await page.keyboard.type(original);
  await waitUntilChecked(page);
  await expect(page.locator(FORBIDDEN)).toHaveCount(3);
  await expect(page.locator(PASSIVE)).toHaveCount(1);

  const panel = page.getByTestId('editor-side-panel');
  await expect(panel.getByText('3 of 4 issues have a fix checked against the whole guide.')).toBeVisible();
  await panel.getByRole('button', { name: 'Fix all safe…' }).click();
  const preview = page.getByRole('dialog', { name: 'Fix all safe issues' });
  const changes = preview.getByRole('list', { name: 'Changes to apply' }).getByRole('listitem');
  await expect(changes).toHaveCount(3);
  // Each change in its sentence: what goes and what comes.
  await expect(changes.nth(0)).toContainText('We utilizeuse the terrace');
  await expect(changes.nth(0).locator('del')).toHaveText('utilize');
  await expect(changes.nth(0).locator('ins')).toHaveText('use');
  await expect(changes.nth(1).locator('ins')).toHaveText('help');
  await expect(changes.nth(2).locator('del')).toHaveText('leverage');
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'editor-fix-preview-light');

  // Untick one: the button counts what will be applied.
  await changes.nth(1).getByRole('checkbox').uncheck();
  await expect(preview.getByRole('button', { name: 'Apply 2 fixes' })).toBeVisible();
  await changes.nth(1).getByRole('checkbox').check();
  await preview.getByRole('button', { name: 'Apply 3 fixes' }).click();
  await expect(preview).toBeHidden();
  await expect(text).toHaveText(
    'We use the terrace to help long evenings. Guests use the view. The menu was written by the team.',
  );
  await expect(page.getByText('Applied 3 fixes')).toBeVisible();
  await waitUntilChecked(page);
  await expect(page.locator(FORBIDDEN)).toHaveCount(0);
  await expect(page.locator(PASSIVE)).toHaveCount(1);

  // One undo takes all three back, and the highlights return.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(text).toHaveText(original);
  await expect(page.locator(FORBIDDEN)).toHaveCount(3);

  await setDarkMode(page, true);
  await panel.getByRole('button', { name: 'Fix all safe…' }).click();
  await expect(changes).toHaveCount(3);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'editor-fix-preview-dark');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(text).toHaveText(original);
  await setDarkMode(page, false);
});

test('the side panel reports on the text: glossary terms, Match with its explanation, a selection, Analyze', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerThroughApi(page.request, uniqueEmail('editor-reports'), 'brand-voice-2026');
  const glossary = await page.request.post('/api/text/glossaries', {
    data: {
      name: 'Words we avoid',
      description: '',
      terms: [{ term: 'synergy', suggestions: ['teamwork'] }],
    },
  });
  expect(glossary.status(), await glossary.text()).toBe(201);
  const glossaryId = ((await glossary.json()) as { glossary: { id: string } }).glossary.id;
  const guideId = await createGuide(page, 'Harbour report voice', [
    { id: 'forbidden-terms', params: { glossaryId } },
    { id: 'passive-voice' },
  ]);

  await page.goto(`/editor/${guideId}`);
  await waitUntilChecked(page);
  const text = page.getByRole('textbox', { name: 'Text to check' });
  await text.click();
  await page.keyboard.type('Our synergy helps. The report was written by the team.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ships leave at noon.');
  // The guide's glossary reached the checker in the browser: its term is highlighted.
  await expect(page.locator(FORBIDDEN)).toHaveText('synergy');

  // Match on the whole text: a score and what it lost points for.
  await page.getByRole('tab', { name: 'Match' }).click();
  const match = page.getByRole('region', { name: 'Match report' });
  await expect(match.getByTestId('report-scope')).toHaveText('Covers the whole text.');
  const gauge = match.getByTestId('score-gauge');
  await expect(gauge).toContainText('out of 100');
  const wholeScore = await gauge.textContent();
  const byRule = match.getByRole('table', { name: 'Points lost by rule' });
  await expect(byRule).toContainText('Forbidden terms');
  await expect(byRule).toContainText('Passive voice');
  await page.mouse.move(0, 0);
  await checkBothModes(page, 'editor-match');

  // A sentence picked in the report is selected in the editor, and the report keeps covering the whole text.
  await match.getByRole('button', { name: 'Show in the text: The report was written by the team.' }).click();
  await expect
    .poll(() => page.evaluate(() => window.getSelection()?.toString()))
    .toBe('The report was written by the team.');
  await page.waitForTimeout(1000);
  await expect(match.getByTestId('report-scope')).toHaveText('Covers the whole text.');

  // A selection limits the report to it: the clean second paragraph scores differently.
  await text.locator('p').nth(1).click({ clickCount: 3 });
  await expect(match.getByTestId('report-scope')).toHaveText('Covers the selected text.');
  await expect(gauge).toContainText('out of 100');
  await expect(gauge).not.toHaveText(wholeScore ?? '');

  // Analyze: the tone of the text, on its four dimensions.
  await text.locator('p').first().click();
  await page.getByRole('tab', { name: 'Analyze' }).click();
  const analyze = page.getByRole('region', { name: 'Analyze report' });
  await expect(analyze.getByTestId('report-scope')).toHaveText('Covers the whole text.');
  await expect(analyze.getByTestId('tone-dimension')).toHaveCount(4);
  await expect(analyze.getByRole('article', { name: 'formal – casual' })).toBeVisible();
  await checkBothModes(page, 'editor-analyze');
});
