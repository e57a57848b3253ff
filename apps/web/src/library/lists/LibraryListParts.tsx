// The pieces every library list shares (spec sections 2 and 4): the search box, an item card with its
// actions, the delete confirmation (Cancel and Delete), and the loading, error and empty states.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

export function LibrarySearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder="Name or description"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      maw={420}
    />
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={84} radius="md" />
      ))}
    </Stack>
  );
}

export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="empty-state">
      <Text size="sm">{children}</Text>
    </Paper>
  );
}

export function ListGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface ItemCardProps {
  name: string;
  /** What the item says about itself: a description or the start of a prompt's content. */
  summary: string;
  /** Counts and owner, shown small under the summary. */
  meta?: string;
  disabled: boolean;
  openTo?: string;
  /** Opens the item in place (a dialog) instead of a page. */
  onOpen?: () => void;
  /** More buttons of the item's kind (a prompt's Copy, a guide's Share), shown before Delete. */
  actions?: ReactNode;
  /** Present when the user may disable and enable the item. */
  onToggleDisabled?: () => void;
  toggling?: boolean;
  /** Present when the user may delete the item (only their own). */
  onDelete?: () => void;
}

export function ItemCard({
  name,
  summary,
  meta,
  disabled,
  openTo,
  onOpen,
  actions,
  onToggleDisabled,
  toggling = false,
  onDelete,
}: ItemCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {disabled && (
              <Badge color="gray" variant="light" c="var(--mantine-color-text)">
                Disabled
              </Badge>
            )}
          </Group>
          {summary.trim() !== '' && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {summary}
            </Text>
          )}
          {meta !== undefined && (
            <Text size="xs" c="dimmed">
              {meta}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {onOpen !== undefined && (
            <Button size="xs" variant="light" onClick={onOpen} aria-label={`Open ${name}`}>
              Open
            </Button>
          )}
          {openTo !== undefined && (
            <Button component={Link} to={openTo} size="xs" variant="light" aria-label={`Open ${name}`}>
              Open
            </Button>
          )}
          {onToggleDisabled !== undefined && (
            <Button
              size="xs"
              variant="default"
              loading={toggling}
              onClick={onToggleDisabled}
              aria-label={`${disabled ? 'Enable' : 'Disable'} ${name}`}
            >
              {disabled ? 'Enable' : 'Disable'}
            </Button>
          )}
          {actions}
          {onDelete !== undefined && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={`Delete ${name}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The delete confirmation dialog: Cancel and Delete (spec section 2). */
export function DeleteConfirmDialog({
  kind,
  name,
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  kind: string;
  name: string;
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${kind}`}
      confirmLabel="Delete"
      opened={opened}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Delete the {kind} “{name}”? This cannot be undone.
    </ConfirmDialog>
  );
}

/** Which item the delete dialog asks about; the name stays while the dialog closes. */
export function useDeleteTarget() {
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [lastName, setLastName] = useState('');
  return {
    target,
    name: target?.name ?? lastName,
    ask: (id: string, name: string) => {
      setTarget({ id, name });
      setLastName(name);
    },
    close: () => {
      setTarget(null);
    },
  };
}
