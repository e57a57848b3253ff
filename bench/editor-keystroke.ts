// Keystroke to highlight in the web editor, in Debian's Chromium: a 10,000-word document checked against
// a 30-rule guide of block-level rules; N times the cursor goes to the end of another paragraph, " utilize"
// is typed (a forbidden term of the guide) and the time from the last keystroke's keydown to a
// `.wtt-highlight` element reading "utilize" in that paragraph (a MutationObserver in the page) is taken.
// Also the longest main-thread task while typing (PerformanceObserver 'longtask' in the page).
// Builds nothing: run `npm run build` first. Starts `node e2e/serve.ts` on port 18720 (a fresh database
// on DATABASE_URL's server when set, else an embedded PostgreSQL).
// With `dense` the guide also forbids nouns that every sentence has: a text full of highlights (about a
// thousand), where only those near the screen are drawn (apps/web/src/editor/extensions/drawnRange.ts).
// Usage: node bench/editor-keystroke.ts [runs=30] [words=10000] [typing delay ms=50] [dense]
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { awaitHealthy } from './server-health.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 30);
const wordCount = Number(process.argv[3] ?? 10_000);
const typingDelay = Number(process.argv[4] ?? 50);
const port = 18_720;
const base = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TERM = 'utilize';
const dense = process.argv[5] === 'dense';
/** Nouns of SENTENCES: forbidden in the dense run, so nearly every sentence has a highlight. */
const DENSE_TERMS = [
  'team',
  'message',
  'dashboard',
  'menu',
  'invoice',
  'payment',
  'button',
  'workspace',
  'copy',
  'address',
  'app',
  'member',
  'search',
  'guide',
  'notifications',
  'prices',
  'report',
  'templates',
  'trial',
  'data',
  'status page',
  'files',
  'shortcuts',
  'document',
  'engineers',
  'seats',
];

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('apps/web/dist is missing: run `npm run build` first');
}

/** Plain prose without "utilize", a support team's help-centre style; cycled deterministically. */
const SENTENCES = [
  'Our support team answers every message within one working day.',
  'When you open the dashboard, the newest reports appear at the top of the list.',
  'You can change the date range with the menu in the upper right corner.',
  'Each invoice shows the plan, the number of seats and the taxes of your country.',
  'If a payment fails, we try again after three days and send you an email.',
  'The export button saves the table as a spreadsheet that opens in any office program.',
  'Teams that share a workspace see the same projects, labels and saved filters.',
  'We keep a copy of your data in two data centres so that nothing is lost.',
  'Please check the spelling of the address before you send the invitation.',
  'The mobile app works offline and syncs your changes when you are back online.',
  'Admins can remove a member at any time, and their open tasks move to the owner.',
  'The search box finds projects, people and comments as you type.',
  'A short guide in the help centre explains how to connect your calendar.',
  'Notifications can be turned off for each project in the settings page.',
  'Our prices include updates, backups and support by email and chat.',
  'The report was reviewed by the finance team before it was published.',
  'You will find the new templates in the library on the left side of the screen.',
  'When the trial ends, your projects stay in place until you choose a plan.',
  'We never sell your data, and you can delete your account whenever you like.',
  'The status page shows planned maintenance and any incident that affects the service.',
  'Large files upload in the background while you keep working on other things.',
  'Keyboard shortcuts are listed in the menu under the question mark.',
  'Every change to a document is saved, so you can go back to an earlier version.',
  'Our engineers test each release on the most common browsers and phones.',
  'If you need more seats, the billing page adds them to your next invoice.',
];

function documentParagraphs(words: number): string[] {
  const paragraphs: string[] = [];
  let total = 0;
  let index = 0;
  while (total < words) {
    const sentences: string[] = [];
    const length = 4 + (paragraphs.length % 4);
    for (let s = 0; s < length && total < words; s += 1) {
      const sentence = SENTENCES[index % SENTENCES.length] ?? '';
      index += 1;
      sentences.push(sentence);
      total += sentence.split(/\s+/).length;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs;
}

async function startServer(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['e2e/serve.ts'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await awaitHealthy(child, base);
  // serve.ts passes SIGTERM on to the server and then drops its database and data folder.
  return async () => {
    if (server.running()) child.kill('SIGTERM');
    await server.exited;
  };
}

interface Flow {
  id: string;
  ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** Registers as the browser would (the password is sent as its SHA-256 digest); signs the context in. */
async function register(request: APIRequestContext): Promise<void> {
  const flow = (await (
    await request.get('/api/auth/self-service/registration/browser', { headers: JSON_HEADERS })
  ).json()) as Flow;
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const response = await request.post(`/api/auth/self-service/registration?flow=${flow.id}`, {
    headers: JSON_HEADERS,
    data: {
      method: 'password',
      traits: { email: `bench-${randomBytes(4).toString('hex')}@example.com` },
      password: createHash('sha256').update('bench horse battery staple').digest('hex'),
      csrf_token: csrf,
    },
  });
  if (response.status() !== 200) throw new Error(`sign-up answered ${response.status()}`);
}

interface RuleInfo {
  id: string;
  scope: string;
  parameters: { name: string; type: string; default?: unknown }[];
}

/** 30 block-level rules of the catalogue: forbidden-terms with "utilize", then rules that need no terms. */
async function createGuide(request: APIRequestContext): Promise<{ id: string; rules: string[] }> {
  const catalogue = (await (await request.get('/api/text/rules')).json()) as { rules: RuleInfo[] };
  const denseTerms = dense ? DENSE_TERMS.map((term) => ({ term, suggestions: [] })) : [];
  const forbidden = {
    id: 'forbidden-terms',
    params: { terms: [{ term: TERM, suggestions: ['use'] }, ...denseTerms] },
  };
  const others = catalogue.rules
    .filter((rule) => rule.scope === 'block' && rule.id !== 'forbidden-terms')
    .filter((rule) => rule.parameters.every((p) => p.type !== 'terms' || p.default !== undefined))
    .slice(0, 29)
    .map((rule) => ({ id: rule.id }));
  const rules = [forbidden, ...others];
  if (rules.length !== 30) throw new Error(`only ${rules.length} block-level rules in the catalogue`);
  const created = await request.post('/api/text/tones-of-voice', {
    data: { name: 'Editor benchmark (30 block rules)', description: 'Benchmark guide', rules },
  });
  if (created.status() !== 201) throw new Error(`creating the guide answered ${created.status()}`);
  const { tov } = (await created.json()) as { tov: { id: string } };
  return { id: tov.id, rules: rules.map((rule) => rule.id) };
}

/** Waits until the editor's checker reports ready and stays so for `quietMs`. */
async function waitIdle(page: Page, quietMs = 1000, timeout = 120_000): Promise<void> {
  const started = Date.now();
  let readySince: number | null = null;
  while (Date.now() - started < timeout) {
    const status = await page.locator('[data-check-status]').getAttribute('data-check-status');
    if (status === 'ready') {
      readySince ??= Date.now();
      if (Date.now() - readySince >= quietMs) return;
    } else {
      readySince = null;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the checker did not become idle');
}

interface BenchWindow {
  __longtasks: { start: number; duration: number }[];
}

interface Run {
  paragraph: number;
  latency: number;
  longestTask: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Puts the caret at the end of paragraph `index` of the editor (ProseMirror follows the DOM selection). */
async function caretToParagraphEnd(page: Page, index: number): Promise<void> {
  await page.evaluate((paragraph) => {
    const editor = document.querySelector<HTMLElement>('.wtt-prose');
    const target = editor?.querySelectorAll(':scope > p')[paragraph];
    if (!editor || !target) throw new Error(`no paragraph ${paragraph}`);
    target.scrollIntoView({ block: 'center' });
    editor.focus();
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    let last: Node | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
    const range = document.createRange();
    if (last) range.setStart(last, last.textContent?.length ?? 0);
    else range.setStart(target, target.childNodes.length);
    range.collapse(true);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, index);
  // Let ProseMirror read the selection change.
  await page.waitForTimeout(50);
}

/** Arms the page: the keydown of the term's last letter starts the clock; the highlight stops it. */
async function armMeasurement(page: Page, paragraph: number): Promise<void> {
  await page.evaluate(
    ({ paragraph: index, term }) => {
      const editor = document.querySelector<HTMLElement>('.wtt-prose');
      if (!editor) throw new Error('no editor');
      const state: { start: number | null; end: number | null } = { start: null, end: null };
      const onKey = (event: KeyboardEvent): void => {
        if (event.key === term.slice(-1)) {
          state.start = event.timeStamp;
          window.removeEventListener('keydown', onKey, true);
        }
      };
      window.addEventListener('keydown', onKey, true);
      const found = (): boolean => {
        const target = editor.querySelectorAll(':scope > p')[index];
        if (!target) return false;
        for (const element of target.querySelectorAll('.wtt-highlight')) {
          if (element.textContent === term) return true;
        }
        return false;
      };
      const done = new Promise<{ start: number; end: number }>((resolve, reject) => {
        setTimeout(
          () => reject(new Error(`no highlight of "${term}" in paragraph ${index} in 15 s`)),
          15_000,
        );
        const observer = new MutationObserver(() => {
          if (state.start !== null && found()) {
            state.end = performance.now();
            observer.disconnect();
            resolve({ start: state.start, end: state.end });
          }
        });
        observer.observe(editor, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
      (window as unknown as { __benchDone: Promise<{ start: number; end: number }> }).__benchDone = done;
    },
    { paragraph, term: TERM },
  );
}

const stopServer = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as BenchWindow).__longtasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await register(context.request);
  const guide = await createGuide(context.request);
  console.log(`guide: ${guide.rules.join(', ')}`);
  const page = await context.newPage();
  await page.goto(`/editor/${guide.id}`);
  await page.locator('.wtt-prose').waitFor();
  await waitIdle(page, 500);

  const paragraphs = documentParagraphs(wordCount);
  const words = paragraphs.join(' ').split(/\s+/).length;
  const loadStarted = Date.now();
  await page.locator('.wtt-prose').click();
  await page.evaluate((texts) => {
    const data = new DataTransfer();
    data.setData('text/html', texts.map((text) => `<p>${text}</p>`).join(''));
    data.setData('text/plain', texts.join('\n\n'));
    document
      .querySelector('.wtt-prose')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, paragraphs);
  await waitIdle(page, 2000);
  const inEditor = await page.locator('.wtt-prose > p').count();
  const status = await page.getByTestId('check-status').textContent();
  const drawn = await page.locator('.wtt-prose .wtt-highlight').count();
  console.log(`highlights drawn after pasting: ${drawn}`);
  console.log(
    `document: ${words} words in ${paragraphs.length} paragraphs (${inEditor} in the editor), ` +
      `pasted and checked in ${Date.now() - loadStarted} ms (incl. 2 s quiet): ${status ?? ''}`,
  );

  const pasteTasks = await page.evaluate(() => (window as unknown as BenchWindow).__longtasks.length);
  const pasteLongest = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as BenchWindow).__longtasks.map((task) => task.duration)),
  );
  console.log(
    `long tasks while loading and pasting: ${pasteTasks}, the longest ${pasteLongest.toFixed(0)} ms`,
  );

  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    const paragraph = Math.floor(((run + 0.5) * (inEditor - 1)) / runs);
    await caretToParagraphEnd(page, paragraph);
    await armMeasurement(page, paragraph);
    const typingStart = await page.evaluate(() => performance.now());
    await page.keyboard.type(` ${TERM}`, { delay: typingDelay });
    const timing = await page.evaluate(
      () => (window as unknown as { __benchDone: Promise<{ start: number; end: number }> }).__benchDone,
    );
    const longestTask = await page.evaluate(
      ({ from, to }) =>
        Math.max(
          0,
          ...(window as unknown as BenchWindow).__longtasks
            .filter((task) => task.start + task.duration >= from && task.start <= to)
            .map((task) => task.duration),
        ),
      { from: typingStart, to: timing.end },
    );
    results.push({ paragraph, latency: timing.end - timing.start, longestTask });
    console.log(
      `run ${String(run + 1).padStart(2)}: paragraph ${String(paragraph).padStart(3)}, ` +
        `${(timing.end - timing.start).toFixed(1)} ms, longest task ${longestTask.toFixed(0)} ms`,
    );
    // Remove the word again and let the checker settle before the next run.
    for (let key = 0; key < TERM.length + 1; key += 1) await page.keyboard.press('Backspace');
    await waitIdle(page, 500);
  }

  const latencies = results.map((result) => result.latency).sort((a, b) => a - b);
  const longest = Math.max(...results.map((result) => result.longestTask));
  const median = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  console.log(`\n| what | result |`);
  console.log('| --- | ---: |');
  console.log(`| runs | ${results.length} |`);
  console.log(`| median keystroke → highlight (target ≤ 50 ms) | ${median.toFixed(1)} ms |`);
  console.log(`| p95 keystroke → highlight (target ≤ 100 ms) | ${p95.toFixed(1)} ms |`);
  console.log(
    `| min / max | ${(latencies[0] ?? Number.NaN).toFixed(1)} / ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms |`,
  );
  console.log(`| longest main-thread task while typing | ${longest.toFixed(0)} ms |`);
  console.log(
    `| long tasks while pasting and checking the document: count, longest | ${pasteTasks}, ${pasteLongest.toFixed(0)} ms |`,
  );
  await context.close();
} finally {
  await browser.close();
  await stopServer();
}
