// The Guides tab: predefined guides, the user's own and those shared with them (library/guideGroups.ts),
// filtered by the search box. Own guides can be disabled, enabled and deleted; the others only opened (the
// server refuses changes to them).
import { Stack } from '@mantine/core';
import type { ToneOfVoice } from '@wtt/contract';
import { useState } from 'react';
import { useDeleteGuide, useGuideList, useUpdateGuide } from '../../api/guides.ts';
import { groupGuides } from '../guideGroups.ts';
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

const ruleCount = (guide: ToneOfVoice): string =>
  guide.rules.length === 1 ? '1 rule' : `${guide.rules.length} rules`;

const guidePath = (id: string): string => `/library/guide/${encodeURIComponent(id)}`;

export function GuideList({ myEmail }: { myEmail: string | null }) {
  const list = useGuideList();
  const update = useUpdateGuide();
  const remove = useDeleteGuide();
  const [search, setSearch] = useState('');
  const deleting = useDeleteTarget();

  if (list.isPending) return <ListSkeleton label="Loading guides" />;
  if (list.isError) {
    return <ListError title="Could not load the guides" onRetry={() => void list.refetch()} />;
  }

  const matching = filterBySearch(list.data, search);
  const groups = groupGuides(matching, myEmail);
  const searching = search.trim() !== '';
  const togglingId = update.isPending ? update.variables.id : null;

  const card = (guide: ToneOfVoice, own: boolean, meta: string) => (
    <ItemCard
      key={guide.id}
      name={guide.name}
      summary={guide.description}
      meta={meta}
      disabled={guide.disabled}
      openTo={guidePath(guide.id)}
      toggling={togglingId === guide.id}
      onToggleDisabled={
        own
          ? () => {
              update.mutate({ id: guide.id, patch: { disabled: !guide.disabled } });
            }
          : undefined
      }
      onDelete={
        own
          ? () => {
              deleting.ask(guide.id, guide.name);
            }
          : undefined
      }
    />
  );

  return (
    <Stack gap="lg">
      <LibrarySearch label="Search guides" value={search} onChange={setSearch} />
      {searching && matching.length === 0 ? (
        <EmptyState>
          No guide matches “{search.trim()}”. Try fewer or other words, or clear the search.
        </EmptyState>
      ) : (
        <>
          {groups.predefined.length > 0 && (
            <ListGroup title="Predefined guides">
              {groups.predefined.map((guide) => card(guide, false, `${ruleCount(guide)} · Write the Tone`))}
            </ListGroup>
          )}
          <ListGroup title="My guides">
            {groups.mine.length > 0 ? (
              groups.mine.map((guide) => card(guide, true, ruleCount(guide)))
            ) : searching ? (
              <EmptyState>None of your guides matches the search.</EmptyState>
            ) : (
              <EmptyState>
                You have no guides of your own yet. Create one from a list of rules, from texts you like or by
                answering a few questions; it will appear here.
              </EmptyState>
            )}
          </ListGroup>
          {groups.sharedWithMe.length > 0 && (
            <ListGroup title="Shared with me">
              {groups.sharedWithMe.map(({ guide, ownerName }) =>
                card(guide, false, `${ruleCount(guide)} · shared by ${ownerName}`),
              )}
            </ListGroup>
          )}
        </>
      )}
      <DeleteConfirmDialog
        kind="guide"
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
