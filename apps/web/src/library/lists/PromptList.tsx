// The Prompts tab: the predefined prompts and the user's own, filtered by name and content. A prompt's
// answer does not say whose it is (contract: id, name, content, disabled), so every prompt offers disable,
// enable and delete; the server refuses them for predefined prompts with a message saying why.
import { Stack } from '@mantine/core';
import type { Prompt } from '@wtt/contract';
import { useState } from 'react';
import { useDeletePrompt, usePromptList, useUpdatePrompt } from '../../api/prompts.ts';
import { filterBySearch } from '../search.ts';
import {
  DeleteConfirmDialog,
  EmptyState,
  ItemCard,
  LibrarySearch,
  ListError,
  ListGroup,
  ListSkeleton,
  useDeleteTarget,
} from './LibraryListParts.tsx';

const nameAndContent = (prompt: Prompt): string[] => [prompt.name, prompt.content];

export function PromptList() {
  const list = usePromptList();
  const update = useUpdatePrompt();
  const remove = useDeletePrompt();
  const [search, setSearch] = useState('');
  const deleting = useDeleteTarget();

  if (list.isPending) return <ListSkeleton label="Loading prompts" />;
  if (list.isError) {
    return <ListError title="Could not load the prompts" onRetry={() => void list.refetch()} />;
  }

  const matching = filterBySearch(list.data, search, nameAndContent);
  const searching = search.trim() !== '';
  const togglingId = update.isPending ? update.variables.id : null;

  return (
    <Stack gap="lg">
      <LibrarySearch label="Search prompts" value={search} onChange={setSearch} />
      {searching && matching.length === 0 ? (
        <EmptyState>
          No prompt matches “{search.trim()}”. Try fewer or other words, or clear the search.
        </EmptyState>
      ) : matching.length === 0 ? (
        <EmptyState>
          You have no prompts yet. Create one with the instruction you give the assistant most often; it will
          appear here.
        </EmptyState>
      ) : (
        <ListGroup title="Prompts">
          {matching.map((prompt) => (
            <ItemCard
              key={prompt.id}
              name={prompt.name}
              summary={prompt.content}
              disabled={prompt.disabled}
              toggling={togglingId === prompt.id}
              onToggleDisabled={() => {
                update.mutate({ id: prompt.id, patch: { disabled: !prompt.disabled } });
              }}
              onDelete={() => {
                deleting.ask(prompt.id, prompt.name);
              }}
            />
          ))}
        </ListGroup>
      )}
      <DeleteConfirmDialog
        kind="prompt"
        name={deleting.name}
        opened={deleting.target !== null}
        deleting={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => {
          const target = deleting.target;
          if (target === null) return;
          remove.mutate(target.id, { onSettled: deleting.close });
        }}
      />
    </Stack>
  );
}
