// A rule's parameter inputs, generated from the catalogue (ruleParams.ts): numbers with their range,
// choices, phrase and term lists, and a glossary picker. Read-only guides show the values as text.
import {
  List,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { RuleInfo } from '@wtt/contract';
import { useId } from 'react';
import type { GlossaryChoiceGroup } from './glossaryChoices.ts';
import type { ParamField, RuleParams } from './ruleParams.ts';
import { paramFields, paramValue, paramValueText, termText, withParam, withTermTexts } from './ruleParams.ts';

export interface RuleParamsFieldsProps {
  info: RuleInfo;
  params: RuleParams | undefined;
  /** Absent on a read-only guide. */
  onChange?: (params: RuleParams) => void;
  errors?: Record<string, string>;
  glossaries: GlossaryChoiceGroup[];
  glossaryNameOf: (id: string) => string | null;
}

export function RuleParamsFields({
  info,
  params,
  onChange,
  errors = {},
  glossaries,
  glossaryNameOf,
}: RuleParamsFieldsProps) {
  const fields = paramFields(info);
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This rule has no settings.
      </Text>
    );
  }
  if (onChange === undefined) {
    return (
      <List size="sm" spacing={2}>
        {fields.map((field) => (
          <List.Item key={field.parameter.name}>
            {field.label.replace(/\.$/, '')}:{' '}
            <Text span fw={600} size="sm">
              {paramValueText(field, paramValue(params, field.parameter), glossaryNameOf)}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <ParamInput
          key={field.parameter.name}
          field={field}
          value={paramValue(params, field.parameter)}
          error={errors[field.parameter.name]}
          glossaries={glossaries}
          onChange={(value) => {
            onChange(withParam(params, field.parameter.name, value));
          }}
        />
      ))}
    </Stack>
  );
}

function ParamInput({
  field,
  value,
  error,
  glossaries,
  onChange,
}: {
  field: ParamField;
  value: unknown;
  error: string | undefined;
  glossaries: GlossaryChoiceGroup[];
  onChange: (value: unknown) => void;
}) {
  const labelId = useId();
  switch (field.kind) {
    case 'integer':
    case 'number':
      return (
        <NumberInput
          label={field.label}
          description={
            field.min !== undefined && field.max !== undefined ? `${field.min} to ${field.max}` : undefined
          }
          value={typeof value === 'number' ? value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={field.kind === 'number'}
          clampBehavior="none"
          error={error}
          styles={{ input: { maxWidth: 260 } }}
          onChange={(next) => {
            onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next));
          }}
        />
      );
    case 'choice':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {field.label}
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            data={field.options}
            value={typeof value === 'string' ? value : (field.options[0] ?? '')}
            onChange={onChange}
            style={{ alignSelf: 'flex-start' }}
          />
          {error !== undefined && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'glossary':
      return (
        <Select
          label={field.label}
          description={field.help}
          placeholder={glossaries.length === 0 ? 'You have no glossaries yet' : 'No glossary'}
          data={glossaries}
          value={typeof value === 'string' ? value : null}
          clearable
          searchable
          nothingFoundMessage="No glossary has that name"
          error={error}
          maw={420}
          onChange={(next) => {
            onChange(next ?? undefined);
          }}
        />
      );
    case 'terms':
      return (
        <TagsInput
          label={field.label}
          description={`${field.help} Press Enter after each term.`}
          value={Array.isArray(value) ? value.map(termText) : []}
          error={error}
          onChange={(texts) => {
            onChange(withTermTexts(value, texts));
          }}
        />
      );
    case 'list':
      return (
        <TagsInput
          label={field.label}
          description="Press Enter after each entry."
          value={Array.isArray(value) ? value.map(String) : []}
          error={error}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          error={error}
          onChange={(event) => {
            onChange(event.currentTarget.checked);
          }}
        />
      );
    case 'text':
      return (
        <TextInput
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          error={error}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(text === '' ? undefined : text);
          }}
        />
      );
  }
}
