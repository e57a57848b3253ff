// The Prompts tab: the user's own prompts and the predefined ones Write the Tone provides (read-only),
// filtered by name and content. Own prompts can be disabled, enabled and deleted.
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
  const mine = matching.filter((prompt) => !prompt.predefined);
  const predefined = matching.filter((prompt) => prompt.predefined);
  const searching = search.trim() !== '';
  const togglingId = update.isPending ? update.variables.id : null;

  const card = (prompt: Prompt) => {
    const own = !prompt.predefined;
    return (
      <ItemCard
        key={prompt.id}
        name={prompt.name}
        summary={prompt.content}
        meta={own ? undefined : 'Write the Tone'}
        disabled={prompt.disabled}
        toggling={togglingId === prompt.id}
        onToggleDisabled={
          own
            ? () => {
                update.mutate({ id: prompt.id, patch: { disabled: !prompt.disabled } });
              }
            : undefined
        }
        onDelete={
          own
            ? () => {
                deleting.ask(prompt.id, prompt.name);
              }
            : undefined
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      <LibrarySearch label="Search prompts" value={search} onChange={setSearch} />
      {searching && matching.length === 0 ? (
        <EmptyState>
          No prompt matches “{search.trim()}”. Try fewer or other words, or clear the search.
        </EmptyState>
      ) : (
        <>
          <ListGroup title="My prompts">
            {mine.length > 0 ? (
              mine.map(card)
            ) : searching ? (
              <EmptyState>None of your prompts matches the search.</EmptyState>
            ) : (
              <EmptyState>
                You have no prompts yet. Create one with the instruction you give the assistant most often; it
                will appear here.
              </EmptyState>
            )}
          </ListGroup>
          {predefined.length > 0 && <ListGroup title="Predefined prompts">{predefined.map(card)}</ListGroup>}
        </>
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
