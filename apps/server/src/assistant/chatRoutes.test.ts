import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_UPGRADE_MESSAGE, ACCOUNT_CLOSED_MESSAGE, chatSchema } from '@wtt/contract';
import { changeAccountClosed, setAccountLevel, setTrialPeriodEnd } from '../account/accountStore.ts';
import { signUp, type TestServer, type TextClient } from '../text/test/textTestKit.ts';
import { pollJob, startJobTestServer } from '../text/test/jobTestKit.ts';
import { callApi } from '../test/apiCall.ts';
import { createTestBrowser } from '../identity/test/browser.ts';
import {
  HOUSE_TEXT,
  ask,
  callAssistant,
  createChatOf,
  createGuide,
  replyOf,
  send,
} from './test/assistantTestKit.ts';

// Stages pause 150 ms, so the tests can watch them change and cancel between them.
const STAGE_DELAY_MS = 150;

let server: TestServer;
let ada: TextClient;
let bob: TextClient;
let guideId: string;

beforeAll(async () => {
  server = await startJobTestServer(STAGE_DELAY_MS);
  ada = await signUp(server);
  bob = await signUp(server);
  guideId = await createGuide(ada, 'House style');
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/assistant/chats', () => {
  it('creates an empty chat of the user (201), with or without a context', async () => {
    const empty = await callAssistant(ada, server, 'POST', '/chats');
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    expect(chatSchema.parse(empty.body).messages).toEqual([]);
    const withContext = await callAssistant(ada, server, 'POST', '/chats', {
      context: { text: HOUSE_TEXT, toneOfVoiceId: guideId },
    });
    expect(withContext.status).toBe(201);
    expect(withContext.body.id).not.toBe(empty.body.id);
  });

  it('refuses a context that does not fit (400 with a message)', async () => {
    const answer = await callAssistant(ada, server, 'POST', '/chats', { context: { toneOfVoiceId: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('accepts a POST without any body or content type (nothing to send), and refuses a body that is not JSON', async () => {
    const bare = await ada.browser.fetch(`${server.url}/api/assistant/chats`, { method: 'POST' });
    expect(bare.status).toBe(201);
    const chat = chatSchema.parse(await bare.json());
    const text = await callApi(ada.browser, server.url, 'POST', '/api/assistant/chats', '{}', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    // Sending a message always needs JSON.
    const patch = await ada.browser.fetch(`${server.url}/api/assistant/chats/${chat.id}`, {
      method: 'PATCH',
    });
    expect(patch.status).toBe(415);
  });

  it('answers 401 without a session and 415 for a change that is not JSON', async () => {
    const guest = await callApi(createTestBrowser(), server.url, 'POST', '/api/assistant/chats', {});
    expect(guest.status).toBe(401);
    const form = await callApi(ada.browser, server.url, 'POST', '/api/assistant/chats', 'a=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});

describe('sending a message', () => {
  it('stores the message, answers {jobId} and the job replies with the chat’s next message', async () => {
    const chatId = await createChatOf(ada, server);
    const seen = await ask(ada, server, chatId, 'Check my text', {
      text: HOUSE_TEXT,
      toneOfVoiceId: guideId,
    });
    const answer = replyOf(seen);
    expect(answer).toContain('utilize');
    expect(answer).toContain('House style');
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => [message.role, message.user])).toEqual([
      ['user', true],
      ['assistant', false],
    ]);
    expect(chat.messages[0]?.text).toBe('Check my text');
    expect(chat.messages[1]?.text).toBe(answer);
  });

  it('shows the stages a user understands while the reply runs, with rising progress', async () => {
    const chatId = await createChatOf(ada, server);
    const jobId = await send(ada, server, chatId, 'check my text', {
      text: HOUSE_TEXT,
      toneOfVoiceId: guideId,
    });
    const seen = await pollJob(ada, server.url, jobId, undefined, { intervalMs: 20 });
    const stages = [...new Set(seen.map((job) => job.stage))];
    expect(stages).toEqual(
      expect.arrayContaining(['Reading your text', 'Checking against House style', 'Writing the answer']),
    );
    const order = ['Reading your text', 'Checking against House style', 'Writing the answer'].map((stage) =>
      stages.indexOf(stage),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ state: 'SUCCESS', progress: 100, kind: 'assistant-reply' });
  });

  it('POST /chats/{chatId} {message} uses the chat’s last context', async () => {
    const chatId = await createChatOf(ada, server);
    replyOf(await ask(ada, server, chatId, 'help', { text: HOUSE_TEXT, toneOfVoiceId: guideId }));
    const posted = await callAssistant(ada, server, 'POST', `/chats/${chatId}`, { message: 'Check my text' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    const answer = replyOf(await pollJob(ada, server.url, posted.body.jobId as string));
    expect(answer).toContain('utilize');
  });

  it.each([
    ['an empty message', ''],
    ['a blank message', ' \n\t '],
  ])('refuses %s with 400 and a message, storing nothing', async (_name, message) => {
    const chatId = await createChatOf(ada, server);
    for (const [method, path] of [
      ['PATCH', `/chats/${chatId}`],
      ['POST', `/chats/${chatId}`],
    ] as const) {
      const answer = await callAssistant(ada, server, method, path, { message });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.stringContaining('blank'));
    }
    const missing = await callAssistant(ada, server, 'PATCH', `/chats/${chatId}`, {});
    expect(missing.status).toBe(400);
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages).toEqual([]);
  });

  it('refuses a message longer than 8,000 characters (400)', async () => {
    const chatId = await createChatOf(ada, server);
    const answer = await callAssistant(ada, server, 'PATCH', `/chats/${chatId}`, {
      message: 'a'.repeat(8001),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.stringContaining('8000'));
  });
});

describe('another user’s chat', () => {
  it('is a 404 for every verb, exactly like an unknown id, and nothing is written', async () => {
    const chatId = await createChatOf(ada, server);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [chatId, unknown]) {
      const answers = [
        await callAssistant(bob, server, 'GET', `/chats/${id}`),
        await callAssistant(bob, server, 'PATCH', `/chats/${id}`, { message: 'Check my text' }),
        await callAssistant(bob, server, 'POST', `/chats/${id}`, { message: 'Check my text' }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('There is no chat with this id in your account.');
      }
    }
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages).toEqual([]);
  });

  it('answers a malformed id with 400', async () => {
    const answer = await callAssistant(ada, server, 'GET', '/chats/not-a-uuid');
    expect(answer.status).toBe(400);
  });
});

describe('access', () => {
  it('refuses an account without PREMIUM or ENTERPRISE with 403 and the upgrade message, on every call', async () => {
    const carol = await signUp(server);
    const chatId = await createChatOf(carol, server);
    await setTrialPeriodEnd(server.db, carol.identityId, null);
    const answers = [
      await callAssistant(carol, server, 'POST', '/chats', {}),
      await callAssistant(carol, server, 'GET', `/chats/${chatId}`),
      await callAssistant(carol, server, 'PATCH', `/chats/${chatId}`, { message: 'hi' }),
      await callAssistant(carol, server, 'POST', `/chats/${chatId}`, { message: 'hi' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(ASSISTANT_UPGRADE_MESSAGE);
    }
    await setAccountLevel(server.db, carol.identityId, 'ENTERPRISE');
    expect((await callAssistant(carol, server, 'GET', `/chats/${chatId}`)).status).toBe(200);
  });

  it('lets a trial account in (a trial is PREMIUM)', async () => {
    const dave = await signUp(server);
    expect((await callAssistant(dave, server, 'POST', '/chats', {})).status).toBe(201);
  });

  it('refuses a closed account like every other area', async () => {
    const erin = await signUp(server);
    const chatId = await createChatOf(erin, server);
    await changeAccountClosed(server.db, erin.identityId, true, new Date());
    const answer = await callAssistant(erin, server, 'GET', `/chats/${chatId}`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCOUNT_CLOSED_MESSAGE);
  });
});

describe('a reply that does not finish', () => {
  it('can be cancelled while it runs: the job ends cancelled and the chat keeps only the user’s message', async () => {
    const chatId = await createChatOf(ada, server);
    const jobId = await send(ada, server, chatId, 'Check my text', {
      text: HOUSE_TEXT,
      toneOfVoiceId: guideId,
    });
    await pollJob(ada, server.url, jobId, (job) => job.state === 'RUNNING', { intervalMs: 10 });
    const cancel = await ada.call('PATCH', `/jobs/${jobId}`, { cancelled: 'true' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [last] = (await pollJob(ada, server.url, jobId)).slice(-1);
    expect(last).toMatchObject({
      state: 'FAILURE',
      cancelled: true,
      failureReason: 'The job was cancelled.',
    });
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => message.role)).toEqual(['user']);
  });

  it('records a failure in the chat as an error message with the reason the job gives', async () => {
    const chatId = await createChatOf(ada, server);
    const disabled = await createGuide(ada, 'Old voice');
    expect((await ada.call('PATCH', `/tones-of-voice/${disabled}`, { disabled: true })).status).toBe(200);
    const jobId = await send(ada, server, chatId, 'Check my text', {
      text: HOUSE_TEXT,
      toneOfVoiceId: disabled,
    });
    const job = (await pollJob(ada, server.url, jobId)).at(-1);
    expect(job).toMatchObject({
      state: 'FAILURE',
      cancelled: false,
      failureReason: 'This guide is disabled. Enable it to check texts with it.',
    });
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => [message.role, message.text])).toEqual([
      ['user', 'Check my text'],
      [
        'error',
        'The assistant could not answer this message: This guide is disabled. Enable it to check texts with it.',
      ],
    ]);
  });

  it('ignores an editor guide the user cannot see and answers with their own', async () => {
    const chatId = await createChatOf(ada, server);
    const bobsGuide = await createGuide(bob, 'Bob voice');
    const seen = await ask(ada, server, chatId, 'Check my text', {
      text: HOUSE_TEXT,
      toneOfVoiceId: bobsGuide,
    });
    const answer = replyOf(seen);
    expect(answer).toContain('House style');
    expect(answer).not.toContain('Bob voice');
  });
});

describe('the OpenAPI document', () => {
  it('lists every assistant call with its methods, tag and answers', async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const methods = (path: string) => Object.keys(document.paths[`/api/assistant${path}`] ?? {}).sort();
    expect(methods('/chats')).toEqual(['post']);
    expect(methods('/chats/{id}')).toEqual(['get', 'patch']);
    expect(methods('/chats/{chatId}')).toEqual(['post']);
    const patch = document.paths['/api/assistant/chats/{id}']?.patch;
    expect(patch?.tags).toEqual(['assistant']);
    expect(Object.keys(patch?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '401', '403', '404']),
    );
  });
});

describe('replies still being written', () => {
  it('refuses a fourth message while three replies of the user wait or run (429), then accepts again', async () => {
    const frank = await signUp(server);
    const own = await createGuide(frank, 'Frank voice');
    const chatId = await createChatOf(frank, server);
    const context = { text: HOUSE_TEXT, toneOfVoiceId: own };
    // Each reply pauses at its stage boundaries, so three are still unfinished when the fourth comes.
    const jobs = [
      await send(frank, server, chatId, 'Check my text', context),
      await send(frank, server, chatId, 'Fix it', context),
      await send(frank, server, chatId, 'help', context),
    ];
    const fourth = await callAssistant(frank, server, 'POST', `/chats/${chatId}`, {
      message: 'List my guides',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'The assistant is still answering 3 of your messages. Wait for an answer, or cancel one, before you send another.',
    );
    expect((await frank.call('PATCH', `/jobs/${jobs[0] ?? ''}`, { cancelled: 'true' })).status).toBe(200);
    await pollJob(frank, server.url, jobs[0] ?? '');
    expect((await callAssistant(frank, server, 'POST', `/chats/${chatId}`, { message: 'help' })).status).toBe(
      202,
    );
    const chat = chatSchema.parse((await callAssistant(frank, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.filter((message) => message.role === 'user').map((message) => message.text)).toEqual(
      ['Check my text', 'Fix it', 'help', 'help'],
    );
  });
});
