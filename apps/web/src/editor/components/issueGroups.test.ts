import { describe, expect, it } from 'vitest';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { groupByCategory, orderedCategories } from './issueGroups.ts';

const finding = (key: string, type: string): EditorFinding => ({
  key,
  from: 1,
  to: 2,
  ruleId: 'r',
  methodName: 'm',
  type,
  message: '',
  severity: 'warning',
  suggestions: [],
});

describe('issue groups', () => {
  it('groups by category in document order, the five categories first in their fixed order', () => {
    const groups = groupByCategory([
      finding('a', 'Document Structure'),
      finding('b', 'A newer category'),
      finding('c', 'Choice of Words'),
      finding('d', 'Document Structure'),
    ]);
    expect(orderedCategories(groups)).toEqual(['Choice of Words', 'Document Structure', 'A newer category']);
    expect(groups.get('Document Structure')?.map((f) => f.key)).toEqual(['a', 'd']);
  });
});
