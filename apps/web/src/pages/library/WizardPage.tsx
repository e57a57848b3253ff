import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useGlossaryList } from '../../api/glossaries.ts';
import { useRuleCatalogue, useWizardQuestions } from '../../api/rules.ts';
import { GuidePageSkeleton, LoadFailed } from '../../guides/GuidePageStates.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';
import { KeyQuestionsWizard } from '../../wizard/KeyQuestionsWizard.tsx';
import { PickRulesWizard } from '../../wizard/PickRulesWizard.tsx';

type WizardMode = 'rules' | 'questions';

/** /wizard 'Guide Wizard': pick rules, or (?mode=questions) answer a few key questions. */
export function WizardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: WizardMode = searchParams.get('mode') === 'questions' ? 'questions' : 'rules';
  const catalogue = useRuleCatalogue();
  const questions = useWizardQuestions();
  const glossaries = useGlossaryList();

  let body;
  if (catalogue.isError) {
    body = (
      <LoadFailed title="The rule catalogue could not be loaded" onRetry={() => void catalogue.refetch()} />
    );
  } else if (mode === 'questions' && questions.isError) {
    body = (
      <LoadFailed title="The key questions could not be loaded" onRetry={() => void questions.refetch()} />
    );
  } else if (catalogue.data === undefined || (mode === 'questions' && questions.data === undefined)) {
    body = <GuidePageSkeleton />;
  } else if (mode === 'questions' && questions.data !== undefined) {
    body = (
      <KeyQuestionsWizard
        questions={questions.data}
        catalogue={catalogue.data}
        glossaries={glossaries.data ?? []}
      />
    );
  } else {
    body = <PickRulesWizard catalogue={catalogue.data} glossaries={glossaries.data ?? []} />;
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{ROUTE_TITLES.wizard}</Title>
        <Text c="dimmed">
          Create a guide: pick its rules from a list, or answer a few key questions and let the wizard pick
          them.
        </Text>
      </Stack>
      <SegmentedControl
        aria-label="How to create the guide"
        value={mode}
        style={{ alignSelf: 'flex-start' }}
        data={[
          { value: 'rules', label: 'Pick rules from a list' },
          { value: 'questions', label: 'Answer key questions' },
        ]}
        onChange={(value) => {
          setSearchParams(value === 'questions' ? { mode: 'questions' } : {});
        }}
      />
      {body}
    </Stack>
  );
}
