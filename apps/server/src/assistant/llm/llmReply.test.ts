import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSchema } from '@wtt/contract';
import { pollJob, startJobTestServer } from '../../text/test/jobTestKit.ts';
import { signUp, type TestServer, type TextClient } from '../../text/test/textTestKit.ts';
import {
  completion,
  startChatCompletionsServer,
  toolCall,
  type ChatCompletionsServer,
  type CompletionRequest,
} from '../test/chatCompletionsServer.ts';
import { HOUSE_TEXT, callAssistant, createChatOf, createGuide, send } from '../test/assistantTestKit.ts';

const TIMEOUT_SECONDS = 3;

let model: ChatCompletionsServer;
let server: TestServer;
let ada: TextClient;
let guideId: string;

beforeAll(async () => {
  model = await startChatCompletionsServer();
  server = await startJobTestServer(0, {
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-test-key',
    LLM_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  });
  ada = await signUp(server);
  guideId = await createGuide(ada, 'House style');
  // The robot: its voice must reach the system prompt.
  expect((await ada.callAccount('PATCH', '/profile', { aiAssistantPersonality: 2 })).status).toBe(200);
});

afterAll(async () => {
  await server.close();
  await model.close();
});

/** The output of the tool call `id` as the model received it in a later request. */
function toolResult(request: CompletionRequest, id: string): unknown {
  const message = request.body.messages.find((entry) => entry.role === 'tool' && entry.tool_call_id === id);
  if (typeof message?.content !== 'string') {
    throw new Error(`no result of ${id} in ${JSON.stringify(request.body)}`);
  }
  return JSON.parse(message.content);
}

const context = () => ({ text: HOUSE_TEXT, toneOfVoiceId: guideId });

describe('the assistant with a language model', () => {
  it('gives the model its tools, calls the one the model asks for and answers with the model’s final text', async () => {
    model.answer = (request) => {
      const hasResult = request.body.messages.some((entry) => entry.role === 'tool');
      if (!hasResult) return toolCall('call_check', 'check_text', {});
      const result = toolResult(request, 'call_check') as {
        score: number;
        findings: { words: string; rule: string }[];
      };
      const first = result.findings[0];
      return completion(
        `Beep boop. Your text scores ${result.score}. Replace “${first?.words}” (${first?.rule}).`,
      );
    };
    const chatId = await createChatOf(ada, server);
    const jobId = await send(ada, server, chatId, 'Check my text', context());
    const seen = await pollJob(ada, server.url, jobId, undefined, { intervalMs: 10 });
    const last = seen.at(-1);
    expect(last?.state, JSON.stringify(last)).toBe('SUCCESS');
    expect(last?.result).toMatch(
      /^Beep boop\. Your text scores \d+\. Replace “utilize” \(forbidden-terms\)\.$/,
    );
    expect(seen.map((job) => job.stage)).toContain('Checking against House style');

    const [first, second] = model.requests.slice(-2);
    expect(first?.headers.authorization).toBe('Bearer sk-test-key');
    expect(first?.body.model).toBe('test-model');
    expect(first?.body.tools?.map((entry) => entry.function.name).sort()).toEqual([
      'analyze_text',
      'apply_fixes',
      'check_text',
      'explain_rule',
      'list_guides',
      'list_prompts',
      'read_prompt',
    ]);
    const system = first?.body.messages.find((entry) => entry.role === 'system')?.content ?? '';
    expect(system).toContain('cheerful robot');
    expect(system).toContain('Never guess');
    const user = first?.body.messages.find((entry) => entry.role === 'user')?.content ?? '';
    expect(user).toContain('Check my text');
    expect(user).toContain(HOUSE_TEXT);
    // The engine's real findings went back to the model.
    const checked = toolResult(second as CompletionRequest, 'call_check') as {
      guide: string;
      findings: unknown[];
    };
    expect(checked.guide).toBe('House style');
    expect(checked.findings).toHaveLength(3);

    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[1]?.text).toBe(last?.result);
  });

  it('keeps the proposal of apply_fixes with the stored answer', async () => {
    model.answer = (request) =>
      request.body.messages.some((entry) => entry.role === 'tool')
        ? completion('I applied the safe fixes: choose Apply to editor.')
        : toolCall('call_fix', 'apply_fixes', { guide: 'House style' });
    const chatId = await createChatOf(ada, server);
    const jobId = await send(ada, server, chatId, 'Fix it', context());
    expect((await pollJob(ada, server.url, jobId)).at(-1)?.state).toBe('SUCCESS');
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages[1]?.proposal).toEqual({
      text: 'We use the new dashboard every day. The report was written by our team. Our customers use it too.',
      format: 'plain',
      toneOfVoiceId: guideId,
      changes: [
        { ruleId: 'forbidden-terms', from: 'utilize', to: 'use' },
        { ruleId: 'forbidden-terms', from: 'utilize', to: 'use' },
      ],
    });
  });

  it('sends the chat’s earlier messages along', async () => {
    model.answer = () => completion('First answer.');
    const chatId = await createChatOf(ada, server);
    await pollJob(ada, server.url, await send(ada, server, chatId, 'Hello there', context()));
    model.answer = () => completion('Second answer.');
    await pollJob(ada, server.url, await send(ada, server, chatId, 'And now?', context()));
    const roles = model.requests.at(-1)?.body.messages.map((entry) => [entry.role, entry.content]);
    expect(roles?.slice(1, 3)).toEqual([
      ['user', 'Hello there'],
      ['assistant', 'First answer.'],
    ]);
  });

  it('turns a provider error into a clear failure reason and records it in the chat', async () => {
    model.answer = () => ({
      status: 500,
      body: { error: { message: 'internal secret detail', type: 'server_error' } },
    });
    const chatId = await createChatOf(ada, server);
    const jobId = await send(ada, server, chatId, 'Check my text', context());
    const last = (await pollJob(ada, server.url, jobId)).at(-1);
    expect(last).toMatchObject({
      state: 'FAILURE',
      failureReason: 'The language model service answered with an error (HTTP 500). Please try again later.',
    });
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => message.role)).toEqual(['user', 'error']);
    expect(chat.messages[1]?.text).not.toContain('secret');
  });

  it('names the settings when the provider refuses the key', async () => {
    model.answer = () => ({ status: 401, body: { error: { message: 'bad key' } } });
    const chatId = await createChatOf(ada, server);
    const last = (await pollJob(ada, server.url, await send(ada, server, chatId, 'Hi', context()))).at(-1);
    expect(last?.failureReason).toBe(
      'The language model service answered with an error (HTTP 401). The administrator should check the LLM_BASE_URL, LLM_MODEL and LLM_API_KEY settings.',
    );
  });

  it('ends a reply the model never answers after the time-out, never a hung job', async () => {
    model.answer = () => 'hang';
    const chatId = await createChatOf(ada, server);
    const started = Date.now();
    const jobId = await send(ada, server, chatId, 'Check my text', context());
    const last = (await pollJob(ada, server.url, jobId, undefined, { timeoutMs: 20_000 })).at(-1);
    expect(last).toMatchObject({
      state: 'FAILURE',
      failureReason: `The language model did not answer within ${TIMEOUT_SECONDS} seconds. Please try again, or ask something shorter.`,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 + 5000);
  });

  it('stops a reply that waits for the model as soon as the user cancels it', async () => {
    model.answer = () => 'hang';
    const chatId = await createChatOf(ada, server);
    const before = model.requests.length;
    const jobId = await send(ada, server, chatId, 'Check my text', context());
    const deadline = Date.now() + 10_000;
    while (model.requests.length === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = Date.now();
    expect((await ada.call('PATCH', `/jobs/${jobId}`, { cancelled: 'true' })).status).toBe(200);
    const last = (await pollJob(ada, server.url, jobId)).at(-1);
    expect(last).toMatchObject({
      state: 'FAILURE',
      cancelled: true,
      failureReason: 'The job was cancelled.',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000);
    const chat = chatSchema.parse((await callAssistant(ada, server, 'GET', `/chats/${chatId}`)).body);
    expect(chat.messages.map((message) => message.role)).toEqual(['user']);
  });
});
