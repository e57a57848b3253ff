// The guide builder (/builder): sample texts pasted and uploaded, a live progress bar that moves while the
// job runs (the e2e server pauses JOB_STAGE_DELAY_MS at each stage, see serve.ts), the new guide's page on
// success, and a run cancelled on the way.
import { expect, test, type Page } from '@playwright/test';
import { checkBothModes, expectNoSeriousViolations } from './axe.ts';
import { saveScreenshot } from './screenshots.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';

const SUPPORT_REPLY = `Hi Sam,

Thanks for getting in touch, and sorry that the export stopped halfway. We understand how annoying that is.
We have restarted it for you. You can download the file from your dashboard now.
If anything still looks wrong, reply to this mail and we will help you straight away.

Best wishes,
Noor from the support team`;

const RELEASE_NOTE = `Hello everyone,

Today we ship faster exports. You can now export a whole year in one go.
We kept the buttons where they were, so nothing changes in the way you work.
Thank you for the ideas you sent us. Tell us what you think!`;

const NEWSLETTER_MD = `# Hello from the team

Thanks for reading our monthly letter. We are glad you are here.

## What is new

- You can share a report with one click.
- Exports are twice as fast.

We are sorry about last week's outage. We fixed the cause, and we will keep you posted.
Write to us any time; we read every message.`;

const GUIDE_PAGE = /\/library\/guide\/([0-9a-f-]{36})$/;

async function fillForm(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Warm, short and helpful, for support replies and product news');
  await page.getByRole('textbox', { name: 'Sample text 1' }).fill(SUPPORT_REPLY);
  await page.getByRole('button', { name: 'Add another text' }).click();
  await page.getByRole('textbox', { name: 'Sample text 2' }).fill(RELEASE_NOTE);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload .txt or .md files' }).click();
  await (
    await chooser
  ).setFiles([{ name: 'newsletter.md', mimeType: 'text/markdown', buffer: Buffer.from(NEWSLETTER_MD) }]);
  const uploaded = page.getByRole('textbox', { name: 'Sample text 3' });
  await expect(uploaded).toHaveValue(NEWSLETTER_MD);
  await expect(page.getByText('Read from newsletter.md')).toBeVisible();
}

test('builds a guide from two pasted texts and an uploaded file, with a moving progress bar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerThroughApi(page.request, uniqueEmail('builder'), 'brand-voice-2026');
  await page.goto('/builder');
  await expect(page).toHaveTitle('Write the Tone | Guide Builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Guide Builder' })).toBeVisible();

  // Nothing filled in: the inline checks say what is missing, and no job starts.
  await page.getByRole('button', { name: 'Build guide' }).click();
  await expect(page.getByText('Give the guide a name.')).toBeVisible();
  await expect(
    page.getByText('Add at least one sample text: paste it, or upload a .txt or .md file.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await fillForm(page, 'Friendly support voice');
  await expect(page.getByText('Give the guide a name.')).toHaveCount(0);
  // The three glossary pickers list the public glossaries.
  await page.getByRole('combobox', { name: 'Forbidden terms' }).click();
  await expect(page.getByRole('listbox').getByText('Public glossaries')).toBeVisible();
  await page.keyboard.press('Escape');
  await checkBothModes(page, 'builder-form');

  await page.getByRole('button', { name: 'Build guide' }).click();
  const bar = page.getByRole('progressbar', { name: 'Guide builder progress' });
  // At 0 % the bar's filled part has no width: present, not yet "visible".
  await expect(bar).toBeAttached();
  // The running state (the poll below copes with a job that ends meanwhile).
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'builder-running-light');
  const values = new Set<string>();
  const stages = new Set<string>();
  await expect
    .poll(
      async () => {
        if (GUIDE_PAGE.test(page.url())) return 'landed on the guide';
        const value = await bar.getAttribute('aria-valuenow', { timeout: 250 }).catch(() => null);
        const stage = await page
          .getByTestId('builder-stage')
          .textContent({ timeout: 250 })
          .catch(() => null);
        if (value !== null) values.add(value);
        if (stage !== null) stages.add(stage);
        return 'building';
      },
      { timeout: 60_000, intervals: [150] },
    )
    .toBe('landed on the guide');
  // Seen moving before the end: at least two progress values and two of the job's stages.
  expect(values.size, `progress values seen: ${[...values].join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(
    [...stages].filter((stage) =>
      ['Reading samples', 'Profiling', 'Deriving rules', 'Saving'].includes(stage),
    ).length,
  ).toBeGreaterThanOrEqual(2);

  const id = GUIDE_PAGE.exec(page.url())?.[1] ?? '';
  const detail = (await (await page.request.get(`/api/text/tones-of-voice/${id}`)).json()) as {
    tov: { name: string; rules: unknown[] };
    evidence: unknown[] | null;
  };
  expect(detail.tov.name).toBe('Friendly support voice');
  expect(detail.tov.rules.length).toBeGreaterThan(0);
  expect(detail.evidence?.length ?? 0).toBeGreaterThan(0);
  // The guide's page shows the evidence behind the derived rules: the samples' own sentences.
  await expect(page.getByRole('heading', { name: 'Friendly support voice' })).toBeVisible();
  const evidence = page.getByRole('group', { name: 'Evidence from your samples' }).first();
  await expect(evidence).toBeVisible();
  await expect(evidence).toContainText('Why this rule:');
  await evidence.getByRole('button', { name: /^Show the sample sentences/ }).click();
  await expect(evidence).toContainText('Sentences from your samples that follow it');
  await checkBothModes(page, 'builder-guide-evidence');
});

test('a cancelled build says so, keeps the form and creates no guide', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, uniqueEmail('builder-cancel'), 'brand-voice-2026');
  await page.goto('/builder');
  await fillForm(page, 'Cancelled voice');
  await page.getByRole('button', { name: 'Build guide' }).click();
  const bar = page.getByRole('progressbar', { name: 'Guide builder progress' });
  // At 0 % the bar's filled part has no width: present, not yet "visible".
  await expect(bar).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Building your guide' })).toBeVisible();
  // Cancelled at once: the job's 24 s (6 s per stage) must not run out while axe runs on a busy machine.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = page.getByRole('alert').filter({ hasText: 'Build cancelled' });
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toContainText('no guide was created');
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(/\/builder$/);
  // Everything the user entered is still there, ready for another try.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Cancelled voice');
  await expect(page.getByRole('textbox', { name: 'Sample text 3' })).toHaveValue(NEWSLETTER_MD);
  await expect(page.getByRole('button', { name: 'Build again' })).toBeEnabled();
  await checkBothModes(page, 'builder-cancelled');

  const list = (await (await page.request.get('/api/text/tones-of-voice')).json()) as {
    tovList: { name: string }[];
  };
  expect(list.tovList.map((guide) => guide.name)).not.toContain('Cancelled voice');
});
