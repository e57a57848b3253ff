import fc from 'fast-check';
import { listRules } from '@wtt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyText } from '../test/nastyText.ts';
import { PLAIN_WORDS_GLOSSARY_ID } from './predefined/predefinedGlossaries.ts';
import { PREDEFINED_GUIDES } from './predefined/predefinedGuides.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from './test/textTestKit.ts';

let server: TestServer;
let user: TextClient;
let other: TextClient;
const knownIds: string[] = [];

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  other = await signUp(server);
  knownIds.push(
    idOf(await other.call('POST', '/tones-of-voice', { name: 'theirs', rules: [] }), 'tov'),
    idOf(await other.call('POST', '/glossaries', { name: 'theirs' }), 'glossary'),
    idOf(await user.call('POST', '/prompts', { name: 'mine', content: 'mine' }), 'prompt'),
    idOf(await user.call('POST', '/glossaries', { name: 'mine', terms: [{ term: 'x' }] }), 'glossary'),
    PLAIN_WORDS_GLOSSARY_ID,
    PREDEFINED_GUIDES[0]?.id ?? '',
  );
});

afterAll(async () => {
  await server.close();
});

/** The generators, built once the known ids (own, another user's, predefined) exist. */
function generators() {
  const ruleId = fc.oneof(fc.constantFrom(...listRules().map((rule) => rule.id)), nastyText);
  const paramValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    nastyText,
    fc.integer(),
    fc.double(),
    fc.array(fc.oneof(nastyText, fc.record({ term: nastyText, suggestions: fc.array(nastyText) }))),
  );
  const params = fc.oneof(
    fc.dictionary(
      fc.constantFrom('max', 'min', 'terms', 'glossaryId', 'style', 'allow', 'phrases'),
      paramValue,
    ),
    fc.record({ glossaryId: fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), nastyText) }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const rule = fc.oneof(
    fc.record({ id: ruleId, params }, { requiredKeys: ['id'] }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const term = fc.oneof(
    fc.record({ term: nastyText, suggestions: fc.array(nastyText), note: nastyText }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 1 }),
  );

  /** Bodies shaped like each kind of item (so generation reaches the engine and the database), or anything. */
  // Always-valid guides too, so the property also walks the create and update paths to the database.
  const validGuide = fc.record({
    name: fc.string({ minLength: 1, maxLength: 50 }).filter((name) => name.trim() !== ''),
    rules: fc.array(fc.record({ id: fc.constantFrom('passive-voice', 'empathy', 'racism') }), {
      maxLength: 3,
    }),
  });
  const payload = fc.oneof(
    validGuide,
    fc.record(
      {
        name: nastyText,
        description: nastyText,
        rules: fc.array(rule, { maxLength: 5 }),
        disabled: fc.oneof(fc.boolean(), nastyText),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        name: nastyText,
        description: nastyText,
        terms: fc.array(term, { maxLength: 5 }),
        disabled: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    fc.record({ name: nastyText, content: nastyText, disabled: fc.jsonValue() }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.constantFrom(undefined, 'not json', '{"a":', '{"__proto__":{"x":1}}'),
  );

  const idSegment = fc.oneof(
    fc.uuid(),
    fc.string().map(encodeURIComponent),
    fc.constantFrom('', '0', '%00', '..', 'null'),
    fc.constantFrom(...knownIds),
  );
  /** Bodies for the sharing calls: share-code requests and codes, well-formed or not. */
  const sharePayload = fc.oneof(
    fc.record({ expiresInDays: fc.oneof(fc.integer(), fc.double(), nastyText, fc.jsonValue()) }),
    fc.record({ expiresInDays: fc.integer({ min: 1, max: 365 }) }),
    fc.record({ code: fc.oneof(nastyText, fc.jsonValue()) }),
    payload,
  );
  const codeQuery = fc.oneof(
    // URLSearchParams encodes what encodeURIComponent refuses (lone surrogates become U+FFFD).
    nastyText.map((code) => `?${new URLSearchParams({ code }).toString()}`),
    fc.constantFrom('', '?code', '?code=&code=x', '?other=1', '?code=%ZZ'),
  );
  /** Bodies for match and analyze: texts of every kind (markup, nasty strings), guide ids, formats. */
  const checkPayload = fc.oneof(
    fc.record(
      {
        text: fc.oneof(
          nastyText,
          fc.lorem({ maxCount: 40 }),
          fc.constantFrom('# Title\n\n`code` and <b>bold</b> at https://example.com', '<p>Hi &amp; bye</p>'),
        ),
        toneOfVoiceId: fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), nastyText),
        format: fc.oneof(fc.constantFrom('plain', 'markdown', 'html'), nastyText),
      },
      { requiredKeys: [] },
    ),
    payload,
  );
  return { payload, idSegment, sharePayload, codeQuery, checkPayload };
}

const ITEM_PATHS = ['/tones-of-voice', '/glossaries', '/prompts'];

describe('any generated request', () => {
  it.each(ITEM_PATHS)('to %s answers 2xx or 4xx, never 5xx', async (path) => {
    const { payload, idSegment } = generators();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        fc.boolean(),
        idSegment,
        payload,
        async (method, withId, id, body) => {
          const url = withId ? `${path}/${id}` : path;
          const answer = await user.call(method, url, method === 'GET' ? undefined : body);
          expect(
            answer.status,
            `${method} ${url} ${body === undefined ? 'no body' : JSON.stringify(body).slice(0, 200)}`,
          ).toBeLessThan(500);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
        },
      ),
      { numRuns: 120 },
    );
  });

  it('to the sharing calls answers 2xx or 4xx, never 5xx', async () => {
    const { idSegment, sharePayload, codeQuery } = generators();
    const path = fc.oneof(
      idSegment.map((id) => `/tones-of-voice/${id}/share`),
      fc.tuple(idSegment, idSegment).map(([id, userId]) => `/tones-of-voice/${id}/shares/${userId}`),
      codeQuery.map((query) => `/shared/tones-of-voice${query}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        path,
        sharePayload,
        async (method, url, body) => {
          const answer = await user.call(method, url, method === 'GET' ? undefined : body);
          expect(
            answer.status,
            `${method} ${url} ${JSON.stringify(body ?? null).slice(0, 200)}`,
          ).toBeLessThan(500);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(['/match', '/analyze'])('to %s answers 2xx or 4xx, never 5xx', async (path) => {
    const { checkPayload } = generators();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PATCH'), checkPayload, async (method, body) => {
        const answer = await user.call(method, path, method === 'GET' ? undefined : body);
        expect(answer.status, `${method} ${path} ${JSON.stringify(body ?? null).slice(0, 200)}`).toBeLessThan(
          500,
        );
        expect(answer.status).toBeGreaterThanOrEqual(200);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 120 },
    );
  });

  it('to /rules answers 200 or 4xx, never 5xx', async () => {
    const { payload } = generators();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'), payload, async (method, body) => {
        const answer = await user.call(method, '/rules', method === 'GET' ? undefined : body);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
  });
});
