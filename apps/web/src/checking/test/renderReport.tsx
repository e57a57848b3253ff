// Renders a report component with the app's providers; the rule catalogue answers with two names.
import { render } from '@testing-library/react';
import type { RuleInfo } from '@wtt/contract';
import type { ReactNode } from 'react';
import { AppProviders } from '../../AppProviders.tsx';
import { answer, stubApi } from '../../api/test/apiStub.ts';
import { createAppQueryClient } from '../../api/queryClient.ts';

function rule(id: string, name: string, category: RuleInfo['category']): RuleInfo {
  return {
    id,
    name,
    category,
    description: name,
    severity: 'warning',
    scope: 'sentence',
    parameters: [],
    examples: { good: [], bad: [] },
  };
}

export const CATALOGUE: RuleInfo[] = [
  rule('forbidden-terms', 'Forbidden terms', 'Choice of Words'),
  rule('passive-voice', 'Passive voice', 'Sentence Structure'),
];

export function renderReport(element: ReactNode) {
  const api = stubApi({ 'GET /api/text/rules': answer(200, { rules: CATALOGUE }) });
  const view = render(
    <AppProviders queryClient={createAppQueryClient()} env="test">
      {element}
    </AppProviders>,
  );
  return { api, ...view };
}

/** An element's text with runs of white space as one space, as a reader sees it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
