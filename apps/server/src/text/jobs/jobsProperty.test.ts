import fc from 'fast-check';
import { WIZARD_QUESTIONS } from '@wtt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_WORDS_GLOSSARY_ID } from '../predefined/predefinedGlossaries.ts';
import { startBuilder } from '../test/jobTestKit.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from '../test/textTestKit.ts';

let server: TestServer;
let user: TextClient;
const knownIds: string[] = [PLAIN_WORDS_GLOSSARY_ID];

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  const other = await signUp(server);
  knownIds.push(
    idOf(await other.call('POST', '/glossaries', { name: 'theirs' }), 'glossary'),
    idOf(await user.call('POST', '/glossaries', { name: 'mine', terms: [{ term: 'x' }] }), 'glossary'),
    await startBuilder(user, server.url, { name: 'mine', texts: ['One short sample text.'] }),
    await startBuilder(other, server.url, { name: 'theirs', texts: ['Another sample text.'] }),
  );
});

afterAll(async () => {
  await server.close();
});

/** Texts with what breaks servers: NUL, unpaired surrogates, emoji, huge and empty strings. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\udc00b', '😀', '__proto__', 'x'.repeat(200_001)),
);

function idValue() {
  return fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), nastyText, fc.constant(null));
}

const choiceAnswer = fc.record(
  Object.fromEntries(
    WIZARD_QUESTIONS.map((question) => [
      question.id,
      question.type === 'glossary'
        ? idValue()
        : fc.oneof(
            fc.constantFrom(...question.options.map((option) => option.value)),
            nastyText,
            fc.jsonValue(),
          ),
    ]),
  ),
  { requiredKeys: [] },
);

const payload = () =>
  fc.oneof(
    fc.record(
      {
        name: nastyText,
        description: nastyText,
        texts: fc.oneof(fc.array(nastyText, { maxLength: 4 }), nastyText, fc.jsonValue()),
        forbiddenTermsGlossaryId: idValue(),
        requiredTermsGlossaryId: idValue(),
        exactSpellingGlossaryId: idValue(),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        name: nastyText,
        description: nastyText,
        answers: fc.oneof(choiceAnswer, fc.jsonValue({ maxDepth: 2 })),
        rules: fc.array(fc.record({ id: nastyText, params: fc.jsonValue({ maxDepth: 2 }) }), {
          maxLength: 3,
        }),
      },
      { requiredKeys: [] },
    ),
    fc.record({ cancelled: fc.oneof(fc.constantFrom('true', true, 'false', false), nastyText) }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(undefined, 'not json', '{"a":', '{"__proto__":{"x":1}}'),
  );

const PATHS = fc.oneof(
  fc.constantFrom('/tones-of-voice/builder', '/tones-of-voice/wizard', '/tones-of-voice/wizard/questions'),
  fc
    .oneof(fc.constantFrom(...knownIds), fc.uuid(), fc.string().map(encodeURIComponent))
    .map((id) => `/jobs/${id}`),
);

describe('any generated request to the wizard, the builder and jobs', () => {
  it('answers 2xx or 4xx with a message, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        PATHS,
        payload(),
        async (method, path, body) => {
          const answer = await user.call(method, path, method === 'GET' ? undefined : body);
          const request = `${method} ${path} ${body === undefined ? 'no body' : JSON.stringify(body).slice(0, 200)}`;
          expect(answer.status, request).toBeLessThan(500);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          if (answer.status >= 400) expect(typeof answer.body.message, request).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });
});
