// A list of notifications with their actions: 'Mark as read' on each unread one, and 'Delete' where the
// list offers it (the notifications page; the popup does not).
import { Stack } from '@mantine/core';
import type { AccountNotification } from '@wtt/contract';
import { useAcknowledgeNotification, useDeleteNotification } from '../api/notifications.ts';
import { NotificationRow } from './NotificationRow.tsx';
import { useNow } from './useNow.ts';

export function NotificationList({
  notifications,
  label,
  withDelete = false,
  onFollowLink,
}: {
  notifications: readonly AccountNotification[];
  label: string;
  withDelete?: boolean;
  onFollowLink?: () => void;
}) {
  const acknowledge = useAcknowledgeNotification();
  const remove = useDeleteNotification();
  const now = useNow();
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {notifications.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          now={now}
          onAcknowledge={(id) => acknowledge.mutate(id)}
          acknowledging={acknowledge.isPending && acknowledge.variables === notification.id}
          onDelete={withDelete ? (id) => remove.mutate(id) : undefined}
          deleting={remove.isPending && remove.variables === notification.id}
          onFollowLink={onFollowLink}
        />
      ))}
    </Stack>
  );
}
