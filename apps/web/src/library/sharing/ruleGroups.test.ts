import { describe, expect, it } from 'vitest';
import { groupRulesByCategory, UNKNOWN_RULES_CATEGORY } from './ruleGroups.ts';
import { CATALOGUE } from './testRules.ts';

describe('groupRulesByCategory', () => {
  it("groups a guide's rules by the catalogue's categories, in the categories' order, with their names", () => {
    const groups = groupRulesByCategory(
      [{ id: 'passive-voice' }, { id: 'max-sentence-length' }, { id: 'jargon' }],
      CATALOGUE,
    );
    expect(groups).toEqual([
      { category: 'Choice of Words', rules: [{ id: 'jargon', name: 'Jargon', description: '' }] },
      {
        category: 'Readability and Flow',
        rules: [{ id: 'max-sentence-length', name: 'Sentence length', description: '' }],
      },
      {
        category: 'Sentence Structure',
        rules: [{ id: 'passive-voice', name: 'Passive voice', description: 'Prefer active' }],
      },
    ]);
  });

  it('keeps rules the catalogue does not know, by id, last', () => {
    const groups = groupRulesByCategory([{ id: 'retired-rule' }, { id: 'jargon' }], CATALOGUE);
    expect(groups.map((group) => group.category)).toEqual(['Choice of Words', UNKNOWN_RULES_CATEGORY]);
    expect(groups[1]?.rules).toEqual([{ id: 'retired-rule', name: 'retired-rule', description: '' }]);
  });

  it('has no groups for a guide without rules', () => {
    expect(groupRulesByCategory([], CATALOGUE)).toEqual([]);
  });
});
