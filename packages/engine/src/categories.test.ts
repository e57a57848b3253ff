import { describe, expect, it } from 'vitest';
import { isRuleCategory, RULE_CATEGORIES } from './categories.ts';

describe('rule categories', () => {
  it('are exactly the five of the specification, in its order', () => {
    expect(RULE_CATEGORIES).toEqual([
      'Choice of Words',
      'Readability and Flow',
      'Emotionality',
      'Sentence Structure',
      'Document Structure',
    ]);
  });

  it('recognises a category and refuses the selection highlight and near misses', () => {
    expect(isRuleCategory('Emotionality')).toBe(true);
    expect(isRuleCategory('Selection')).toBe(false);
    expect(isRuleCategory('emotionality')).toBe(false);
  });
});
