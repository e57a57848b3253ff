/**
 * The five rule categories of the product (spec section 3, "Highlight type categories"). A finding's
 * `type` is one of them; the editor adds `Selection` for the user's own selection highlight.
 */
export const RULE_CATEGORIES = [
  'Choice of Words',
  'Readability and Flow',
  'Emotionality',
  'Sentence Structure',
  'Document Structure',
] as const;

export type RuleCategory = (typeof RULE_CATEGORIES)[number];

export const SELECTION_HIGHLIGHT = 'Selection';

export type HighlightType = RuleCategory | typeof SELECTION_HIGHLIGHT;

export function isRuleCategory(value: string): value is RuleCategory {
  return (RULE_CATEGORIES as readonly string[]).includes(value);
}
