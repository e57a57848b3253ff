// A guide's rules as people read them: by the catalogue's five categories, in the catalogue's order of
// categories, with the catalogue's names. A rule the catalogue does not know (an older server's rule)
// still shows, by its id, so a guide never looks emptier than it is.
import type { GuideRuleInput, RuleInfo } from '@wtt/contract';
import { ruleCategorySchema } from '@wtt/contract';

export interface RuleGroup {
  category: string;
  rules: { id: string; name: string; description: string }[];
}

export const UNKNOWN_RULES_CATEGORY = 'Other rules';

export function groupRulesByCategory(
  rules: readonly Pick<GuideRuleInput, 'id'>[],
  catalogue: readonly RuleInfo[],
): RuleGroup[] {
  const known = new Map(catalogue.map((info) => [info.id, info]));
  const byCategory = new Map<string, RuleGroup['rules']>();
  for (const rule of rules) {
    const info = known.get(rule.id);
    const category = info?.category ?? UNKNOWN_RULES_CATEGORY;
    const entry = { id: rule.id, name: info?.name ?? rule.id, description: info?.description ?? '' };
    byCategory.set(category, [...(byCategory.get(category) ?? []), entry]);
  }
  const order: string[] = [...ruleCategorySchema.options, UNKNOWN_RULES_CATEGORY];
  return order.flatMap((category) => {
    const grouped = byCategory.get(category);
    return grouped === undefined ? [] : [{ category, rules: grouped }];
  });
}
