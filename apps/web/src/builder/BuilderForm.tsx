// The guide builder's form: name, description, sample texts and the three optional glossaries. Checks
// show inline once the user tried to build; the plan's limit is checked before the job starts.
import { Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import type { BuilderFormValues, GlossaryField } from './builderForm.ts';
import { emptyBuilderForm, hasErrors, toBuilderBody, validateBuilderForm } from './builderForm.ts';
import { BuilderRunStatus } from './BuilderRunStatus.tsx';
import { GlossaryPickers } from './GlossaryPickers.tsx';
import { SampleTextsField } from './SampleTextsField.tsx';
import { useBuilderRun } from './useBuilderRun.ts';

export function BuilderForm() {
  const [values, setValues] = useState<BuilderFormValues>(emptyBuilderForm);
  const [tried, setTried] = useState(false);
  const guard = useCreateGuard();
  const run = useBuilderRun();
  const busy =
    run.phase === 'starting' || run.phase === 'running' || run.phase === 'cancelling' || run.phase === 'done';
  const errors = validateBuilderForm(values);
  const shown = tried ? errors : { sample: {} };

  const change = <Key extends keyof BuilderFormValues>(key: Key, value: BuilderFormValues[Key]): void => {
    setValues((previous) => ({ ...previous, [key]: value }));
  };

  const submit = (): void => {
    setTried(true);
    if (hasErrors(errors)) return;
    if (!guard('createTone')) return;
    run.start(toBuilderBody(values));
  };

  return (
    <form
      noValidate
      aria-label="Guide builder"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xl">
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="For example: Support team voice"
            required
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={shown.name}
            disabled={busy}
          />
          <Textarea
            label="Description"
            description="Optional: who writes with this guide, and for whom."
            value={values.description}
            onChange={(event) => change('description', event.currentTarget.value)}
            error={shown.description}
            autosize
            minRows={2}
            disabled={busy}
          />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="builder-samples-title">
          <Title order={2} size="h4" id="builder-samples-title">
            Sample texts
          </Title>
          <Text size="sm" c="dimmed">
            Texts your team wrote the way it should write. Several typical texts give a better guide than one
            long one.
          </Text>
          <SampleTextsField
            samples={values.samples}
            onChange={(samples) => change('samples', samples)}
            sampleErrors={shown.sample}
            error={shown.samples}
            disabled={busy}
          />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="builder-glossaries-title">
          <Title order={2} size="h4" id="builder-glossaries-title">
            Glossaries (optional)
          </Title>
          <Text size="sm" c="dimmed">
            The new guide checks the terms of the glossaries you pick here.
          </Text>
          <GlossaryPickers
            values={values}
            onChange={(field: GlossaryField, id) => change(field, id)}
            disabled={busy}
          />
        </Stack>
        <BuilderRunStatus run={run} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconWand size={18} />} loading={busy} size="md">
            {run.phase === 'cancelled' || run.phase === 'failed' ? 'Build again' : 'Build guide'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
