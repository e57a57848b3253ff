// One rule of a guide: name, description, its parameters (a form when the guide is editable), its
// examples on request and, for a built guide, the evidence from the samples.
import { Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RuleEvidenceView, RuleInfo } from '@wtt/contract';
import { useState } from 'react';
import type { GlossaryChoiceGroup } from './glossaryChoices.ts';
import { RuleEvidence } from './RuleEvidence.tsx';
import { RuleExamples } from './RuleExamples.tsx';
import { RuleParamsFields } from './RuleParamsFields.tsx';
import type { RuleParams } from './ruleParams.ts';

export interface RuleCardProps {
  info: RuleInfo;
  params: RuleParams | undefined;
  errors?: Record<string, string>;
  evidence?: RuleEvidenceView;
  glossaries: GlossaryChoiceGroup[];
  glossaryNameOf: (id: string) => string | null;
  /** Both absent on a read-only guide. */
  onChange?: (params: RuleParams) => void;
  onRemove?: () => void;
}

export function RuleCard({
  info,
  params,
  errors,
  evidence,
  glossaries,
  glossaryNameOf,
  onChange,
  onRemove,
}: RuleCardProps) {
  const [examplesShown, setExamplesShown] = useState(false);
  const examplesId = `rule-examples-${info.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={info.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{info.name}</Text>
            <Text size="sm" c="dimmed">
              {info.description}
            </Text>
          </Stack>
          {onRemove !== undefined && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove ${info.name}`}
              style={{ flexShrink: 0 }}
            >
              Remove
            </Button>
          )}
        </Group>
        <RuleParamsFields
          info={info}
          params={params}
          onChange={onChange}
          errors={errors}
          glossaries={glossaries}
          glossaryNameOf={glossaryNameOf}
        />
        {evidence !== undefined && <RuleEvidence evidence={evidence} />}
        <Button
          size="xs"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={examplesShown}
          aria-controls={examplesId}
          onClick={() => {
            setExamplesShown((shown) => !shown);
          }}
        >
          {examplesShown ? 'Hide examples' : 'Show examples'}
        </Button>
        <Collapse expanded={examplesShown} id={examplesId}>
          {examplesShown && <RuleExamples info={info} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
