// The wizard's first path: pick rules from the catalogue by category, set their parameters, name the
// guide and create it (POST /tones-of-voice/wizard with `rules`), then open it.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Glossary, GuideRuleInput, RuleInfo } from '@wtt/contract';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateGuideWithWizard } from '../api/guides.ts';
import { GuideFieldsInputs } from '../guides/GuideFieldsInputs.tsx';
import { guideFieldErrors, type GuideFields } from '../guides/guideForm.ts';
import { GuideRules } from '../guides/GuideRules.tsx';
import { RulePicker } from '../guides/RulePicker.tsx';
import { catalogueById, ruleCountText } from '../guides/ruleGroups.ts';
import { guideRuleErrors } from '../guides/ruleParams.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { guidePagePath } from '../routes/paths.ts';

export function PickRulesWizard({
  catalogue,
  glossaries,
}: {
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
}) {
  const [rules, setRules] = useState<GuideRuleInput[]>([]);
  const [fields, setFields] = useState<GuideFields>({ name: '', description: '' });
  const [attempted, setAttempted] = useState(false);
  const create = useCreateGuideWithWizard();
  const guard = useCreateGuard();
  const navigate = useNavigate();

  const fieldErrors = guideFieldErrors(fields);
  const ruleErrors = guideRuleErrors(rules, catalogueById(catalogue));
  const noRules = rules.length === 0;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(fieldErrors).length > 0 || ruleErrors.size > 0 || noRules) return;
    if (!guard('createTone')) return;
    create.mutate(
      { name: fields.name.trim(), description: fields.description, rules },
      {
        onSuccess: (guide) => {
          void navigate(guidePagePath(guide.id));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create a guide from rules">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wizard-pick-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="wizard-pick-title">
              1. Pick rules
            </Title>
            <Text size="sm" c="dimmed">
              Browse the rules by category. Pick one to see what it checks, then add it.
            </Text>
            <RulePicker
              catalogue={catalogue}
              chosen={new Set(rules.map((rule) => rule.id))}
              onAdd={(info) => {
                setRules((current) => [...current, { id: info.id }]);
              }}
            />
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="wizard-rules-title">
          <Title order={2} size="h4" id="wizard-rules-title">
            2. Set up your rules ({ruleCountText(rules.length)})
          </Title>
          <GuideRules
            rules={rules}
            catalogue={catalogue}
            glossaries={glossaries}
            errors={ruleErrors}
            onChange={setRules}
            empty="No rules yet. Add rules from the catalogue above; their settings appear here."
          />
          {attempted && noRules && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              Add at least one rule.
            </Text>
          )}
        </Stack>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wizard-name-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="wizard-name-title">
              3. Name your guide
            </Title>
            <GuideFieldsInputs fields={fields} errors={attempted ? fieldErrors : {}} onChange={setFields} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create guide
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
