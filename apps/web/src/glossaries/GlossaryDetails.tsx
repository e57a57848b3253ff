// The glossary's name and description, with who provides it. The owner can change both in place.
import { Badge, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Glossary } from '@wtt/contract';
import { useState, type SyntheticEvent } from 'react';
import { useUpdateGlossary } from '../api/glossaries.ts';
import { descriptionError, nameError } from '../library/itemFields.ts';

export function GlossaryDetails({ glossary }: { glossary: Glossary }) {
  const [editing, setEditing] = useState(false);
  const own = !glossary.publicObject;
  if (editing) {
    return (
      <DetailsForm
        glossary={glossary}
        onDone={() => {
          setEditing(false);
        }}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Title order={1}>{glossary.name}</Title>
        {glossary.publicObject && (
          <Badge variant="light" c="var(--mantine-color-text)">
            Public · Write the Tone
          </Badge>
        )}
        {glossary.disabled && (
          <Badge color="gray" variant="light" c="var(--mantine-color-text)">
            Disabled
          </Badge>
        )}
      </Group>
      {glossary.description.trim() !== '' ? (
        <Text>{glossary.description}</Text>
      ) : (
        own && (
          <Text c="dimmed" size="sm">
            No description yet.
          </Text>
        )
      )}
      {own && (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit name and description
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DetailsForm({ glossary, onDone }: { glossary: Glossary; onDone: () => void }) {
  const [name, setName] = useState(glossary.name);
  const [description, setDescription] = useState(glossary.description);
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateGlossary();
  const errors = { name: nameError(name), description: descriptionError(description) };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name !== null || errors.description !== null) return;
    update.mutate(
      { id: glossary.id, patch: { name: name.trim(), description: description.trim() } },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Glossary name and description">
      <Stack gap="sm" maw={640}>
        <Title order={1}>Edit glossary</Title>
        <TextInput
          label="Name"
          required
          data-autofocus
          value={name}
          error={submitted ? errors.name : null}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          error={submitted ? errors.description : null}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
