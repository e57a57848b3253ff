// A rule's readable name: the catalogue's when it is known, else its id made readable
// ("max-sentence-length" → "Max sentence length"), so a report never waits for the catalogue.
import type { RuleInfo } from '@wtt/contract';

export type RuleNameOf = (ruleId: string) => string;

export function readableRuleId(ruleId: string): string {
  const words = ruleId.replace(/[-_]+/g, ' ').trim();
  return words === '' ? ruleId : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export function ruleNamesFrom(catalogue: readonly RuleInfo[] | undefined): RuleNameOf {
  const names = new Map((catalogue ?? []).map((rule) => [rule.id, rule.name]));
  return (ruleId) => names.get(ruleId) ?? readableRuleId(ruleId);
}
