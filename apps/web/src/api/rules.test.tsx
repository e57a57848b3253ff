import { waitFor } from '@testing-library/react';
import type { RuleInfo } from '@wtt/contract';
import { WIZARD_QUESTIONS } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listRules, listWizardQuestions, ruleKeys, useRuleCatalogue, useWizardQuestions } from './rules.ts';
import { answer, clearToasts, stubApi } from './test/apiStub.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const passiveVoice: RuleInfo = {
  id: 'passive-voice',
  category: 'Sentence Structure',
  name: 'Passive voice',
  description: 'Prefer the active voice.',
  severity: 'warning',
  scope: 'sentence',
  parameters: [],
  examples: { good: ['We fixed it.'], bad: ['It was fixed.'] },
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('the rule catalogue and the wizard questions', () => {
  it('answer the contract types', async () => {
    stubApi({
      'GET /api/text/rules': answer(200, { rules: [passiveVoice] }),
      'GET /api/text/tones-of-voice/wizard/questions': answer(200, { questions: WIZARD_QUESTIONS }),
    });
    await expect(listRules()).resolves.toEqual([passiveVoice]);
    await expect(listWizardQuestions()).resolves.toEqual(WIZARD_QUESTIONS);
  });

  it('refuse a rule of an unknown category', async () => {
    stubApi({ 'GET /api/text/rules': answer(200, { rules: [{ ...passiveVoice, category: 'Style' }] }) });
    await expect(listRules()).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('rules.0.category')] },
    });
  });

  it('load once per visit, each under its own key', async () => {
    expect(ruleKeys.catalogue()).toEqual(['rules', 'catalogue']);
    expect(ruleKeys.wizardQuestions()).toEqual(['rules', 'wizard-questions']);
    const api = stubApi({
      'GET /api/text/rules': answer(200, { rules: [passiveVoice] }),
      'GET /api/text/tones-of-voice/wizard/questions': answer(200, { questions: WIZARD_QUESTIONS }),
    });
    const first = renderWithQueries(() => ({ rules: useRuleCatalogue(), questions: useWizardQuestions() }));
    await waitFor(() => expect(first.result.current.questions.isSuccess).toBe(true));
    await waitFor(() => expect(first.result.current.rules.isSuccess).toBe(true));
    first.unmount();
    renderWithQueries(() => useRuleCatalogue(), first.queryClient);
    expect(api.calls('GET /api/text/rules')).toHaveLength(1);
    expect(first.queryClient.getQueryData(ruleKeys.catalogue())).toEqual([passiveVoice]);
  });
});
