import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChat, getChat, sendChatMessage } from '../api/assistant.ts';
import { createJobPoller } from '../api/jobPoller.ts';
import { cancelJob, getJob } from '../api/jobs.ts';
import type { RecordedRequest } from '../api/test/apiStub.ts';
import { answer, clearToasts, inTurn, json, stubApi } from '../api/test/apiStub.ts';
import { job } from '../api/test/fixtures.ts';
import { WELCOME_WITHOUT_PLAN } from './assistantPersona.ts';
import type { AssistantSession } from './assistantSession.ts';
import { GREETING_ID, createAssistantSession, replyTextOf } from './assistantSession.ts';
import { CHAT_ID_STORAGE_KEY, createChatIdStorage } from './chatIdStorage.ts';
import { CHAT_IDS, chat, chatMessage, proposal, userMessage } from './test/chatFixtures.ts';

const CHATS = '/api/assistant/chats';
const CHAT = `${CHATS}/${CHAT_IDS.chat}`;
const OTHER_CHAT = `${CHATS}/${CHAT_IDS.otherChat}`;
const JOB = `/api/text/jobs/${CHAT_IDS.job}`;
const notFound = { statusCode: 404, error: 'Not Found', message: 'No such chat' };

/** The real calls and a real poller, checking every 5 ms so the tests need no fake timers. */
function session(): AssistantSession {
  return createAssistantSession({
    calls: { createChat: () => createChat(), getChat: (id) => getChat(id), sendMessage: sendChatMessage },
    poller: createJobPoller({ fetchJob: getJob, cancelJob, intervalMs: 5 }),
    chatIds: createChatIdStorage(),
  });
}

const texts = (assistant: AssistantSession) =>
  assistant.store.getState().messages.map((message) => `${message.type}: ${message.text}`);

async function ready(assistant: AssistantSession, personality: unknown = 1): Promise<void> {
  assistant.configure({ access: true, personality });
  await assistant.initialise();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('initialising the chat', () => {
  it('creates a chat, stores its id, and greets in the personality', async () => {
    const api = stubApi({ [`POST ${CHATS}`]: answer(201, chat()) });
    for (const [personality, greeting] of [
      [0, 'Meow!'],
      [1, 'Hello!'],
      [2, 'Beep boop!'],
      [7, 'Hello!'],
      [undefined, 'Hello!'],
    ] as const) {
      window.localStorage.clear();
      const assistant = session();
      await ready(assistant, personality);
      expect(texts(assistant)).toEqual([`assistant: ${greeting}`]);
      expect(assistant.store.getState().chatId).toBe(CHAT_IDS.chat);
    }
    expect(window.localStorage.getItem(CHAT_ID_STORAGE_KEY)).toBe(CHAT_IDS.chat);
    expect(api.calls(`POST ${CHATS}`)).toHaveLength(5);
  });

  it('loads the stored chat with its messages', async () => {
    window.localStorage.setItem(CHAT_ID_STORAGE_KEY, CHAT_IDS.chat);
    const api = stubApi({ [`GET ${CHAT}`]: answer(200, chat({ messages: [userMessage(), chatMessage()] })) });
    const assistant = session();
    await ready(assistant);
    expect(texts(assistant)).toEqual([
      'user: Check my text',
      'assistant: Your text breaks **1 rule**: the guide forbids "utilize".',
    ]);
    expect(api.calls(`POST ${CHATS}`)).toHaveLength(0);
    // Opening again keeps the chat on screen: no second load.
    await assistant.initialise();
    expect(api.calls(`GET ${CHAT}`)).toHaveLength(1);
  });

  it('prefers a given chat id to the stored one', async () => {
    window.localStorage.setItem(CHAT_ID_STORAGE_KEY, CHAT_IDS.chat);
    stubApi({ [`GET ${OTHER_CHAT}`]: answer(200, chat({ id: CHAT_IDS.otherChat })) });
    const assistant = session();
    assistant.configure({ access: true, personality: 2 });
    await assistant.initialise(CHAT_IDS.otherChat);
    expect(assistant.store.getState().chatId).toBe(CHAT_IDS.otherChat);
    expect(window.localStorage.getItem(CHAT_ID_STORAGE_KEY)).toBe(CHAT_IDS.otherChat);
  });

  it('drops a stored id whose chat cannot be loaded and creates a new chat', async () => {
    window.localStorage.setItem(CHAT_ID_STORAGE_KEY, CHAT_IDS.otherChat);
    const api = stubApi({
      [`GET ${OTHER_CHAT}`]: answer(404, notFound),
      [`POST ${CHATS}`]: answer(201, chat()),
    });
    const assistant = session();
    await ready(assistant);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${OTHER_CHAT}`,
      `POST ${CHATS}`,
    ]);
    expect(window.localStorage.getItem(CHAT_ID_STORAGE_KEY)).toBe(CHAT_IDS.chat);
    expect(texts(assistant)).toEqual(['assistant: Hello!']);
  });

  it("shows 'Cannot create new chat: {reason}' when no chat can be made", async () => {
    stubApi({ [`POST ${CHATS}`]: answer(500, { statusCode: 500, error: 'x', message: 'Database down' }) });
    const assistant = session();
    await ready(assistant);
    expect(texts(assistant)).toEqual(['error: Cannot create new chat: Database down']);
    expect(await assistant.send(undefined, 'Hello')).toBe(false);
  });

  it('shows only the welcome message without a premium plan, and asks the server nothing', async () => {
    window.localStorage.setItem(CHAT_ID_STORAGE_KEY, CHAT_IDS.chat);
    const api = stubApi({});
    const assistant = session();
    assistant.configure({ access: false, personality: 0 });
    await assistant.initialise();
    expect(texts(assistant)).toEqual([`assistant: ${WELCOME_WITHOUT_PLAN}`]);
    assistant.setInput('Check my text');
    expect(await assistant.send()).toBe(false);
    await assistant.newChat();
    expect(texts(assistant)).toEqual([`assistant: ${WELCOME_WITHOUT_PLAN}`]);
    expect(api.requests).toHaveLength(0);
  });
});

describe('sending', () => {
  it('adds the message and a placeholder, polls the job with its stages, then shows the reply and its proposal', async () => {
    const stages: string[] = [];
    const fixes = proposal();
    const api = stubApi({
      [`POST ${CHATS}`]: answer(201, chat()),
      [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
      [`GET ${JOB}`]: inTurn(
        answer(200, {
          job: job({
            id: CHAT_IDS.job,
            kind: 'assistant-reply',
            state: 'QUEUED',
            progress: 0,
            stage: 'Reading your text',
          }),
        }),
        answer(200, {
          job: job({
            id: CHAT_IDS.job,
            kind: 'assistant-reply',
            progress: 50,
            stage: 'Checking against Plain words',
          }),
        }),
        answer(200, {
          job: job({
            id: CHAT_IDS.job,
            kind: 'assistant-reply',
            state: 'SUCCESS',
            progress: 100,
            stage: 'Writing the answer',
            result: ['The guide forbids "utilize".', 'ignored'],
          }),
        }),
      ),
      [`GET ${CHAT}`]: answer(200, {
        ...chat(),
        messages: [userMessage(), chatMessage({ text: 'The guide forbids "utilize".', proposal: fixes })],
      }),
    });
    const assistant = session();
    await ready(assistant);
    const unsubscribe = assistant.store.subscribe((state) => {
      if (state.jobStage !== null && stages.at(-1) !== state.jobStage) stages.push(state.jobStage);
    });
    assistant.setInput('Check my text');
    const context = { text: 'We utilize the new dashboard.', format: 'plain' as const };
    const sent = assistant.send(context);
    // At once: the user's message and the placeholder after the greeting, the input cleared, loading.
    expect(assistant.store.getState()).toMatchObject({ input: '', loading: true });
    expect(assistant.store.getState().messages.map((message) => [message.type, message.progress])).toEqual([
      ['assistant', false],
      ['user', false],
      ['assistant', true],
    ]);
    expect(await sent).toBe(true);
    unsubscribe();
    expect(stages).toEqual(['Reading your text', 'Checking against Plain words', 'Writing the answer']);
    expect(texts(assistant)).toEqual([
      'assistant: Hello!',
      'user: Check my text',
      'assistant: The guide forbids "utilize".',
    ]);
    const reply = assistant.store.getState().messages[2];
    expect(reply).toMatchObject({
      id: CHAT_IDS.reply,
      proposal: fixes,
      contextText: context.text,
      progress: false,
    });
    expect(assistant.store.getState()).toMatchObject({
      loading: false,
      jobId: null,
      jobStage: null,
      jobProgress: 0,
    });
    expect(api.calls(`PATCH ${CHAT}`)[0]?.body).toEqual({ message: 'Check my text', context });
  });

  it('replaces the placeholder with a message answered at once', async () => {
    stubApi({
      [`POST ${CHATS}`]: answer(201, chat()),
      [`PATCH ${CHAT}`]: answer(200, { message: chatMessage({ text: 'Here is what I can do.' }) }),
    });
    const assistant = session();
    await ready(assistant);
    expect(await assistant.send(undefined, 'help')).toBe(true);
    expect(texts(assistant)).toEqual([
      'assistant: Hello!',
      'user: help',
      'assistant: Here is what I can do.',
    ]);
    expect(assistant.store.getState().loading).toBe(false);
  });

  it('removes both added messages on an error and shows it; the words go back into the input', async () => {
    const cases: [string, (request: RecordedRequest) => Response, string][] = [
      [
        'a refused send',
        () => json(400, { statusCode: 400, error: 'Bad Request', message: 'message: must not be blank' }),
        'Cannot submit message: message: must not be blank',
      ],
      ['an answer with nothing', () => json(200, {}), 'No response data received'],
    ];
    for (const [, handler, shown] of cases) {
      stubApi({ [`POST ${CHATS}`]: answer(201, chat()), [`PATCH ${CHAT}`]: handler });
      const assistant = session();
      await ready(assistant);
      expect(await assistant.send(undefined, 'Check my text')).toBe(false);
      expect(texts(assistant)).toEqual(['assistant: Hello!', `error: ${shown}`]);
      expect(assistant.store.getState()).toMatchObject({ loading: false, input: 'Check my text' });
    }
  });

  it("reports a failed job as 'Cannot get assistant response: {reason}', and an empty result as 'Failed to get assistant response'", async () => {
    const failing = job({
      id: CHAT_IDS.job,
      state: 'FAILURE',
      failureReason: 'The model did not answer in 60 s.',
    });
    const empty = job({ id: CHAT_IDS.job, state: 'SUCCESS', result: null });
    for (const [finished, shown] of [
      [failing, 'Cannot get assistant response: The model did not answer in 60 s.'],
      [empty, 'Failed to get assistant response'],
    ] as const) {
      stubApi({
        [`POST ${CHATS}`]: answer(201, chat()),
        [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
        [`GET ${JOB}`]: answer(200, { job: finished }),
      });
      const assistant = session();
      await ready(assistant);
      expect(await assistant.send(undefined, 'Check my text')).toBe(false);
      expect(texts(assistant)).toEqual(['assistant: Hello!', `error: ${shown}`]);
    }
  });

  it('refuses a blank message, a second message while loading, and a send without a chat', async () => {
    const api = stubApi({
      [`POST ${CHATS}`]: answer(201, chat()),
      [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
      [`GET ${JOB}`]: answer(200, { job: job({ id: CHAT_IDS.job }) }),
    });
    const assistant = session();
    expect(await assistant.send(undefined, 'No chat yet')).toBe(false);
    await ready(assistant);
    expect(await assistant.send(undefined, '  \n ')).toBe(false);
    void assistant.send(undefined, 'First');
    await waitFor(() => expect(assistant.store.getState().jobStage).toBe('Profiling'));
    expect(await assistant.send(undefined, 'Second')).toBe(false);
    expect(api.calls(`PATCH ${CHAT}`)).toHaveLength(1);
    await assistant.newChat();
  });

  it('stops a reply on request: the job is cancelled, both messages go, no error is shown', async () => {
    const api = stubApi({
      [`POST ${CHATS}`]: answer(201, chat()),
      [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
      [`GET ${JOB}`]: answer(200, { job: job({ id: CHAT_IDS.job, stage: 'Reading your text' }) }),
      [`PATCH ${JOB}`]: answer(200, { job: job({ id: CHAT_IDS.job, state: 'FAILURE', cancelled: true }) }),
    });
    const assistant = session();
    await ready(assistant);
    const sent = assistant.send(undefined, 'Check my text');
    await waitFor(() => expect(assistant.store.getState().jobStage).toBe('Reading your text'));
    await assistant.cancelReply();
    expect(await sent).toBe(false);
    expect(texts(assistant)).toEqual(['assistant: Hello!']);
    expect(assistant.store.getState().input).toBe('Check my text');
    expect(api.calls(`PATCH ${JOB}`)[0]?.body).toEqual({ cancelled: 'true' });
  });
});

describe('New chat', () => {
  it('forgets the stored id, empties messages and input, stops polling and starts a fresh chat', async () => {
    const api = stubApi({
      [`POST ${CHATS}`]: inTurn(answer(201, chat()), answer(201, chat({ id: CHAT_IDS.otherChat }))),
      [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
      [`GET ${JOB}`]: answer(200, { job: job({ id: CHAT_IDS.job }) }),
    });
    const assistant = session();
    await ready(assistant);
    void assistant.send(undefined, 'Check my text');
    await waitFor(() => expect(assistant.store.getState().jobStage).toBe('Profiling'));
    assistant.setInput('half written');
    await assistant.newChat();
    expect(assistant.store.getState()).toMatchObject({
      chatId: CHAT_IDS.otherChat,
      input: '',
      loading: false,
      jobId: null,
      jobProgress: 0,
      jobStage: null,
    });
    expect(texts(assistant)).toEqual(['assistant: Hello!']);
    expect(assistant.store.getState().messages[0]?.id).toBe(GREETING_ID);
    expect(window.localStorage.getItem(CHAT_ID_STORAGE_KEY)).toBe(CHAT_IDS.otherChat);
    // Polling stopped: no more checks of the old job.
    const checks = api.calls(`GET ${JOB}`).length;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(api.calls(`GET ${JOB}`)).toHaveLength(checks);
  });
});

describe('replyTextOf', () => {
  it('takes the first item of a list and refuses an empty result', () => {
    expect(replyTextOf(['first', 'second'])).toBe('first');
    expect(replyTextOf('only')).toBe('only');
    expect(replyTextOf([])).toBeNull();
    expect(replyTextOf('  ')).toBeNull();
    expect(replyTextOf(null)).toBeNull();
  });
});

describe('another user', () => {
  it('starts afresh: the previous user’s chat is not shown', async () => {
    stubApi({
      [`POST ${CHATS}`]: inTurn(answer(201, chat()), answer(201, chat({ id: CHAT_IDS.otherChat }))),
      [`GET ${CHAT}`]: answer(404, notFound),
    });
    const assistant = session();
    assistant.configure({ access: true, personality: 1, owner: 'identity-1' });
    await assistant.initialise();
    expect(assistant.store.getState().chatId).toBe(CHAT_IDS.chat);
    assistant.configure({ access: true, personality: 1, owner: 'identity-2' });
    expect(assistant.store.getState()).toMatchObject({ chatId: null, messages: [] });
    await assistant.initialise();
    // The stored id was the first user's: it is not theirs, so a new chat takes its place.
    expect(assistant.store.getState().chatId).toBe(CHAT_IDS.otherChat);
  });
});
