// Rule catalogue entries for the sharing tests, typed by the contract.
import type { RuleInfo } from '@wtt/contract';

export function ruleInfo(
  overrides: Partial<RuleInfo> & Pick<RuleInfo, 'id' | 'name' | 'category'>,
): RuleInfo {
  return {
    description: '',
    severity: 'warning',
    scope: 'sentence',
    parameters: [],
    examples: { good: [], bad: [] },
    ...overrides,
  };
}

export const CATALOGUE: RuleInfo[] = [
  ruleInfo({
    id: 'passive-voice',
    name: 'Passive voice',
    category: 'Sentence Structure',
    description: 'Prefer active',
  }),
  ruleInfo({ id: 'jargon', name: 'Jargon', category: 'Choice of Words' }),
  ruleInfo({ id: 'max-sentence-length', name: 'Sentence length', category: 'Readability and Flow' }),
];
