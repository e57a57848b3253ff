import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssistantPersonality } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { job, profile } from '../api/test/fixtures.ts';
import { sessionJson } from '../identity/test/fixtures.ts';
import { ROUTES } from '../identity/test/identityServer.ts';
import { useUiStore } from '../stores/uiStore.ts';
import { ACCOUNT_ROUTES, accountRoutes } from '../test/accountRoutes.ts';
import type { StubHandler } from '../test/fetchStub.ts';
import { answer, inTurn, json, stubFetch } from '../test/fetchStub.ts';
import { renderApp } from '../test/renderApp.tsx';
import { appAssistant } from './appAssistant.ts';
import { CHAT_IDS, chat, chatMessage, userMessage } from './test/chatFixtures.ts';

const CHATS = 'POST /api/assistant/chats';
const SEND = `PATCH /api/assistant/chats/${CHAT_IDS.chat}`;
const LOAD = `GET /api/assistant/chats/${CHAT_IDS.chat}`;
const JOB = `GET /api/text/jobs/${CHAT_IDS.job}`;

function serve(
  routes: Record<string, StubHandler> = {},
  level: 'PREMIUM' | 'NONE' = 'PREMIUM',
  personality: AssistantPersonality = 1,
) {
  return stubFetch({
    ...accountRoutes({
      [ACCOUNT_ROUTES.profile]: answer(
        200,
        profile({ accountLevel: level, aiAssistantPersonality: personality }),
      ),
    }),
    [ROUTES.whoami]: answer(200, sessionJson()),
    [CHATS]: answer(201, chat()),
    ...routes,
  });
}

const input = () => screen.getByRole('textbox', { name: 'Message to the assistant' });
const messages = () => screen.getByRole('list', { name: 'Messages' });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useUiStore.setState({ assistantOpen: false });
});

afterEach(() => {
  appAssistant.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the /assistant page', () => {
  it('greets, sends on Enter, shows Thinking... with the stage, then the formatted answer', async () => {
    const api = serve({
      [SEND]: answer(202, { jobId: CHAT_IDS.job }),
      [JOB]: inTurn(
        answer(200, { job: job({ id: CHAT_IDS.job, progress: 30, stage: 'Checking against Plain words' }) }),
        answer(200, { job: job({ id: CHAT_IDS.job, progress: 30, stage: 'Checking against Plain words' }) }),
        answer(200, {
          job: job({
            id: CHAT_IDS.job,
            state: 'SUCCESS',
            progress: 100,
            result: 'The guide forbids **utilize**.',
          }),
        }),
      ),
      [LOAD]: answer(
        200,
        chat({ messages: [userMessage(), chatMessage({ text: 'The guide forbids **utilize**.' })] }),
      ),
    });
    renderApp('/assistant');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Assistant' })).toBeTruthy();
    expect(await within(messages()).findByText('Hello!')).toBeTruthy();
    expect(within(messages()).getByRole('img', { name: 'Tone Assistant' })).toBeTruthy();
    expect(input().getAttribute('placeholder')).toBe('Ask me anything about your content...');
    expect(input().getAttribute('rows')).toBe('2');

    // Shift+Enter adds a line: nothing is sent.
    input().focus();
    type('Check my text');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(api.calls(SEND)).toHaveLength(0);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    expect(await screen.findByTestId('assistant-stage')).toHaveProperty(
      'textContent',
      'Checking against Plain words',
    );
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(input().hasAttribute('disabled')).toBe(true);
    const answerText = await within(messages()).findByText('utilize');
    expect(answerText.tagName).toBe('STRONG');
    expect(screen.queryByText('Thinking...')).toBeNull();
    await waitFor(() => expect(input().hasAttribute('disabled')).toBe(false));
    // The field had the focus when Enter sent the message: it gets it back.
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(api.calls(SEND)[0]?.body).toEqual({ message: 'Check my text' });
    const items = within(messages()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-message-type'))).toEqual([
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('shows an error in a red box with a warning, and gives the words back', async () => {
    serve({
      [SEND]: () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database down' }),
    });
    renderApp('/assistant');
    await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Hello!');
    type('Check my text');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cannot submit message: Database down');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(within(messages()).queryByText('Check my text')).toBeNull();
    expect((input() as HTMLTextAreaElement).value).toBe('Check my text');
  });

  it('shows a user’s HTML as the text it is', async () => {
    serve({ [SEND]: answer(200, { message: chatMessage({ text: 'I read `<b>` as text.' }) }) });
    renderApp('/assistant');
    await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Hello!');
    type('<script>window.pwned = 1</script><b>bold</b>');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await within(messages()).findByText('<script>window.pwned = 1</script><b>bold</b>')).toBeTruthy();
    expect(messages().querySelector('script, b')).toBeNull();
  });

  it('New chat starts a fresh chat', async () => {
    const api = serve({
      [CHATS]: inTurn(
        answer(201, chat({ messages: [userMessage('Old question')] })),
        answer(201, chat({ id: CHAT_IDS.otherChat })),
      ),
    });
    renderApp('/assistant');
    expect(await screen.findByText('Old question')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(await within(messages()).findByText('Hello!')).toBeTruthy();
    expect(screen.queryByText('Old question')).toBeNull();
    expect(api.calls(CHATS)).toHaveLength(2);
    expect(window.localStorage.getItem('wtt-assistant-chat-id')).toBe(CHAT_IDS.otherChat);
  });

  it('shows an account without a plan only the welcome message, with input and New chat disabled', async () => {
    const api = serve({}, 'NONE');
    renderApp('/assistant');
    expect(await screen.findByText(/It is part of the/)).toBeTruthy();
    expect(within(messages()).getAllByRole('listitem')).toHaveLength(1);
    expect(input().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'New chat' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/profile/settings?openSubscription=true',
    );
    expect(api.requests.filter((request) => request.path.startsWith('/api/assistant'))).toHaveLength(0);
  });
});

describe('the drawer', () => {
  it('opens from the header with the chat, greeting in the profile’s personality', async () => {
    serve({}, 'PREMIUM', 2);
    renderApp('/library/guides');
    fireEvent.click(await screen.findByRole('button', { name: 'Toggle assistant' }));
    const drawer = await screen.findByRole('complementary', { name: 'AI Assistant' });
    expect(await within(drawer).findByText('Beep boop!')).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'Tone Robot' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'New chat' }).hasAttribute('disabled')).toBe(false);
  });

  it('makes way for the /assistant page, where the same chat fills the page', async () => {
    serve();
    useUiStore.setState({ assistantOpen: true });
    renderApp('/assistant');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Assistant' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'AI Assistant' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Toggle assistant' });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
