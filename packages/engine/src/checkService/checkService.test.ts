import { describe, expect, it } from 'vitest';
import { createCheckService, type GuideSource } from './checkService.ts';

const source: GuideSource = {
  name: 'House style',
  rules: [{ id: 'forbidden-terms', params: { glossaryId: 'banned' } }],
  glossaries: { banned: [{ term: 'utilize', suggestions: ['use'] }] },
};
const guide = { key: 'guide-1', version: '1' };
const text = 'We utilize the tool.';

describe('createCheckService', () => {
  it('asks for the source of a guide version it does not hold, then checks with it', () => {
    const service = createCheckService();
    expect(service.run({ kind: 'match', text, format: 'plain', guide })).toEqual({ kind: 'guideMissing' });
    const outcome = service.run({ kind: 'match', text, format: 'plain', guide, source });
    expect(outcome.kind).toBe('match');
    if (outcome.kind !== 'match') return;
    expect(outcome.result.findings.map((finding) => text.slice(finding.from, finding.to))).toEqual([
      'utilize',
    ]);
  });

  it('keeps the compiled version: the next request needs no source, a new version does', () => {
    const service = createCheckService();
    service.run({ kind: 'match', text, format: 'plain', guide, source });
    expect(service.run({ kind: 'match', text, format: 'plain', guide }).kind).toBe('match');
    const next = { key: guide.key, version: '2' };
    expect(service.run({ kind: 'match', text, format: 'plain', guide: next }).kind).toBe('guideMissing');
  });

  it('analyzes with or without a guide, and says which kind it answers', () => {
    const service = createCheckService();
    const plain = service.run({ kind: 'analyze', text, format: 'plain' });
    expect(plain.kind).toBe('analyze');
    if (plain.kind !== 'analyze') return;
    expect(plain.result.counts.words).toBe(4);
    expect(plain.result.match).toBeUndefined();
    const withGuide = service.run({ kind: 'analyze', text, format: 'plain', guide, source });
    expect(withGuide.kind === 'analyze' ? withGuide.result.match?.findings.length : -1).toBe(1);
  });

  it('answers guideInvalid with the engine message for a guide that does not compile', () => {
    const service = createCheckService();
    const broken: GuideSource = { name: 'Old', rules: [{ id: 'no-such-rule' }], glossaries: {} };
    const outcome = service.run({ kind: 'match', text, format: 'plain', guide, source: broken });
    expect(outcome.kind).toBe('guideInvalid');
    expect(outcome.kind === 'guideInvalid' ? outcome.message : '').toMatch(/no-such-rule/);
  });

  it('refuses a match without a guide (a caller error, not an outcome)', () => {
    expect(() => createCheckService().run({ kind: 'match', text, format: 'plain' })).toThrow(/needs a guide/);
  });
});
