import { rulesForAnswers as rulesInOrder, type WizardAnswers } from '@wtt/contract';
import { listRules } from '@wtt/engine';
import type { StoredGuideRule } from '../../database/schema.ts';

// The mapping lives in the contract (the web app previews it); the server gives it the engine's order.
const catalogueOrder = listRules().map((rule) => rule.id);

/** The rules the key questions' answers give, in catalogue order (contract text/wizardRules.ts). */
export function rulesForAnswers(answers: WizardAnswers): StoredGuideRule[] {
  return rulesInOrder(answers, catalogueOrder);
}
