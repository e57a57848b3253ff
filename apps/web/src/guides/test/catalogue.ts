// The real rule catalogue (the engine's, as GET /rules answers it), so tests use real parameters.
import type { RuleInfo } from '@wtt/contract';
import { ruleListSchema } from '@wtt/contract';
import { listRules } from '@wtt/engine';

export const CATALOGUE: RuleInfo[] = ruleListSchema.parse({
  rules: JSON.parse(JSON.stringify(listRules())) as unknown,
}).rules;

export function rule(id: string): RuleInfo {
  const info = CATALOGUE.find((candidate) => candidate.id === id);
  if (info === undefined) throw new Error(`no rule ${id} in the catalogue`);
  return info;
}
