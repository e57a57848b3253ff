import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_IDS, chat, chatMessage, userMessage } from '../assistant/test/chatFixtures.ts';
import {
  ASSISTANT_ERROR_TEXTS,
  createChat,
  getChat,
  postChatMessage,
  reasonOf,
  sendChatMessage,
} from './assistant.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { IDS } from './test/fixtures.ts';

const CHATS = '/api/assistant/chats';
const CHAT = `${CHATS}/${CHAT_IDS.chat}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('assistant calls', () => {
  it('create and load chats as the contract shapes them', async () => {
    const stored = chat({ messages: [userMessage(), chatMessage()] });
    const api = stubApi({
      [`POST ${CHATS}`]: answer(201, chat()),
      [`GET ${CHAT}`]: answer(200, stored),
    });
    await expect(createChat()).resolves.toEqual(chat());
    await expect(getChat(CHAT_IDS.chat)).resolves.toEqual(stored);
    expect(api.calls(`POST ${CHATS}`)[0]?.body).toEqual({});
  });

  it('send a message with its context by PATCH, or as the spec’s POST {message}', async () => {
    const api = stubApi({
      [`PATCH ${CHAT}`]: answer(202, { jobId: CHAT_IDS.job }),
      [`POST ${CHAT}`]: answer(200, { message: chatMessage() }),
    });
    const context = { text: 'We utilize it.', format: 'plain' as const, toneOfVoiceId: IDS.guide };
    await expect(sendChatMessage(CHAT_IDS.chat, 'Check my text', context)).resolves.toEqual({
      jobId: CHAT_IDS.job,
    });
    await expect(postChatMessage(CHAT_IDS.chat, 'help')).resolves.toEqual({ message: chatMessage() });
    expect(api.calls(`PATCH ${CHAT}`)[0]?.body).toEqual({ message: 'Check my text', context });
    expect(api.calls(`POST ${CHAT}`)[0]?.body).toEqual({ message: 'help' });
  });

  it("raise 'No response data received' for an answer with neither a job id nor a message", async () => {
    stubApi({ [`PATCH ${CHAT}`]: answer(200, {}), [`POST ${CHAT}`]: answer(200, { note: 'nothing' }) });
    await expect(sendChatMessage(CHAT_IDS.chat, 'hi')).rejects.toThrow('No response data received');
    await expect(postChatMessage(CHAT_IDS.chat, 'hi')).rejects.toThrow('No response data received');
  });

  it('refuse a job id that is no UUID as a contract mismatch', async () => {
    stubApi({ [`PATCH ${CHAT}`]: answer(200, { jobId: 'job-1' }) });
    await expect(sendChatMessage(CHAT_IDS.chat, 'hi')).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer' },
    });
  });

  it('leave failures to the chat (no toast), with the server’s reason', async () => {
    stubApi({
      [`PATCH ${CHAT}`]: answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'message: must not be blank',
      }),
      [`GET ${CHAT}`]: answer(404, { statusCode: 404, error: 'Not Found', message: 'No such chat' }),
      [`POST ${CHATS}`]: answer(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
    });
    await expect(sendChatMessage(CHAT_IDS.chat, ' ')).rejects.toThrow('message: must not be blank');
    await expect(getChat(CHAT_IDS.chat)).rejects.toThrow('No such chat');
    await expect(createChat()).rejects.toMatchObject({ status: 500 });
    expect(toasts()).toEqual([]);
  });

  it('keep the upgrade dialog for the 403 of an account without a premium plan', async () => {
    const upgrade =
      'The AI assistant needs a Premium or Enterprise plan. Please upgrade your plan to use it.';
    stubApi({ [`POST ${CHATS}`]: answer(403, { statusCode: 403, error: 'Forbidden', message: upgrade }) });
    await expect(createChat()).rejects.toThrow(upgrade);
    expect(toasts()).toEqual([
      { title: 'Error', message: 'You do not have permission to perform this action.' },
    ]);
    expect(useUpgradeDialogStore.getState()).toMatchObject({ open: true, reason: upgrade });
    useUpgradeDialogStore.getState().close();
  });

  it('word the spec’s assistant errors, with “Unknown error occurred” for a reason-less error', () => {
    expect(ASSISTANT_ERROR_TEXTS.createChat('offline')).toBe('Cannot create new chat: offline');
    expect(ASSISTANT_ERROR_TEXTS.loadChat('gone')).toBe('Cannot load chat history: gone');
    expect(ASSISTANT_ERROR_TEXTS.submit(reasonOf(new Error('')))).toBe(
      'Cannot submit message: Unknown error occurred',
    );
    expect(ASSISTANT_ERROR_TEXTS.response(reasonOf('not an error'))).toBe(
      'Cannot get assistant response: Unknown error occurred',
    );
  });
});
