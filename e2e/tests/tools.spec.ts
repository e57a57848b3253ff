import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { checkBothModes } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const RELEASE_NOTES = `# Release notes

The report was written by the team. We utilize a very simple process and it is really easy!

- Please contact support if the update fails.
- Honestly, this is the best release ever.
`;

async function createGuide(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: {
      name,
      description: 'Release notes that say who acts',
      rules: [
        { id: 'passive-voice' },
        { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { tov: { id: string } }).tov.id;
}

async function openMarkdownFile(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'release-notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(RELEASE_NOTES, 'utf8'),
  });
  await expect(page.getByTestId('opened-file')).toHaveText('Opened release-notes.md (Markdown)');
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue(RELEASE_NOTES);
  await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('Markdown');
}

async function pickGuide(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Guide' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Guide' })).toHaveValue(name);
}

test('the matcher checks an opened Markdown file: score, categories, explanation, highlights, report', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page.request, uniqueEmail('matcher'), 'brand-voice-2026');
  await createGuide(page, 'Release voice');
  await page.goto('/tools/matcher');
  await expect(page.getByRole('tab', { name: 'Matcher', selected: true })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('pick a guide');

  // Nothing is sent before the form is complete; each problem is said beside its field.
  await page.getByRole('button', { name: 'Check against the guide' }).click();
  await expect(page.getByText('Paste a text or open a file.')).toBeVisible();
  await expect(page.getByText('Pick a guide.')).toBeVisible();

  await openMarkdownFile(page);
  await pickGuide(page, 'Release voice');
  const run = page.waitForResponse((response) => response.url().endsWith('/api/text/match'));
  await page.getByRole('button', { name: 'Check against the guide' }).click();
  const answer = (await (await run).json()) as { score: number; findings: unknown[] };
  expect(answer.findings).toHaveLength(2);

  const result = page.getByRole('region', { name: 'Match result' });
  await expect(result.getByRole('heading', { name: 'Result for Release voice' })).toBeVisible();
  await expect(result.getByTestId('score-gauge')).toContainText(`${answer.score} out of 100`);
  await expect(result.getByTestId('category-score')).toHaveCount(5);
  await expect(result.getByRole('list', { name: 'Category scores' })).toContainText('Choice of Words');
  await expect(result.getByRole('list', { name: 'Category scores' })).toContainText('Document Structure');
  const byRule = result.getByRole('table', { name: 'Points lost by rule' });
  await expect(byRule).toContainText('Forbidden terms');
  await expect(byRule).toContainText('Passive voice');
  await expect(result.getByRole('heading', { name: /^Fix these to reach \d+$/ })).toBeVisible();
  await expect(result.getByRole('list', { name: 'Sentences that cost the most' })).toContainText(
    'The report was written by the team.',
  );

  // The highlights: the forbidden term and the passive, each in its category, with its message on focus.
  const text = result.getByTestId('highlighted-text');
  await expect(text.locator('mark[data-category="Choice of Words"]')).toHaveText('utilize');
  await expect(text.locator('mark[data-category="Sentence Structure"]')).toHaveText('was written');
  // Markdown stays source characters: no heading is rendered from the checked text.
  await expect(text).toContainText('# Release notes');
  await text.locator('mark[data-category="Sentence Structure"]').hover();
  await expect(page.getByRole('tooltip')).toContainText('Use the active voice');
  await expect(page.getByRole('tooltip')).toContainText('Sentence Structure · Passive voice');
  // Keyboard: Tab moves from one highlight to the next and shows its message.
  await text.locator('mark[data-category="Sentence Structure"]').focus();
  await page.keyboard.press('Tab');
  await expect(text.locator('mark[data-category="Choice of Words"]')).toBeFocused();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Replace “utilize” with “use”' })).toBeVisible();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Suggestions: “use”' })).toBeVisible();

  // A sentence picked in the explanation is shown in the text.
  await result.getByRole('button', { name: 'Show in the text: The report was written by the team.' }).click();
  await expect(text.locator('[data-selected]')).toHaveText(['The report ', 'was written', ' by the team.']);

  await result.getByRole('button', { name: 'Copy report as Markdown' }).click();
  await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('# Match report: Release voice');
  expect(markdown).toContain(`**Score: ${answer.score} / 100**`);
  expect(markdown).toMatch(/- Line 3, column \d+ “utilize”: Replace “utilize” with “use”/);

  await page.mouse.move(0, 0);
  await checkBothModes(page, 'tools-matcher');
});

test('the analyzer measures an opened Markdown file: tone dimensions, readability, its guide’s match', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page.request, uniqueEmail('analyzer'), 'brand-voice-2026');
  await createGuide(page, 'Release voice');
  await page.goto('/tools/analyzer');
  await expect(page.getByRole('tab', { name: 'Analyzer', selected: true })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('Analyze the text');

  await openMarkdownFile(page);
  await page.getByRole('button', { name: 'Analyze the text' }).click();
  const result = page.getByRole('region', { name: 'Analysis result' });
  const dimensions = result.getByTestId('tone-dimension');
  await expect(dimensions).toHaveCount(4);
  await expect(result.getByRole('article', { name: 'formal – casual' })).toBeVisible();
  await expect(result.getByRole('article', { name: 'enthusiastic – matter-of-fact' })).toBeVisible();
  const readability = result.getByRole('table', { name: 'Readability grades' });
  await expect(readability).toContainText('Flesch reading ease');
  await expect(readability).toContainText('Gunning fog');
  await expect(result.getByRole('region', { name: 'Passive voice' })).toContainText(
    '1 of 4 sentences are passive',
  );
  await expect(result.getByRole('definition').first()).toBeVisible();
  // Without a guide there is no match.
  await expect(result.getByTestId('match-report')).toHaveCount(0);

  // A sentence that drives the passive share is shown in the text.
  await result
    .getByRole('list', { name: 'Passive sentences' })
    .getByRole('button', { name: 'Show in the text: The report was written by the team.' })
    .click();
  await expect(result.getByTestId('highlighted-text').locator('[data-selected]')).toHaveText(
    'The report was written by the team.',
  );

  // With a guide, the match comes along.
  await pickGuide(page, 'Release voice');
  await page.getByRole('button', { name: 'Analyze the text' }).click();
  await expect(result.getByRole('heading', { name: 'Match against Release voice' })).toBeVisible();
  await expect(result.getByTestId('match-report')).toContainText('out of 100');
  await expect(result.getByTestId('highlighted-text').locator('mark')).toHaveCount(2);

  await result.getByRole('button', { name: 'Copy report as Markdown' }).click();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('# Analysis report: Release voice');
  expect(markdown).toContain('| Flesch reading ease |');
  expect(markdown).toMatch(/\*\*Score: \d+ \/ 100\*\*/);

  await checkBothModes(page, 'tools-analyzer');
});
