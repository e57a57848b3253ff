export { RULE_CATEGORIES, SELECTION_HIGHLIGHT, isRuleCategory } from './categories.ts';
export type { HighlightType, RuleCategory } from './categories.ts';
