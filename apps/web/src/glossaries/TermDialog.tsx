// Adds a term or changes one: the term (required, not already in the glossary in any case), its
// suggested replacements and a note. Problems show under their field; Save is busy while the glossary
// saves, and the dialog closes once it is saved.
import { Button, Group, Modal, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { GlossaryTermInput } from '@wtt/contract';
import { useState, type SyntheticEvent } from 'react';
import { draftFromTerm, termFromDraft, validateTerm, type TermDraft } from './termValidation.ts';

export interface TermDialogProps {
  /** null: closed; 'new': adding; a number: editing the term at that position. */
  target: 'new' | number | null;
  terms: readonly GlossaryTermInput[];
  saving: boolean;
  onSave: (entry: GlossaryTermInput, index: number | null) => void;
  onClose: () => void;
}

export function TermDialog({ target, terms, saving, onSave, onClose }: TermDialogProps) {
  const title = target === 'new' ? 'Add term' : 'Edit term';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target !== null && (
        <TermForm
          index={target === 'new' ? null : target}
          terms={terms}
          saving={saving}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function TermForm({
  index,
  terms,
  saving,
  onSave,
  onClose,
}: Omit<TermDialogProps, 'target'> & { index: number | null }) {
  const [draft, setDraft] = useState<TermDraft>(() =>
    draftFromTerm(index === null ? undefined : terms[index]),
  );
  const [submitted, setSubmitted] = useState(false);
  const errors = validateTerm(draft, terms, index);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    onSave(termFromDraft(draft), index);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Term"
          description="A word or phrase, as your texts would contain it."
          required
          data-autofocus
          value={draft.term}
          error={submitted ? errors.term : undefined}
          onChange={(event) => {
            const term = event.currentTarget.value;
            setDraft((current) => ({ ...current, term }));
          }}
        />
        <TagsInput
          label="Suggestions"
          description="Optional: what to write instead. Press Enter or type a comma after each one."
          splitChars={[',', '|', ';']}
          acceptValueOnBlur
          clearable
          value={draft.suggestions}
          error={submitted ? errors.suggestions : undefined}
          onChange={(suggestions) => {
            setDraft((current) => ({ ...current, suggestions }));
          }}
        />
        <Textarea
          label="Note"
          description="Optional: why, or when the term applies."
          autosize
          minRows={2}
          value={draft.note}
          error={submitted ? errors.note : undefined}
          onChange={(event) => {
            const note = event.currentTarget.value;
            setDraft((current) => ({ ...current, note }));
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {index === null ? 'Add term' : 'Save term'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
