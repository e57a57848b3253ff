import { describe, expect, it } from 'vitest';
import { groupCatalogue, groupGuideRules, RULE_CATEGORIES } from './ruleGroups.ts';
import { CATALOGUE } from './test/catalogue.ts';

describe('groupGuideRules', () => {
  it('sorts a guide’s rules into the spec’s categories, in the spec’s order, keeping each rule’s index', () => {
    const rules = [
      { id: 'greeting-check' },
      { id: 'passive-voice' },
      { id: 'forbidden-terms', params: { terms: ['utilize'] } },
      { id: 'max-sentence-length', params: { max: 20 } },
    ];
    const { groups, unknown } = groupGuideRules(rules, CATALOGUE);
    expect(groups.map((group) => group.category)).toEqual([
      'Choice of Words',
      'Sentence Structure',
      'Document Structure',
    ]);
    expect(groups[1]?.items.map((item) => [item.index, item.rule.id])).toEqual([
      [1, 'passive-voice'],
      [3, 'max-sentence-length'],
    ]);
    expect(groups[0]?.items[0]?.info.name).toBe('Forbidden terms');
    expect(unknown).toEqual([]);
  });

  it('keeps rules the catalogue does not know apart, never drops them', () => {
    const { groups, unknown } = groupGuideRules([{ id: 'future-rule' }, { id: 'emoji' }], CATALOGUE);
    expect(unknown).toEqual([{ index: 0, rule: { id: 'future-rule' } }]);
    expect(groups.map((group) => group.category)).toEqual(['Emotionality']);
  });
});

describe('groupCatalogue', () => {
  it('gives all five categories, and every rule once', () => {
    const groups = groupCatalogue(CATALOGUE);
    expect(groups.map((group) => group.category)).toEqual(RULE_CATEGORIES);
    expect(groups.flatMap((group) => group.items)).toHaveLength(CATALOGUE.length);
  });

  it('searches name, description and id, every word', () => {
    const found = groupCatalogue(CATALOGUE, 'sentence length').flatMap((group) => group.items);
    expect(found.map((info) => info.id)).toContain('max-sentence-length');
    expect(found.every((info) => `${info.name} ${info.description}`.toLowerCase().includes('sentence'))).toBe(
      true,
    );
    expect(groupCatalogue(CATALOGUE, 'quixotic zeppelin').every((group) => group.items.length === 0)).toBe(
      true,
    );
  });
});
