import { expect } from 'vitest';
import { callApi, type ApiAnswer } from '../../test/apiCall.ts';
import type { TestServer } from '../../test/testServer.ts';
import { idOf, type TextClient } from '../../text/test/textTestKit.ts';
import { pollJob, type JobSnapshot } from '../../text/test/jobTestKit.ts';

/** Calls /api/assistant`path` as `client`. */
export function callAssistant(
  client: TextClient,
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  return callApi(client.browser, server.url, method, `/api/assistant${path}`, body);
}

/** A guide of the user's own: forbidden "utilize" (use "use"), passive voice, sentences of at most 25 words. */
export const HOUSE_STYLE_RULES = [
  { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
  { id: 'passive-voice' },
  { id: 'max-sentence-length', params: { max: 25 } },
];

/** A text with one forbidden term (twice), a passive and nothing else the guide minds. */
export const HOUSE_TEXT =
  'We utilize the new dashboard every day. The report was written by our team. Our customers utilize it too.';

export async function createGuide(
  client: TextClient,
  name: string,
  rules: readonly unknown[] = HOUSE_STYLE_RULES,
): Promise<string> {
  const answer = await client.call('POST', '/tones-of-voice', { name, description: 'For tests', rules });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return idOf(answer, 'tov');
}

export async function createChatOf(client: TextClient, server: TestServer): Promise<string> {
  const created = await callAssistant(client, server, 'POST', '/chats', {});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  if (typeof id !== 'string') throw new Error(`no chat id in ${JSON.stringify(created.body)}`);
  return id;
}

/** Sends `message` (PATCH /chats/{id}) and answers the job id. */
export async function send(
  client: TextClient,
  server: TestServer,
  chatId: string,
  message: string,
  context?: Record<string, unknown>,
): Promise<string> {
  const answer = await callAssistant(client, server, 'PATCH', `/chats/${chatId}`, {
    message,
    ...(context === undefined ? {} : { context }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const jobId = answer.body.jobId;
  if (typeof jobId !== 'string') throw new Error(`no jobId in ${JSON.stringify(answer.body)}`);
  return jobId;
}

/** Sends `message` and waits for the reply job to finish; answers every job snapshot seen. */
export async function ask(
  client: TextClient,
  server: TestServer,
  chatId: string,
  message: string,
  context?: Record<string, unknown>,
): Promise<JobSnapshot[]> {
  const jobId = await send(client, server, chatId, message, context);
  return pollJob(client, server.url, jobId);
}

/** The reply's Markdown of a job that succeeded. */
export function replyOf(seen: readonly JobSnapshot[]): string {
  const last = seen.at(-1);
  expect(last?.state, JSON.stringify(last)).toBe('SUCCESS');
  if (typeof last?.result !== 'string') throw new Error(`no reply in ${JSON.stringify(last)}`);
  return last.result;
}
