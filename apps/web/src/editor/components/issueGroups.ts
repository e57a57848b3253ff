// The Issues tab's order: the five categories of spec section 3, then anything a newer server adds.
import type { RuleCategory } from '@wtt/engine';
import type { EditorFinding } from '../extensions/findingsState.ts';

export const HIGHLIGHT_CATEGORIES: readonly RuleCategory[] = [
  'Choice of Words',
  'Readability and Flow',
  'Emotionality',
  'Sentence Structure',
  'Document Structure',
];

/** Findings by category, each group in document order. */
export function groupByCategory(findings: readonly EditorFinding[]): Map<string, EditorFinding[]> {
  const groups = new Map<string, EditorFinding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.type);
    if (group) group.push(finding);
    else groups.set(finding.type, [finding]);
  }
  return groups;
}

/** The categories present, the five known ones first in their fixed order. */
export function orderedCategories(groups: ReadonlyMap<string, unknown>): string[] {
  const known: readonly string[] = HIGHLIGHT_CATEGORIES;
  return [...known.filter((c) => groups.has(c)), ...[...groups.keys()].filter((c) => !known.includes(c))];
}
