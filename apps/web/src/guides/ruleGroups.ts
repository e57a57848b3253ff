// A guide's rules and the rule catalogue, sorted into the five categories of the spec (section 3, the
// highlight categories), always in that order.
import type { GuideRuleInput, RuleInfo } from '@wtt/contract';
import { ruleCategorySchema } from '@wtt/contract';

export type RuleCategory = RuleInfo['category'];

export const RULE_CATEGORIES: readonly RuleCategory[] = ruleCategorySchema.options;

export interface CategoryGroup<Item> {
  category: RuleCategory;
  items: Item[];
}

/** A rule of a guide with its place in the guide's list (edits address it by that index). */
export interface GuideRuleEntry {
  index: number;
  rule: GuideRuleInput;
  info: RuleInfo;
}

export interface GroupedGuideRules {
  /** Only the categories the guide has rules in. */
  groups: CategoryGroup<GuideRuleEntry>[];
  /** Rules the catalogue does not know (a newer or older server); shown by id, never dropped. */
  unknown: { index: number; rule: GuideRuleInput }[];
}

export function catalogueById(catalogue: readonly RuleInfo[]): Map<string, RuleInfo> {
  return new Map(catalogue.map((info) => [info.id, info]));
}

export function groupGuideRules(
  rules: readonly GuideRuleInput[],
  catalogue: readonly RuleInfo[],
): GroupedGuideRules {
  const byId = catalogueById(catalogue);
  const byCategory = new Map<RuleCategory, GuideRuleEntry[]>();
  const unknown: GroupedGuideRules['unknown'] = [];
  rules.forEach((rule, index) => {
    const info = byId.get(rule.id);
    if (info === undefined) {
      unknown.push({ index, rule });
      return;
    }
    byCategory.set(info.category, [...(byCategory.get(info.category) ?? []), { index, rule, info }]);
  });
  const groups = RULE_CATEGORIES.flatMap((category) => {
    const items = byCategory.get(category) ?? [];
    return items.length === 0 ? [] : [{ category, items }];
  });
  return { groups, unknown };
}

/** The catalogue by category (every category, in catalogue order within it), optionally searched. */
export function groupCatalogue(catalogue: readonly RuleInfo[], search = ''): CategoryGroup<RuleInfo>[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (info: RuleInfo): boolean => {
    const text = `${info.name} ${info.description} ${info.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return RULE_CATEGORIES.map((category) => ({
    category,
    items: catalogue.filter((info) => info.category === category && matches(info)),
  }));
}

export const ruleCountText = (count: number): string => (count === 1 ? '1 rule' : `${count} rules`);
