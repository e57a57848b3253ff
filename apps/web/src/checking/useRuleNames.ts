import { useRuleCatalogue } from '../api/rules.ts';
import type { RuleNameOf } from './ruleNames.ts';
import { ruleNamesFrom } from './ruleNames.ts';
import { useMemo } from 'react';

/** Rule names from the catalogue (loaded once per visit); readable ids until it arrives. */
export function useRuleNames(): RuleNameOf {
  const { data } = useRuleCatalogue();
  return useMemo(() => ruleNamesFrom(data), [data]);
}
