// The AI assistant in the drawer and on its page (issue 15), with the built-in assistant (the e2e server has
// no LLM configured): greeting, a check of the editor's text grounded in the engine's findings, its fixes
// applied to the editor, New chat, HTML shown as text, and the welcome message of an account without a plan.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runAdmin } from './adminHelpers.ts';
import { waitUntilChecked } from './checkStatus.ts';
import { checkBothModes, expectNoSeriousViolations } from './axe.ts';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { saveScreenshot } from './screenshots.ts';

const PASSWORD = 'brand-voice-2026';
const TEXT = 'We utilize the new dashboard every day.';

async function createGuide(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/text/tones-of-voice', {
    data: {
      name,
      description: 'Plain words for the assistant tests',
      rules: [{ id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { tov: { id: string } }).tov.id;
}

const drawer = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' });
const messagesIn = (scope: Locator) => scope.getByRole('list', { name: 'Messages' });
const inputIn = (scope: Locator) => scope.getByRole('textbox', { name: 'Message to the assistant' });

test('the drawer: greeting, a check of the editor’s text with its stages, fixes applied to the editor, New chat, HTML as text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerThroughApi(page.request, uniqueEmail('assistant'), PASSWORD);
  const guideId = await createGuide(page, 'Assistant plain words');

  await page.goto(`/editor/${guideId}`);
  await waitUntilChecked(page);
  const editor = page.getByRole('textbox', { name: 'Text to check' });
  await editor.click();
  await page.keyboard.type(TEXT);
  await waitUntilChecked(page);

  // The drawer opens below the header, 28rem (448 px) wide, and greets in the default voice.
  await page.getByRole('button', { name: 'Toggle assistant' }).click();
  const panel = drawer(page);
  await expect(panel.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  const messages = messagesIn(panel);
  await expect(messages.locator(':scope > li')).toHaveCount(1);
  await expect(messages.locator(':scope > li').first()).toHaveText('Hello!');
  await expect(inputIn(panel)).toHaveAttribute('placeholder', 'Ask me anything about your content...');
  const box = await panel.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(448);
  const header = await page.getByRole('banner').boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  await checkBothModes(page, 'assistant-drawer');

  // Shift+Enter adds a line; Enter sends. The reply is a job whose stages are shown.
  await inputIn(panel).fill('Check my');
  await inputIn(panel).press('Shift+Enter');
  await inputIn(panel).pressSequentially('text');
  await expect(inputIn(panel)).toHaveValue('Check my\ntext');
  await inputIn(panel).fill('Check my text');
  await inputIn(panel).press('Enter');
  await expect(inputIn(panel)).toHaveValue('');
  await expect(inputIn(panel)).toBeDisabled();
  await expect(panel.getByText('Thinking...')).toBeVisible();
  // The job's stages, in words (JOB_STAGE_DELAY_MS of e2e/serve.ts holds each for a while).
  await expect(panel.getByTestId('assistant-stage')).toHaveText('Checking against Assistant plain words');
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'assistant-drawer-thinking-light');
  await expect(panel.getByText('Thinking...')).toBeHidden({ timeout: 60_000 });
  const reply = messages.locator('[data-message-type="assistant"]').last();
  await expect(reply).toContainText('utilize');
  await expect(inputIn(panel)).toBeEnabled();
  await checkBothModes(page, 'assistant-drawer-reply');

  // "Fix it" proposes the text with the engine's safe fixes; they go into the editor in one step, which
  // undo takes back.
  await inputIn(panel).fill('Fix it');
  await inputIn(panel).press('Enter');
  await expect(panel.getByText('Thinking...')).toBeHidden({ timeout: 60_000 });
  const fixReply = messages.locator('[data-message-type="assistant"]').last();
  await expect(fixReply).toContainText('utilize');
  const apply = fixReply.getByRole('button', { name: 'Apply to editor' });
  await expect(apply).toBeVisible();
  await saveScreenshot(page, 'assistant-drawer-fix-light');
  await apply.click();
  await expect(editor).toHaveText('We use the new dashboard every day.');
  await expect(page.getByText('Applied to the editor')).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Applied to editor' })).toBeDisabled();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor).toHaveText(TEXT);

  // A message with HTML and a script is shown as the text it is.
  const risky =
    '<script>window.pwned = true</script><b>bold</b> <img src=x onerror="window.pwned = true"> help';
  await inputIn(panel).fill(risky);
  await inputIn(panel).press('Enter');
  await expect(messages.locator('[data-message-type="user"]').last()).toHaveText(`You said:${risky}`);
  await expect(panel.getByText('Thinking...')).toBeHidden({ timeout: 60_000 });
  await expect(messages.locator('script, b, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

  // New chat: only the greeting again, and the chat survives a reload by its stored id.
  const storedBefore = await page.evaluate(() => window.localStorage.getItem('wtt-assistant-chat-id'));
  await panel.getByRole('button', { name: 'New chat' }).click();
  await expect(messages.locator(':scope > li')).toHaveCount(1);
  await expect(messages.locator(':scope > li').first()).toHaveText('Hello!');
  const storedAfter = await page.evaluate(() => window.localStorage.getItem('wtt-assistant-chat-id'));
  expect(storedAfter).not.toBeNull();
  expect(storedAfter).not.toBe(storedBefore);
  await inputIn(panel).fill('help');
  await inputIn(panel).press('Enter');
  await expect(panel.getByText('Thinking...')).toBeHidden({ timeout: 60_000 });
  await expect(messages.locator(':scope > li')).toHaveCount(3);
  await page.reload();
  await page.getByRole('button', { name: 'Toggle assistant' }).click();
  await expect(messagesIn(drawer(page)).locator(':scope > li')).toHaveCount(2);
  await expect(messagesIn(drawer(page)).locator('[data-message-type="user"]')).toHaveText('You said:help');
});

test('the /assistant page holds the same chat on the whole page', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughApi(page.request, uniqueEmail('assistant-page'), PASSWORD);
  await page.goto('/assistant');
  await expect(page).toHaveTitle('Write the Tone | AI Assistant');
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(messagesIn(chat).locator(':scope > li').first()).toHaveText('Hello!');
  // The chat reaches down to the footer: its input is on screen without scrolling.
  await expect(inputIn(chat)).toBeInViewport({ ratio: 1 });
  // The drawer makes way for the page.
  await expect(page.getByRole('button', { name: 'Toggle assistant' })).toBeDisabled();
  await inputIn(chat).fill('help');
  await inputIn(chat).press('Enter');
  await expect(page.getByText('Thinking...')).toBeHidden({ timeout: 60_000 });
  await expect(messagesIn(chat).locator('[data-message-type="assistant"]').last()).not.toBeEmpty();
  await checkBothModes(page, 'assistant-page');
});

test('Stop cancels a reply that is being written: its messages go and the words return to the input', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, uniqueEmail('assistant-stop'), PASSWORD);
  await page.goto('/assistant');
  const chat = page.getByRole('region', { name: 'Chat' });
  const messages = messagesIn(chat);
  await expect(messages.locator(':scope > li')).toHaveCount(1);
  await inputIn(chat).fill('List my guides');
  await inputIn(chat).press('Enter');
  await expect(chat.getByText('Thinking...')).toBeVisible();
  await chat.getByRole('button', { name: 'Stop' }).click();
  await expect(chat.getByText('Thinking...')).toBeHidden();
  await expect(messages.locator(':scope > li')).toHaveCount(1);
  await expect(messages.getByRole('alert')).toHaveCount(0);
  await expect(inputIn(chat)).toHaveValue('List my guides');
  await expect(inputIn(chat)).toBeEnabled();
  // The server kept no reply for the cancelled job: after a reload the chat holds the question alone.
  await page.reload();
  const reloaded = messagesIn(page.getByRole('region', { name: 'Chat' }));
  await expect(reloaded.locator('[data-message-type="user"]')).toHaveText('You said:List my guides');
  await expect(reloaded.locator('[data-message-type="assistant"]')).toHaveCount(0);
});

test('an account without a plan sees only the welcome message, and cannot write', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('assistant-none');
  await registerThroughApi(page.request, email, PASSWORD);
  expect(await runAdmin('set-level', email, 'NONE')).toContain('has been notified');
  await page.goto('/assistant');
  const chat = page.getByRole('region', { name: 'Chat' });
  const messages = messagesIn(chat);
  await expect(messages.locator(':scope > li')).toHaveCount(1);
  await expect(messages).toContainText('It is part of the Premium and Enterprise plans');
  await expect(inputIn(chat)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New chat' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await checkBothModes(page, 'assistant-page-no-plan');
  await messages.getByRole('link', { name: 'See the plans' }).click();
  // The settings page adds its security flow's id to the address once it has one.
  await expect(page).toHaveURL(/\/profile\/settings\?openSubscription=true(&flow=[\w-]+)?$/);
  // The server refuses the assistant as well: the app's rule is not the only guard.
  const refused = await page.request.post('/api/assistant/chats', { data: {} });
  expect(refused.status()).toBe(403);
});
