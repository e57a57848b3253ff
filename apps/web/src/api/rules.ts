// What guides are made of, under /api/text: the rule catalogue (GET /rules, which the wizard and the guide
// editor pick from) and the wizard's key questions. Both change only with a new server version, so they
// load once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleInfo, WizardQuestion } from '@wtt/contract';
import { ruleListSchema, wizardQuestionsAnswerSchema } from '@wtt/contract';
import { apiClient } from './client.ts';

export const ruleKeys = {
  all: ['rules'] as const,
  catalogue: () => [...ruleKeys.all, 'catalogue'] as const,
  wizardQuestions: () => [...ruleKeys.all, 'wizard-questions'] as const,
};

export async function listRules(signal?: AbortSignal): Promise<RuleInfo[]> {
  return (await apiClient.requestParsed('/text/rules', ruleListSchema, { signal })).rules;
}

export async function listWizardQuestions(signal?: AbortSignal): Promise<WizardQuestion[]> {
  const answer = await apiClient.requestParsed(
    '/text/tones-of-voice/wizard/questions',
    wizardQuestionsAnswerSchema,
    { signal },
  );
  return answer.questions;
}

export const ruleCatalogueQuery = () =>
  queryOptions({
    queryKey: ruleKeys.catalogue(),
    queryFn: ({ signal }) => listRules(signal),
    staleTime: Infinity,
  });

export const wizardQuestionsQuery = () =>
  queryOptions({
    queryKey: ruleKeys.wizardQuestions(),
    queryFn: ({ signal }) => listWizardQuestions(signal),
    staleTime: Infinity,
  });

export function useRuleCatalogue() {
  return useQuery(ruleCatalogueQuery());
}

export function useWizardQuestions() {
  return useQuery(wizardQuestionsQuery());
}
