// The Guide tab of /editor/create-guide: name and description, the rules by category with their settings,
// "Add a rule" from the catalogue, Save (as the wizard validates) and Start over.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Glossary, RuleInfo } from '@wtt/contract';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { AddRuleDialog } from '../guides/AddRuleDialog.tsx';
import { GuideFieldsInputs } from '../guides/GuideFieldsInputs.tsx';
import { guideFieldErrors } from '../guides/guideForm.ts';
import { GuideRules } from '../guides/GuideRules.tsx';
import { catalogueById, ruleCountText } from '../guides/ruleGroups.ts';
import { guideRuleErrors } from '../guides/ruleParams.ts';
import { isEmptyDraft } from './draftStorage.ts';
import type { GuideDraftState } from './useGuideDraft.ts';
import { useSaveDraftGuide } from './useSaveDraftGuide.ts';

interface GuideDraftFormProps {
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
  state: GuideDraftState;
  onRuleAdded: (ruleId: string) => void;
  /** Null on a wide screen, where the panel scrolls on its own and the save bar sticks to its bottom. */
  stickyBottom: string | null;
}

export function GuideDraftForm({
  catalogue,
  glossaries,
  state,
  onRuleAdded,
  stickyBottom,
}: GuideDraftFormProps) {
  const { draft } = state;
  const [attempted, setAttempted] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const saver = useSaveDraftGuide(() => {
    state.discard();
    setAttempted(false);
  });

  const byId = catalogueById(catalogue);
  // A rule this version does not know (a draft kept from an older one) cannot be saved: it stays listed
  // apart by GuideRules and is left out of the guide.
  const knownRules = draft.rules.filter((rule) => byId.has(rule.id));
  const fieldErrors = guideFieldErrors(draft);
  const ruleErrors = guideRuleErrors(draft.rules, byId);
  const noRules = knownRules.length === 0;
  const invalid = Object.keys(fieldErrors).length > 0 || ruleErrors.size > 0 || noRules;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (invalid) return;
    saver.save({ name: draft.name.trim(), description: draft.description, rules: knownRules });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Guide being built">
      <Stack gap="lg">
        <GuideFieldsInputs
          fields={{ name: draft.name, description: draft.description }}
          errors={attempted ? fieldErrors : {}}
          onChange={state.setFields}
        />

        <Stack gap="sm" component="section" aria-labelledby="draft-rules-title">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="draft-rules-title">
              Rules ({ruleCountText(draft.rules.length)})
            </Title>
            <AddRuleDialog
              catalogue={catalogue}
              chosen={new Set(draft.rules.map((rule) => rule.id))}
              onAdd={(info) => {
                state.addRule(info.id);
                onRuleAdded(info.id);
              }}
            />
          </Group>
          <GuideRules
            rules={draft.rules}
            catalogue={catalogue}
            glossaries={glossaries}
            errors={ruleErrors}
            onChange={state.setRules}
            empty="No rules yet. Add one from the catalogue with “Add a rule”: what it finds is underlined in your text at once."
          />
          {attempted && noRules && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              Add at least one rule.
            </Text>
          )}
        </Stack>

        {saver.error !== null && (
          <Alert color="red" variant="light" title="The guide was not saved">
            <Text size="sm">{saver.error}</Text>
          </Alert>
        )}

        <Paper
          withBorder
          radius="md"
          p="sm"
          pos="sticky"
          style={{ zIndex: 2, bottom: stickyBottom ?? 0 }}
          role="group"
          aria-label="Save the guide"
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" role="status" c={invalid && attempted ? 'var(--mantine-color-error)' : undefined}>
              {invalid && attempted
                ? 'Fix the marked fields to save.'
                : 'Kept in this browser until you save it.'}
            </Text>
            <Group gap="xs">
              {!isEmptyDraft(draft) && (
                <Button
                  variant="default"
                  disabled={saver.saving}
                  onClick={() => {
                    setConfirmingDiscard(true);
                  }}
                >
                  Start over
                </Button>
              )}
              <Button type="submit" loading={saver.saving}>
                Save guide
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
      <ConfirmDialog
        title="Start over"
        confirmLabel="Discard guide"
        opened={confirmingDiscard}
        busy={false}
        onCancel={() => {
          setConfirmingDiscard(false);
        }}
        onConfirm={() => {
          state.discard();
          setAttempted(false);
          setConfirmingDiscard(false);
        }}
      >
        Discard the guide you are building, with its name, description and {ruleCountText(draft.rules.length)}
        ? Your text stays as it is.
      </ConfirmDialog>
    </form>
  );
}
