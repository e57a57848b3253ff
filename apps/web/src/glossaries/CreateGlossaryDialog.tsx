// The 'New glossary' dialog: a name and an optional description. The plan's limit is checked before the
// call (the Upgrade dialog opens instead); on success the new glossary's page opens, to add its terms.
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCreateGlossary } from '../api/glossaries.ts';
import { descriptionError, nameError } from '../library/itemFields.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { glossaryPagePath } from '../routes/paths.ts';

export function CreateGlossaryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New glossary"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && <CreateGlossaryForm onClose={onClose} />}
    </Modal>
  );
}

function CreateGlossaryForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateGlossary();
  const guard = useCreateGuard();
  const navigate = useNavigate();
  const errors = { name: nameError(name), description: descriptionError(description) };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name !== null || errors.description !== null) return;
    if (!guard('createGlossary')) {
      onClose();
      return;
    }
    create.mutate(
      { name: name.trim(), description: description.trim() },
      { onSuccess: (glossary) => void navigate(glossaryPagePath(glossary.id)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="For example “Brand names” or “Words we avoid”."
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
          description="Optional: what the list is for."
          autosize
          minRows={2}
          value={description}
          error={submitted ? errors.description : null}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create glossary
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
