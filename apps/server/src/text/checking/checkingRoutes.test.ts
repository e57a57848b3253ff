import { MAX_CHECKED_TEXT_LENGTH, matchAnswerSchema } from '@wtt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser } from '../../identity/test/browser.ts';
import { PREDEFINED_GUIDES } from '../predefined/predefinedGuides.ts';
import {
  callText,
  idOf,
  signUp,
  startTextTestServer,
  type ApiAnswer,
  type TestServer,
  type TextClient,
} from '../test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;
let stranger: TextClient;

beforeAll(async () => {
  server = await startTextTestServer();
  [owner, stranger] = await Promise.all([signUp(server), signUp(server)]);
});

afterAll(async () => {
  await server.close();
});

interface FindingShape {
  from: number;
  to: number;
  id: string;
  type: string;
  message: string;
  fix?: { begin: number; end: number; replacement: string };
}

const findings = (answer: ApiAnswer) => answer.body.findings as FindingShape[];
const plainLanguage = PREDEFINED_GUIDES.find((guide) => guide.name === 'Plain language');

async function createGuide(client: TextClient, rules: unknown[]): Promise<string> {
  const answer = await client.call('POST', '/tones-of-voice', { name: 'Checked', description: '', rules });
  expect(answer.status).toBe(201);
  return idOf(answer, 'tov');
}

async function createGlossary(client: TextClient, terms: string[]): Promise<string> {
  const answer = await client.call('POST', '/glossaries', {
    name: 'Words to avoid',
    description: '',
    terms: terms.map((term) => ({ term })),
  });
  expect(answer.status).toBe(201);
  return idOf(answer, 'glossary');
}

describe('POST /api/text/match', () => {
  it('scores a text against a predefined guide, with findings at UTF-16 offsets and what costs most', async () => {
    const text = '🎉 The report was written by the team. We will utilize the new tool.';
    const answer = await owner.call('POST', '/match', { text, toneOfVoiceId: plainLanguage?.id });
    expect(answer.status).toBe(200);
    const found = findings(answer);
    const passive = found.find((finding) => finding.id === 'passive-voice');
    // The emoji is two UTF-16 units, as the browser counts them.
    expect(text.slice(passive?.from, passive?.to)).toBe('was written');
    const utilize = found.find((finding) => text.slice(finding.from, finding.to) === 'utilize');
    expect(utilize?.fix).toEqual(expect.objectContaining({ replacement: 'use' }));
    expect(answer.body.score).toBeLessThan(100);
    expect(Object.keys(answer.body.categories as object)).toEqual(
      expect.arrayContaining(['Choice of Words', 'Readability and Flow', 'Sentence Structure']),
    );
    const explanation = answer.body.explanation as { rules: { id: string; share: number }[]; words: number };
    expect(explanation.words).toBe(13);
    expect(explanation.rules.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['passive-voice', ...(utilize ? [utilize.id] : [])]),
    );
    expect(explanation.rules.reduce((sum, rule) => sum + rule.share, 0)).toBeCloseTo(1, 5);
  });

  it('uses the current glossary terms after an edit, and keeps working once the glossary is deleted', async () => {
    const glossaryId = await createGlossary(owner, ['synergy']);
    const guideId = await createGuide(owner, [{ id: 'forbidden-terms', params: { glossaryId } }]);
    const text = 'Our synergies leverage the roadmap.';
    const before = await owner.call('POST', '/match', { text, toneOfVoiceId: guideId });
    expect(findings(before).map((finding) => text.slice(finding.from, finding.to))).toEqual(['synergies']);

    const edit = await owner.call('PATCH', `/glossaries/${glossaryId}`, {
      terms: [{ term: 'synergy' }, { term: 'leverage' }],
    });
    expect(edit.status).toBe(200);
    const after = await owner.call('POST', '/match', { text, toneOfVoiceId: guideId });
    expect(findings(after).map((finding) => text.slice(finding.from, finding.to))).toEqual([
      'synergies',
      'leverage',
    ]);

    expect((await owner.call('DELETE', `/glossaries/${glossaryId}`)).status).toBe(200);
    const orphaned = await owner.call('POST', '/match', { text, toneOfVoiceId: guideId });
    expect(orphaned.status).toBe(200);
    expect(findings(orphaned)).toEqual([]);
    expect(orphaned.body.score).toBe(100);
  });

  it("applies an edit of the guide's rules to the next check, in the contract's shape", async () => {
    const guideId = await createGuide(owner, [{ id: 'passive-voice' }]);
    const text = 'The report was written by the team. Please utilize the form.';
    const before = await owner.call('POST', '/match', { text, toneOfVoiceId: guideId });
    expect(matchAnswerSchema.parse(before.body).findings.map((finding) => finding.id)).toEqual([
      'passive-voice',
    ]);
    const rules = [{ id: 'simplify' }];
    expect((await owner.call('PATCH', `/tones-of-voice/${guideId}`, { rules })).status).toBe(200);
    const response = await owner.browser.fetch(`${server.url}/api/text/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, toneOfVoiceId: guideId }),
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(matchAnswerSchema.parse(await response.json()).findings.map((finding) => finding.id)).toEqual([
      'simplify',
    ]);
  });

  it('checks with a guide shared with the caller, using its owner’s glossary', async () => {
    const glossaryId = await createGlossary(owner, ['synergy']);
    const guideId = await createGuide(owner, [{ id: 'forbidden-terms', params: { glossaryId } }]);
    const text = 'Synergy matters.';
    expect((await stranger.call('POST', '/match', { text, toneOfVoiceId: guideId })).status).toBe(404);

    const share = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    expect(share.status).toBe(200);
    const joined = await stranger.call('POST', '/shared/tones-of-voice', { code: share.body.shareCode });
    expect(joined.status).toBeLessThan(300);
    const answer = await stranger.call('POST', '/match', { text, toneOfVoiceId: guideId });
    expect(answer.status).toBe(200);
    expect(findings(answer).map((finding) => text.slice(finding.from, finding.to))).toEqual(['Synergy']);
  });

  it('reads Markdown: code is not prose', async () => {
    const guideId = await createGuide(owner, [{ id: 'forbidden-terms', params: { terms: ['kill'] } }]);
    const text = 'Run `kill -9` only when you must kill the process.';
    const answer = await owner.call('POST', '/match', { text, toneOfVoiceId: guideId, format: 'markdown' });
    expect(answer.status).toBe(200);
    expect(findings(answer).map((finding) => finding.from)).toEqual([text.lastIndexOf('kill')]);
  });

  it('answers 404 for another user’s guide and for an unknown one, 409 for a disabled one', async () => {
    const guideId = await createGuide(owner, [{ id: 'passive-voice' }]);
    const foreign = await stranger.call('POST', '/match', { text: 'Hello.', toneOfVoiceId: guideId });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('passive');
    const unknown = await owner.call('POST', '/match', {
      text: 'Hello.',
      toneOfVoiceId: '7d0a6d54-2c1a-4c61-9a35-1f1d8c5b0e11',
    });
    expect(unknown.status).toBe(404);

    expect((await owner.call('PATCH', `/tones-of-voice/${guideId}`, { disabled: true })).status).toBe(200);
    const disabled = await owner.call('POST', '/match', { text: 'Hello.', toneOfVoiceId: guideId });
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toMatch(/disabled/);
  });

  it('checks a text of the maximum length and answers 413 with a message beyond it', async () => {
    const sentence = 'The cat sat on the mat. ';
    const longest = sentence
      .repeat(Math.ceil(MAX_CHECKED_TEXT_LENGTH / sentence.length))
      .slice(0, MAX_CHECKED_TEXT_LENGTH);
    const fits = await owner.call('POST', '/match', { text: longest, toneOfVoiceId: plainLanguage?.id });
    expect(fits.status).toBe(200);
    const tooLong = await owner.call('POST', '/match', {
      text: `${longest}x`,
      toneOfVoiceId: plainLanguage?.id,
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toContain('200,001 characters');
    // Escaped in JSON as \uXXXX, the longest text still reaches the length check, not the body limit.
    const escaped = JSON.stringify({ text: '\u0001'.repeat(MAX_CHECKED_TEXT_LENGTH + 1) }).replace(
      /\\u0001/g,
      '\\u0001',
    );
    const analyze = await callText(owner.browser, server.url, 'POST', '/analyze', escaped);
    expect(analyze.status).toBe(413);
  });

  it('answers 400 with a message for malformed input and 401 without a session', async () => {
    const missing = await owner.call('POST', '/match', { toneOfVoiceId: plainLanguage?.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/text/);
    const badId = await owner.call('POST', '/match', { text: 'Hi.', toneOfVoiceId: 'nope' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/UUID/);
    const badFormat = await owner.call('POST', '/match', {
      text: 'Hi.',
      toneOfVoiceId: plainLanguage?.id,
      format: 'docx',
    });
    expect(badFormat.status).toBe(400);
    const anonymous = await callText(createTestBrowser(), server.url, 'POST', '/match', {
      text: 'Hi.',
      toneOfVoiceId: plainLanguage?.id,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/text/analyze', () => {
  const text =
    'We are thrilled to welcome you! Your account was created by our team. Please read the guide and ask us anything.';

  it('answers metrics, readability, emotionality, formality and the four tone dimensions', async () => {
    const answer = await owner.call('POST', '/analyze', { text });
    expect(answer.status).toBe(200);
    const body = answer.body as {
      counts: { words: number; sentences: number };
      readability: { fleschReadingEase: number | null };
      passive: { passiveSentences: number; examples: { text: string }[] };
      tone: Record<string, { value: number; drivers: unknown[] }>;
      match?: unknown;
    };
    expect(body.counts).toEqual(expect.objectContaining({ words: 21, sentences: 3 }));
    expect(body.readability.fleschReadingEase).toEqual(expect.any(Number));
    expect(body.passive.passiveSentences).toBe(1);
    expect(body.passive.examples[0]?.text).toContain('was created');
    expect(Object.keys(body.tone)).toEqual([
      'formalCasual',
      'seriousFunny',
      'respectfulIrreverent',
      'enthusiasticMatterOfFact',
    ]);
    expect(body.match).toBeUndefined();
  });

  it('adds the match with a guide, and keeps another user’s guide hidden', async () => {
    const guideId = await createGuide(owner, [{ id: 'passive-voice' }]);
    const withGuide = await owner.call('POST', '/analyze', { text, toneOfVoiceId: guideId });
    expect(withGuide.status).toBe(200);
    const match = withGuide.body.match as { findings: FindingShape[] };
    expect(match.findings.map((finding) => text.slice(finding.from, finding.to))).toEqual(['was created']);
    expect((await stranger.call('POST', '/analyze', { text, toneOfVoiceId: guideId })).status).toBe(404);
  });
});
