import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAnything } from '../test/apiCall.ts';
import { nastyText } from '../test/nastyText.ts';
import { signUp, startTextTestServer, type TestServer, type TextClient } from '../text/test/textTestKit.ts';
import { createChatOf, createGuide } from './test/assistantTestKit.ts';

let server: TestServer;
let user: TextClient;
let other: TextClient;
const knownChats: string[] = [];
let guideId: string;

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  other = await signUp(server);
  guideId = await createGuide(user, 'House style');
  knownChats.push(await createChatOf(user, server), await createChatOf(other, server));
});

afterAll(async () => {
  await server.close();
});

const anyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A path segment of `value`; an unpaired surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function generators() {
  const id = fc.oneof(fc.constantFrom(...knownChats, guideId), fc.uuid(), nastyText);
  const context = fc.oneof(
    fc.record(
      {
        text: fc.oneof(nastyText, anyValue),
        format: fc.oneof(fc.constantFrom('plain', 'markdown', 'html'), anyValue),
        toneOfVoiceId: fc.oneof(fc.constant(guideId), id, anyValue),
        selection: fc.oneof(
          fc.record(
            {
              from: fc.oneof(fc.integer({ min: -5, max: 60 }), anyValue),
              to: fc.oneof(fc.integer({ min: -5, max: 60 }), anyValue),
              text: fc.oneof(nastyText, anyValue),
            },
            { requiredKeys: [] },
          ),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    ),
    anyValue,
  );
  const valid = fc.record({
    message: fc.constantFrom('Check my text', 'Fix it', 'help', 'Why is my score 40?', 'List my prompts'),
    context: fc.record({ text: fc.oneof(fc.string(), nastyText), toneOfVoiceId: fc.constant(guideId) }),
  });
  // Weighted so that valid messages to the user's own chat come often: the property must reach the job queue.
  const payload = fc.oneof(
    { arbitrary: valid, weight: 3 },
    fc.record({ message: fc.oneof(nastyText, anyValue), context }, { requiredKeys: [] }),
    fc.record({ context }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(undefined, 'not json', '{"a":', '{"__proto__":{"x":1}}', '[]', 'null', '""'),
  );
  const segment = fc.oneof(id.map(pathSegment), fc.constantFrom('', '0', '%00', '..', 'null'));
  const path = fc.oneof(
    { arbitrary: fc.constant(`/chats/${knownChats[0] ?? ''}`), weight: 3 },
    fc.constantFrom('/chats', '/chats/'),
    segment.map((value) => `/chats/${value}`),
  );
  return { payload, path };
}

function send(method: string, url: string, body: unknown) {
  return sendAnything(user.browser, `${server.url}/api/assistant${url}`, method, body);
}

describe('any generated request to /api/assistant', () => {
  it('answers 2xx or 4xx with a message, never 5xx', async () => {
    const { path, payload } = generators();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
        path,
        payload,
        async (method, url, body) => {
          const answer = await send(method, url, body);
          statuses.add(answer.status);
          const described = `${method} ${url} ${JSON.stringify(body ?? null).slice(0, 200)}`;
          expect(answer.status, described).toBeLessThan(500);
          expect(answer.status, described).toBeGreaterThanOrEqual(200);
          if (answer.status >= 400) expect(typeof answer.message, described).toBe('string');
        },
      ),
      {
        numRuns: 300,
        // Always among the runs, whatever the seed: a chat created and a message sent to it.
        examples: [
          ['POST', '/chats', {}],
          ['PATCH', `/chats/${knownChats[0] ?? ''}`, { message: 'Check my text', context: { text: 'Hi.' } }],
        ],
      },
    );
    // Valid requests were among them: the property reached the stores and the job queue, not only the schemas.
    expect([...statuses]).toEqual(expect.arrayContaining([201, 202]));
    // And every reply those messages started ends, none with an error on our side.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const jobs = await server.db
        .selectFrom('text_job')
        .select(['state', 'failure_reason'])
        .where('kind', '=', 'assistant-reply')
        .execute();
      const open = jobs.filter((job) => job.state === 'QUEUED' || job.state === 'RUNNING');
      if (open.length === 0) {
        expect(jobs.length).toBeGreaterThan(0);
        expect(jobs.filter((job) => job.state === 'FAILURE').map((job) => job.failure_reason)).toEqual([]);
        break;
      }
      if (Date.now() > deadline) throw new Error(`${open.length} replies did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);

  it('stores a context with NUL and unpaired surrogates and answers about it', async () => {
    const chatId = knownChats[0] ?? '';
    const answer = await send('PATCH', `/chats/${chatId}`, {
      message: 'Check my text',
      context: {
        text: 'We utilize it.\u0000\ud800',
        toneOfVoiceId: guideId,
        selection: { from: 0, to: 1, text: '\udc00' },
      },
    });
    expect(answer.status).toBe(202);
  });
});
