// An own guide on its page: name, description and rules edited as one draft, saved with PATCH
// (useUpdateGuide) or discarded. Rules are added from the catalogue, changed and removed here.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Glossary, GuideRuleInput, RuleInfo, ToneOfVoice, ToneOfVoiceDetail } from '@wtt/contract';
import type { ReactNode, SyntheticEvent } from 'react';
import { useState } from 'react';
import { useUpdateGuide } from '../api/guides.ts';
import { AddRuleDialog } from './AddRuleDialog.tsx';
import { GuideFieldsInputs } from './GuideFieldsInputs.tsx';
import { guideFieldErrors, type GuideFields } from './guideForm.ts';
import { GuideRules } from './GuideRules.tsx';
import { catalogueById, ruleCountText } from './ruleGroups.ts';
import { guideRuleErrors } from './ruleParams.ts';

const sameRules = (a: readonly GuideRuleInput[], b: readonly GuideRuleInput[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export function OwnGuideEditor({
  detail,
  catalogue,
  glossaries,
  sharing,
}: {
  detail: ToneOfVoiceDetail;
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
  /** The sharing panel, mounted by the page below the rules. */
  sharing?: ReactNode;
}) {
  const [saved, setSaved] = useState<ToneOfVoice>(detail.tov);
  const [fields, setFields] = useState<GuideFields>({ name: saved.name, description: saved.description });
  const [rules, setRules] = useState<GuideRuleInput[]>(saved.rules);
  const [touched, setTouched] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const update = useUpdateGuide();

  const fieldErrors = guideFieldErrors(fields);
  const ruleErrors = guideRuleErrors(rules, catalogueById(catalogue));
  const invalid = Object.keys(fieldErrors).length > 0 || ruleErrors.size > 0;
  const changed =
    fields.name !== saved.name || fields.description !== saved.description || !sameRules(rules, saved.rules);

  const edit = (apply: () => void) => {
    apply();
    setTouched(true);
    setJustSaved(false);
  };

  const reset = (guide: ToneOfVoice) => {
    setSaved(guide);
    setFields({ name: guide.name, description: guide.description });
    setRules(guide.rules);
    setTouched(false);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || !changed) return;
    update.mutate(
      { id: saved.id, patch: { name: fields.name.trim(), description: fields.description, rules } },
      {
        onSuccess: (guide) => {
          reset(guide);
          setJustSaved(true);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Edit guide">
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md">
            <GuideFieldsInputs
              fields={fields}
              errors={touched ? fieldErrors : {}}
              onChange={(next) => {
                edit(() => {
                  setFields(next);
                });
              }}
            />
          </Paper>

          <Stack gap="sm" component="section" aria-labelledby="guide-rules-title">
            <Group justify="space-between">
              <Title order={2} size="h4" id="guide-rules-title">
                Rules ({ruleCountText(rules.length)})
              </Title>
              <AddRuleDialog
                catalogue={catalogue}
                chosen={new Set(rules.map((rule) => rule.id))}
                onAdd={(info) => {
                  edit(() => {
                    setRules((current) => [...current, { id: info.id }]);
                  });
                }}
              />
            </Group>
            <GuideRules
              rules={rules}
              catalogue={catalogue}
              glossaries={glossaries}
              errors={ruleErrors}
              evidence={detail.evidence}
              onChange={(next) => {
                edit(() => {
                  setRules(next);
                });
              }}
              empty="This guide has no rules yet. Add one from the catalogue with “Add a rule”."
            />
          </Stack>

          <Paper
            withBorder
            radius="md"
            p="sm"
            pos="sticky"
            // Above the layout's fixed footer, so the save button stays in reach on a long guide.
            style={{ zIndex: 2, bottom: 'var(--app-shell-footer-offset, 0px)' }}
            aria-label="Save the guide"
            role="group"
          >
            <Group justify="space-between">
              <Text size="sm" role="status" c={invalid && touched ? 'var(--mantine-color-error)' : undefined}>
                {invalid && touched
                  ? 'Fix the marked fields to save.'
                  : changed
                    ? 'You have unsaved changes.'
                    : justSaved
                      ? 'Saved.'
                      : 'No unsaved changes.'}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  disabled={!changed || update.isPending}
                  onClick={() => {
                    reset(saved);
                  }}
                >
                  Discard changes
                </Button>
                <Button type="submit" loading={update.isPending} disabled={!changed}>
                  Save changes
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
      {sharing}
    </Stack>
  );
}
