import { WIZARD_QUESTIONS, wizardAnswersSchema } from '@wtt/contract';
import { validateGuide } from '@wtt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossariesForGuide } from '../guides/guideGlossaries.ts';
import { rulesForAnswers } from './wizardRules.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from '../test/textTestKit.ts';

let server: TestServer;
let user: TextClient;
let other: TextClient;
let ownGlossaryId: string;

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  other = await signUp(server);
  ownGlossaryId = idOf(
    await user.call('POST', '/glossaries', { name: 'Banned', terms: [{ term: 'synergy' }] }),
    'glossary',
  );
});

afterAll(async () => {
  await server.close();
});

type Rule = { id: string; params?: Record<string, unknown> };

/** Creates a guide with the wizard; answers the stored guide, read back with GET. */
async function wizardGuide(body: Record<string, unknown>) {
  const created = await user.call('POST', '/tones-of-voice/wizard', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const read = await user.call('GET', `/tones-of-voice/${idOf(created, 'tov')}`);
  expect(read.status).toBe(200);
  return read.body.tov as { id: string; name: string; ownerName: string; rules: Rule[] };
}

async function compiles(rules: Rule[]): Promise<void> {
  const glossaries = await glossariesForGuide(server.db, user.identityId, rules);
  expect(validateGuide({ name: 'x', rules }, { glossaries })).toEqual([]);
}

describe('the guide wizard', () => {
  it('serves its key questions, as the contract lists them', async () => {
    const answer = await user.call('GET', '/tones-of-voice/wizard/questions');
    expect(answer.status).toBe(200);
    expect(answer.body.questions).toEqual(WIZARD_QUESTIONS);
    const ids = (answer.body.questions as { id: string }[]).map((question) => question.id);
    expect(ids.slice(0, 4)).toEqual([
      'formalCasual',
      'seriousFunny',
      'respectfulIrreverent',
      'enthusiasticMatterOfFact',
    ]);
  });

  it('creates a guide from picked rules, for the user', async () => {
    const rules = [{ id: 'passive-voice' }, { id: 'max-sentence-length', params: { max: 20 } }];
    const tov = await wizardGuide({ name: 'Picked', description: 'By hand', rules });
    expect(tov).toMatchObject({ name: 'Picked', ownerName: user.email, rules });
    expect((await other.call('GET', `/tones-of-voice/${tov.id}`)).status).toBe(404);
  });

  it('creates a guide from answers: the mapped rules, different for different answers, all compiling', async () => {
    const formalAnswers = {
      formalCasual: 'formal',
      seriousFunny: 'serious',
      audience: 'internal',
      channel: 'correspondence',
      forbiddenTermsGlossaryId: ownGlossaryId,
    };
    const casualAnswers = {
      formalCasual: 'casual',
      seriousFunny: 'funny',
      enthusiasticMatterOfFact: 'enthusiastic',
      channel: 'social',
      sentenceLength: 'short',
    };
    const formal = await wizardGuide({ name: 'Formal', answers: formalAnswers });
    const casual = await wizardGuide({ name: 'Casual', answers: casualAnswers });
    const neutral = await wizardGuide({ name: 'Defaults', answers: {} });

    expect(formal.rules).toEqual(rulesForAnswers(wizardAnswersSchema.parse(formalAnswers)));
    expect(casual.rules).toEqual(rulesForAnswers(wizardAnswersSchema.parse(casualAnswers)));
    expect(formal.rules).toContainEqual({ id: 'forbidden-terms', params: { glossaryId: ownGlossaryId } });
    expect(formal.rules).toContainEqual({ id: 'contractions', params: { style: 'avoid' } });
    expect(casual.rules).toContainEqual({ id: 'contractions', params: { style: 'use' } });
    expect(new Set([formal, casual, neutral].map((guide) => JSON.stringify(guide.rules))).size).toBe(3);
    for (const guide of [formal, casual, neutral]) await compiles(guide.rules);
  });
});

describe('the OpenAPI document', () => {
  it('lists the wizard, builder and job routes with their contract schemas', async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths['/api/text/tones-of-voice/wizard'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/text/tones-of-voice/wizard/questions'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/text/tones-of-voice/builder'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/text/jobs/{jobId}'] ?? {})).toEqual(['get', 'patch']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'WizardRequest',
        'WizardAnswers',
        'WizardQuestions',
        'GuideBuilderInput',
        'JobStarted',
        'Job',
        'CancelJob',
        'RuleEvidence',
      ]),
    );
  });
});

describe('bad wizard input', () => {
  it.each([
    ['neither rules nor answers', { name: 'x' }, /either rules .* or answers/],
    ['both rules and answers', { name: 'x', rules: [], answers: {} }, /either rules .* or answers/],
    ['no name', { answers: {} }, /name/],
    ['an answer that is not a choice', { name: 'x', answers: { formalCasual: 'stiff' } }, /formalCasual/],
    ['answers that are not an object', { name: 'x', answers: ['formal'] }, /answers/],
    ['a glossary id that is not a UUID', { name: 'x', answers: { requiredTermsGlossaryId: 'g' } }, /UUID/],
    ['an unknown picked rule', { name: 'x', rules: [{ id: 'no-such-rule' }] }, /no rule "no-such-rule"/],
    [
      'a bad rule parameter',
      { name: 'x', rules: [{ id: 'max-sentence-length', params: { max: 'x' } }] },
      /max/,
    ],
  ])('answers 400 to %s', async (_case, body, message) => {
    const answer = await user.call('POST', '/tones-of-voice/wizard', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('answers 400 to another user’s glossary, and creates nothing on any refusal', async () => {
    const theirs = idOf(await other.call('POST', '/glossaries', { name: 'Theirs' }), 'glossary');
    const before = ((await user.call('GET', '/tones-of-voice')).body.tovList as unknown[]).length;
    const answer = await user.call('POST', '/tones-of-voice/wizard', {
      name: 'x',
      answers: { exactSpellingGlossaryId: theirs },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/glossary/);
    expect(((await user.call('GET', '/tones-of-voice')).body.tovList as unknown[]).length).toBe(before);
  });

  it('answers 415 to a body that is not JSON and 401 without a session', async () => {
    const notJson = await user.browser.fetch(`${server.url}/api/text/tones-of-voice/wizard`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"name":"x","answers":{}}',
    });
    expect(notJson.status).toBe(415);
    expect((await fetch(`${server.url}/api/text/tones-of-voice/wizard/questions`)).status).toBe(401);
  });
});
