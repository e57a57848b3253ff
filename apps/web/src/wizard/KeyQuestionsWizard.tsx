// The wizard's key-questions path: a few short steps of questions (GET /tones-of-voice/wizard/questions),
// a live preview of the rules the answers give (wizardSteps.ts), then a name and the create
// (POST /tones-of-voice/wizard with `answers`), which opens the new guide.
import { Button, Grid, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import type { Glossary, RuleInfo, WizardQuestion } from '@wtt/contract';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateGuideWithWizard } from '../api/guides.ts';
import { glossaryChoices } from '../guides/glossaryChoices.ts';
import { GuideFieldsInputs } from '../guides/GuideFieldsInputs.tsx';
import { guideFieldErrors, type GuideFields } from '../guides/guideForm.ts';
import { RulePreview } from '../guides/RulePreview.tsx';
import { ruleCountText } from '../guides/ruleGroups.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { QuestionField } from './QuestionField.tsx';
import { answersBody, defaultAnswers, previewRules, questionSteps, type AnswerDraft } from './wizardSteps.ts';
import { guidePagePath } from '../routes/paths.ts';

export function KeyQuestionsWizard({
  questions,
  catalogue,
  glossaries,
}: {
  questions: readonly WizardQuestion[];
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
}) {
  const steps = questionSteps(questions);
  const lastStep = steps.length; // the naming step follows the question steps
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<AnswerDraft>(() => defaultAnswers(questions));
  const [fields, setFields] = useState<GuideFields>({ name: '', description: '' });
  const [attempted, setAttempted] = useState(false);
  const create = useCreateGuideWithWizard();
  const guard = useCreateGuard();
  const navigate = useNavigate();
  const choices = glossaryChoices(glossaries);
  const preview = previewRules(answers, catalogue);
  const fieldErrors = guideFieldErrors(fields);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (active !== lastStep) {
      setActive(active + 1);
      return;
    }
    setAttempted(true);
    if (Object.keys(fieldErrors).length > 0) return;
    if (!guard('createTone')) return;
    create.mutate(
      { name: fields.name.trim(), description: fields.description, answers: answersBody(answers) },
      {
        onSuccess: (guide) => {
          void navigate(guidePagePath(guide.id));
        },
      },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={submit} noValidate aria-label="Create a guide from key questions">
          <Stack gap="lg">
            <Stepper active={active} onStepClick={setActive} size="sm" wrap>
              {steps.map((step) => (
                <Stepper.Step key={step.title} label={step.title}>
                  <Stack gap="lg" mt="md">
                    {step.questions.map((question) => (
                      <QuestionField
                        key={question.id}
                        question={question}
                        value={answers[question.id] ?? null}
                        glossaries={choices}
                        onChange={(value) => {
                          setAnswers((current) => ({ ...current, [question.id]: value }));
                        }}
                      />
                    ))}
                  </Stack>
                </Stepper.Step>
              ))}
              <Stepper.Step label="Name and create">
                <Stack gap="sm" mt="md">
                  <GuideFieldsInputs
                    fields={fields}
                    errors={attempted ? fieldErrors : {}}
                    onChange={setFields}
                  />
                </Stack>
              </Stepper.Step>
            </Stepper>
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={active === 0}
                onClick={() => {
                  setActive(Math.max(0, active - 1));
                }}
              >
                Back
              </Button>
              <Button type="submit" loading={create.isPending}>
                {active === lastStep ? 'Create guide' : 'Next'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wizard-preview-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="wizard-preview-title">
              {'rules' in preview ? `Your guide: ${ruleCountText(preview.rules.length)}` : 'Your guide'}
            </Title>
            <Text size="sm" c="dimmed">
              The rules your answers give. They change as you answer.
            </Text>
            {'rules' in preview ? (
              <RulePreview rules={preview.rules} catalogue={catalogue} glossaries={glossaries} />
            ) : (
              <Text size="sm">{preview.error}</Text>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
