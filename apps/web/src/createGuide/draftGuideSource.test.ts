import { describe, expect, it } from 'vitest';
import { IDS, glossary } from '../api/test/fixtures.ts';
import { catalogueById } from '../guides/ruleGroups.ts';
import { CATALOGUE } from '../guides/test/catalogue.ts';
import { DRAFT_GUIDE_ID, DRAFT_GUIDE_NAME, draftGuideSource, sameRuleIds } from './draftGuideSource.ts';

const catalogue = catalogueById(CATALOGUE);
const brandNames = glossary();

describe('draftGuideSource', () => {
  it('gives no guide while the draft has no rules', () => {
    expect(draftGuideSource([], catalogue, [])).toEqual({ source: null, waiting: 0 });
  });

  it('hands every rule with valid settings to the checker, in the draft’s order', () => {
    const rules = [
      { id: 'passive-voice' },
      { id: 'forbidden-terms', params: { terms: ['utilize'] } },
      { id: 'max-sentence-length', params: { max: 18 } },
    ];
    expect(draftGuideSource(rules, catalogue, [])).toEqual({
      source: { id: DRAFT_GUIDE_ID, name: DRAFT_GUIDE_NAME, rules, glossaries: {} },
      waiting: 0,
    });
  });

  it('holds back a rule with an invalid setting and counts it as waiting', () => {
    const rules = [{ id: 'passive-voice' }, { id: 'max-sentence-length', params: { max: 500 } }];
    const check = draftGuideSource(rules, catalogue, []);
    expect(check.source?.rules).toEqual([{ id: 'passive-voice' }]);
    expect(check.waiting).toBe(1);
  });

  it('gives no guide when every rule waits', () => {
    const rules = [{ id: 'max-sentence-length', params: { max: '' } }];
    expect(draftGuideSource(rules, catalogue, [])).toEqual({ source: null, waiting: 1 });
  });

  it('adds the terms of the glossary a rule names, and only those', () => {
    const other = glossary({ id: IDS.prompt, name: 'Other', terms: [{ term: 'synergy' }] });
    const rules = [{ id: 'forbidden-terms', params: { glossaryId: IDS.glossary } }];
    const check = draftGuideSource(rules, catalogue, [brandNames, other]);
    expect(check.source?.rules).toEqual(rules);
    expect(check.source?.glossaries).toEqual({ [IDS.glossary]: brandNames.terms });
  });

  it('holds back a rule whose glossary is not in the list (still loading, or deleted)', () => {
    const rules = [{ id: 'forbidden-terms', params: { terms: ['utilize'], glossaryId: IDS.glossary } }];
    expect(draftGuideSource(rules, catalogue, undefined)).toEqual({ source: null, waiting: 1 });
    expect(draftGuideSource(rules, catalogue, [])).toEqual({ source: null, waiting: 1 });
  });

  it('leaves out rules the catalogue does not know without counting them', () => {
    const check = draftGuideSource([{ id: 'no-such-rule' }, { id: 'passive-voice' }], catalogue, []);
    expect(check.source?.rules).toEqual([{ id: 'passive-voice' }]);
    expect(check.waiting).toBe(0);
  });
});

describe('sameRuleIds', () => {
  it('compares the rules and their order, not their settings', () => {
    const a = [{ id: 'passive-voice' }, { id: 'forbidden-terms', params: { terms: ['a'] } }];
    expect(
      sameRuleIds(a, [{ id: 'passive-voice' }, { id: 'forbidden-terms', params: { terms: ['b'] } }]),
    ).toBe(true);
    expect(sameRuleIds(a, [a[1] ?? { id: '' }, a[0] ?? { id: '' }])).toBe(false);
    expect(sameRuleIds(a, [{ id: 'passive-voice' }])).toBe(false);
  });
});
