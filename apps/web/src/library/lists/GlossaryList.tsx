// The Glossaries tab: the user's own glossaries and the public ones Write the Tone provides (read-only),
// filtered by the search box. Own glossaries can be disabled, enabled and deleted.
import { Stack } from '@mantine/core';
import type { Glossary } from '@wtt/contract';
import { useState } from 'react';
import { useDeleteGlossary, useGlossaryList, useUpdateGlossary } from '../../api/glossaries.ts';
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

const termCount = (glossary: Glossary): string =>
  glossary.terms.length === 1 ? '1 term' : `${glossary.terms.length} terms`;

const glossaryPath = (id: string): string => `/library/glossary/${encodeURIComponent(id)}`;

export function GlossaryList() {
  const list = useGlossaryList();
  const update = useUpdateGlossary();
  const remove = useDeleteGlossary();
  const [search, setSearch] = useState('');
  const deleting = useDeleteTarget();

  if (list.isPending) return <ListSkeleton label="Loading glossaries" />;
  if (list.isError) {
    return <ListError title="Could not load the glossaries" onRetry={() => void list.refetch()} />;
  }

  const matching = filterBySearch(list.data, search);
  const mine = matching.filter((glossary) => !glossary.publicObject);
  const shared = matching.filter((glossary) => glossary.publicObject);
  const searching = search.trim() !== '';
  const togglingId = update.isPending ? update.variables.id : null;

  const card = (glossary: Glossary) => {
    const own = !glossary.publicObject;
    return (
      <ItemCard
        key={glossary.id}
        name={glossary.name}
        summary={glossary.description}
        meta={own ? termCount(glossary) : `${termCount(glossary)} · Write the Tone`}
        disabled={glossary.disabled}
        openTo={glossaryPath(glossary.id)}
        toggling={togglingId === glossary.id}
        onToggleDisabled={
          own
            ? () => {
                update.mutate({ id: glossary.id, patch: { disabled: !glossary.disabled } });
              }
            : undefined
        }
        onDelete={
          own
            ? () => {
                deleting.ask(glossary.id, glossary.name);
              }
            : undefined
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      <LibrarySearch label="Search glossaries" value={search} onChange={setSearch} />
      {searching && matching.length === 0 ? (
        <EmptyState>
          No glossary matches “{search.trim()}”. Try fewer or other words, or clear the search.
        </EmptyState>
      ) : (
        <>
          <ListGroup title="My glossaries">
            {mine.length > 0 ? (
              mine.map(card)
            ) : searching ? (
              <EmptyState>None of your glossaries matches the search.</EmptyState>
            ) : (
              <EmptyState>
                You have no glossaries yet. Create one to list the terms your texts must use, avoid or spell
                exactly; it will appear here.
              </EmptyState>
            )}
          </ListGroup>
          {shared.length > 0 && <ListGroup title="Public glossaries">{shared.map(card)}</ListGroup>}
        </>
      )}
      <DeleteConfirmDialog
        kind="glossary"
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
