// The name and description inputs of a guide (guide page and wizard), with inline errors.
import { Stack, Textarea, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@wtt/contract';
import type { GuideFieldErrors, GuideFields } from './guideForm.ts';

export function GuideFieldsInputs({
  fields,
  errors,
  onChange,
}: {
  fields: GuideFields;
  errors: GuideFieldErrors;
  onChange: (fields: GuideFields) => void;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        required
        maxLength={TEXT_LIMITS.name}
        value={fields.name}
        error={errors.name}
        maw={520}
        onChange={(event) => {
          onChange({ ...fields, name: event.currentTarget.value });
        }}
      />
      <Textarea
        label="Description"
        description="What the guide is for, so your team picks the right one."
        rows={3}
        resize="vertical"
        maxLength={TEXT_LIMITS.description}
        value={fields.description}
        error={errors.description}
        onChange={(event) => {
          onChange({ ...fields, description: event.currentTarget.value });
        }}
      />
    </Stack>
  );
}
