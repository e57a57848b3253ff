import type { GuideSource } from '@wtt/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../errors/httpError.ts';
import { createChecks, type Checks } from './checks.ts';
import type { GuideRef } from './guideSource.ts';

/** A guide whose glossaries compile to far more than a small heap holds (about 18 MB per 5,000 terms). */
function hugeGuide(): GuideRef {
  const terms = Array.from({ length: 5_000 }, (_, index) => ({ term: `term${index} word${index % 97}` }));
  const ids = ['g1', 'g2', 'g3', 'g4', 'g5'];
  const source: GuideSource = {
    name: 'Huge',
    rules: ids.map((glossaryId) => ({ id: 'forbidden-terms', params: { glossaryId } })),
    glossaries: Object.fromEntries(ids.map((id) => [id, terms])),
  };
  return {
    key: 'huge',
    version: '1',
    source: () => Promise.resolve(source as Awaited<ReturnType<GuideRef['source']>>),
  };
}

const small: GuideRef = {
  key: 'small',
  version: '1',
  source: () => Promise.resolve({ name: 'Small', rules: [{ id: 'passive-voice' }], glossaries: {} }),
};

let checks: Checks | undefined;

afterEach(async () => {
  await checks?.close();
  checks = undefined;
});

describe('createChecks', () => {
  it('answers 422 with a message when a check outgrows its thread, and goes on checking', async () => {
    const limited = createChecks(1, { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 });
    checks = limited;
    const refused = await limited
      .match('We leverage synergy.', 'plain', hugeGuide())
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused instanceof HttpError ? [refused.statusCode, refused.message] : []).toEqual([
      422,
      expect.stringContaining('more memory than this server gives one check'),
    ]);
    const answer = (await limited.match('The report was written by the team.', 'plain', small)).parse();
    expect(answer.findings.map((finding) => finding.id)).toEqual(['passive-voice']);
  });

  it('answers 409 for a guide that no longer compiles, in threads and in this thread alike', async () => {
    const broken: GuideRef = {
      key: 'broken',
      version: '1',
      source: () => Promise.resolve({ name: 'Old', rules: [{ id: 'retired-rule' }], glossaries: {} }),
    };
    for (const workers of [1, 0]) {
      const current = createChecks(workers);
      checks = current;
      const refused = await current.match('Text.', 'plain', broken).catch((error: unknown) => error);
      expect(refused instanceof HttpError ? refused.statusCode : 0).toBe(409);
      expect(refused instanceof HttpError ? refused.message : '').toMatch(/retired-rule/);
      await current.close();
    }
  });
});
