// One tab of the library: loading and error states, the search box, the groups of items (the user's own
// with its empty states, and read-only groups around it), and the delete dialog. The tabs differ only in
// their data, groups and words.
import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

interface LibraryItem {
  id: string;
  name: string;
  disabled: boolean;
}

/** An item as a group shows it; only own items can be disabled, enabled and deleted. */
export interface ListedItem<T> {
  item: T;
  own: boolean;
  meta?: string | undefined;
}

export interface ReadOnlyGroup<T> {
  title: string;
  items: ListedItem<T>[];
}

/** The groups of one tab: read-only groups before and after the user's own items. */
export interface LibraryGroups<T> {
  before: ReadOnlyGroup<T>[];
  mine: ListedItem<T>[];
  after: ReadOnlyGroup<T>[];
}

export interface LibraryListProps<T extends LibraryItem> {
  kind: 'guide' | 'glossary' | 'prompt';
  /** The plural in texts: "guides". */
  plural: string;
  list: UseQueryResult<T[]>;
  filter: (items: T[], search: string) => T[];
  group: (matching: T[]) => LibraryGroups<T>;
  summaryOf: (item: T) => string;
  openTo?: (item: T) => string;
  /** Opens an item in place (a dialog) instead of on a page of its own. */
  onOpen?: (item: T) => void;
  /** More buttons on an item's card (a prompt's Copy; a guide's Share, only when `own`). */
  actionsOf?: (item: T, own: boolean) => ReactNode;
  /** Beside the search box: the tab's create button. */
  headerAction?: ReactNode;
  mineTitle: string;
  /** What to do next when the user has none of their own yet. */
  mineEmpty: ReactNode;
  /** Disables or enables an own item; `togglingId` is the item being changed. */
  toggle: (item: T) => void;
  togglingId: string | null;
  /** Deletes an own item after the dialog's confirmation; `done` closes the dialog. */
  remove: (id: string, done: () => void) => void;
  removing: boolean;
}

export function LibraryList<T extends LibraryItem>(props: LibraryListProps<T>) {
  const [search, setSearch] = useState('');
  const deleting = useDeleteTarget();
  const { list, kind, plural } = props;

  if (list.isPending) return <ListSkeleton label={`Loading ${plural}`} />;
  if (list.isError) {
    return <ListError title={`Could not load the ${plural}`} onRetry={() => void list.refetch()} />;
  }

  const matching = props.filter(list.data, search);
  const groups = props.group(matching);
  const searching = search.trim() !== '';

  const card = ({ item, own, meta }: ListedItem<T>) => (
    <ItemCard
      key={item.id}
      name={item.name}
      summary={props.summaryOf(item)}
      meta={meta}
      disabled={item.disabled}
      openTo={props.openTo?.(item)}
      onOpen={
        props.onOpen
          ? () => {
              props.onOpen?.(item);
            }
          : undefined
      }
      actions={props.actionsOf?.(item, own)}
      toggling={props.togglingId === item.id}
      onToggleDisabled={
        own
          ? () => {
              props.toggle(item);
            }
          : undefined
      }
      onDelete={
        own
          ? () => {
              deleting.ask(item.id, item.name);
            }
          : undefined
      }
    />
  );
  const readOnly = (group: ReadOnlyGroup<T>) =>
    group.items.length > 0 && (
      <ListGroup key={group.title} title={group.title}>
        {group.items.map(card)}
      </ListGroup>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <LibrarySearch label={`Search ${plural}`} value={search} onChange={setSearch} />
        {props.headerAction}
      </Group>
      {searching && matching.length === 0 ? (
        <EmptyState>
          No {kind} matches “{search.trim()}”. Try fewer or other words, or clear the search.
        </EmptyState>
      ) : (
        <>
          {groups.before.map(readOnly)}
          <ListGroup title={props.mineTitle}>
            {groups.mine.length > 0 ? (
              groups.mine.map(card)
            ) : searching ? (
              <EmptyState>None of your {plural} matches the search.</EmptyState>
            ) : (
              <EmptyState>{props.mineEmpty}</EmptyState>
            )}
          </ListGroup>
          {groups.after.map(readOnly)}
        </>
      )}
      <DeleteConfirmDialog
        kind={kind}
        name={deleting.name}
        opened={deleting.target !== null}
        deleting={props.removing}
        onCancel={deleting.close}
        onConfirm={() => {
          const target = deleting.target;
          if (target === null) return;
          props.remove(target.id, deleting.close);
        }}
      />
    </Stack>
  );
}
