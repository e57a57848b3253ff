import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSchema } from '@wtt/contract';
import { startJobTestServer } from '../text/test/jobTestKit.ts';
import { signUp, type TestServer, type TextClient } from '../text/test/textTestKit.ts';
import { CASUAL_TEXT, FORMAL_TEXT } from './test/answerTestKit.ts';
import {
  HOUSE_TEXT,
  ask,
  callAssistant,
  createChatOf,
  createGuide,
  replyOf,
} from './test/assistantTestKit.ts';

let server: TestServer;
let ada: TextClient;
let guideId: string;

beforeAll(async () => {
  server = await startJobTestServer(0);
  ada = await signUp(server);
  guideId = await createGuide(ada, 'House style');
});

afterAll(async () => {
  await server.close();
});

describe('the built-in assistant over HTTP, on every request it knows', () => {
  it.each([
    ['Check my text', HOUSE_TEXT, ['**“utilize”**', '**“was written”**', 'House style']],
    ['Why is my score 62?', HOUSE_TEXT, ['**Forbidden terms**', 'you mentioned 62']],
    ['What does rule passive-voice mean?', HOUSE_TEXT, ['**Passive voice**', '“was written”']],
    ['Which of my guides fits this text best?', HOUSE_TEXT, ['| House style | yours |']],
    ['Make it more formal', CASUAL_TEXT, ['casual “gonna”', "**“We're”**"]],
    ['Make it friendlier', FORMAL_TEXT, ['formal “Pursuant to”', '(empathy)']],
    ['List my guides', HOUSE_TEXT, ['**House style** (yours, 3 rules, chosen in the editor)']],
    ['List my prompts', HOUSE_TEXT, ['**Make it plainer** (predefined)']],
    ['Run prompt Make it more formal on my text', CASUAL_TEXT, ['needs a language model', "**“We're”**"]],
    ['help', HOUSE_TEXT, ['This installation has no language model']],
    ['Write me a poem', HOUSE_TEXT, ['I cannot do that here.']],
  ])('answers %j from the engine', async (message, text, expected) => {
    const chatId = await createChatOf(ada, server);
    const answer = replyOf(await ask(ada, server, chatId, message, { text, toneOfVoiceId: guideId }));
    for (const part of expected) expect(answer).toContain(part);
  });

  it('stores the proposal of “Fix it” with the answer, for the app to apply', async () => {
    const chatId = await createChatOf(ada, server);
    const answer = replyOf(
      await ask(ada, server, chatId, 'Fix it', { text: HOUSE_TEXT, toneOfVoiceId: guideId }),
    );
    expect(answer).toContain('“utilize” → “use”');
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages[1]?.proposal?.text).toBe(
      'We use the new dashboard every day. The report was written by our team. Our customers use it too.',
    );
    expect(chat.messages[0]?.proposal).toBeNull();
  });

  it('answers in the personality of the profile', async () => {
    expect((await ada.callAccount('PATCH', '/profile', { aiAssistantPersonality: 0 })).status).toBe(200);
    const chatId = await createChatOf(ada, server);
    const answer = replyOf(
      await ask(ada, server, chatId, 'Check my text', { text: HOUSE_TEXT, toneOfVoiceId: guideId }),
    );
    expect(answer.startsWith('Meow! ')).toBe(true);
    expect(answer).toContain('**“utilize”**');
    expect((await ada.callAccount('PATCH', '/profile', { aiAssistantPersonality: 1 })).status).toBe(200);
  });
});
