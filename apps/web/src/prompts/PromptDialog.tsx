// A prompt in a dialog: a new one (the plan's limit is checked before it is sent), an own one to edit, or
// a predefined one to read. Every prompt's content can be copied from here.
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Prompt } from '@wtt/contract';
import { useState, type SyntheticEvent } from 'react';
import { useCreatePrompt, useUpdatePrompt } from '../api/prompts.ts';
import { nameError, promptContentError } from '../library/itemFields.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { CopyContentButton } from './CopyContentButton.tsx';

/** What the dialog shows: nothing, a new prompt, or an existing one. */
export type PromptDialogTarget = null | { mode: 'create' } | { mode: 'open'; prompt: Prompt };

export function promptDialogTitle(target: Exclude<PromptDialogTarget, null>): string {
  if (target.mode === 'create') return 'New prompt';
  return target.prompt.predefined ? 'Predefined prompt' : 'Edit prompt';
}

export function PromptDialog({ target, onClose }: { target: PromptDialogTarget; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === null ? '' : promptDialogTitle(target)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target !== null &&
        (target.mode === 'open' && target.prompt.predefined ? (
          <PredefinedPrompt prompt={target.prompt} onClose={onClose} />
        ) : (
          <PromptForm prompt={target.mode === 'open' ? target.prompt : null} onClose={onClose} />
        ))}
    </Modal>
  );
}

function PredefinedPrompt({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Text fw={600}>{prompt.name}</Text>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {prompt.content}
        </Text>
      </Paper>
      <Text size="sm" c="dimmed">
        Write the Tone provides this prompt; it is read-only. Copy it to use it or to start a prompt of your
        own.
      </Text>
      <Group justify="space-between">
        <CopyContentButton content={prompt.content} name={prompt.name} />
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function PromptForm({ prompt, onClose }: { prompt: Prompt | null; onClose: () => void }) {
  const [name, setName] = useState(prompt?.name ?? '');
  const [content, setContent] = useState(prompt?.content ?? '');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const guard = useCreateGuard();
  const errors = { name: nameError(name), content: promptContentError(content) };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name !== null || errors.content !== null) return;
    const fields = { name: name.trim(), content: content.trim() };
    if (prompt !== null) {
      update.mutate({ id: prompt.id, patch: fields }, { onSuccess: onClose });
      return;
    }
    if (!guard('createPrompt')) {
      onClose();
      return;
    }
    create.mutate(fields, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="A short name to find it again, for example “Friendlier reply”."
          required
          data-autofocus
          value={name}
          error={submitted ? errors.name : null}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <Textarea
          label="Prompt"
          description="The instruction you give the assistant."
          required
          autosize
          minRows={5}
          maxRows={14}
          value={content}
          error={submitted ? errors.content : null}
          onChange={(event) => {
            setContent(event.currentTarget.value);
          }}
        />
        <Group justify="space-between">
          {content.trim() === '' ? (
            <span />
          ) : (
            <CopyContentButton content={content} name={name.trim() === '' ? 'prompt' : name.trim()} />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {prompt === null ? 'Create prompt' : 'Save'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
