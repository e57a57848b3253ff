import { empathy } from './empathy.ts';
import { exactSpelling } from './exact-spelling.ts';
import { forbiddenTerms } from './forbidden-terms.ts';
import { greetingCheck } from './greeting-check.ts';
import { intensifiers } from './intensifiers.ts';
import { maxSentenceCount } from './max-sentence-count.ts';
import { maxSentenceLength } from './max-sentence-length.ts';
import { passiveVoice } from './passive-voice.ts';
import { profanity } from './profanity.ts';
import { racism } from './racism.ts';
import { repeatedWords } from './repeated-words.ts';
import { requiredTerms } from './required-terms.ts';
import { simplify } from './simplify.ts';
import type { Rule, RuleInfo } from './types.ts';

/** Every rule of the engine, in catalogue order. A guide refers to them by id. */
export const RULES: readonly Rule[] = [
  forbiddenTerms,
  requiredTerms,
  exactSpelling,
  racism,
  simplify,
  repeatedWords,
  passiveVoice,
  maxSentenceLength,
  empathy,
  intensifiers,
  profanity,
  greetingCheck,
  maxSentenceCount,
];

const byId = new Map(RULES.map((rule) => [rule.info.id, rule]));

/** The rule with this id, if the catalogue has one. */
export function getRule(id: string): Rule | undefined {
  return byId.get(id);
}

/** The catalogue as plain JSON (`GET /rules`, `wtt rules`): id, category, name, parameters, examples. */
export function listRules(): RuleInfo[] {
  return RULES.map((rule) => rule.info);
}
