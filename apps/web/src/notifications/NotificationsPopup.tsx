// The notifications popup's content (spec section 2): the latest three, 'Mark all read', a per-item
// 'Mark as read', 'See all' to the notifications page, 'No notifications' when empty, relative times, and a
// list that scrolls beyond a maximum height. Loaded when the bell is first opened.
import { Button, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_ERROR_TEXTS } from '../api/accountFailures.ts';
import { useAcknowledgeAllNotifications, useNotifications } from '../api/notifications.ts';
import { PATHS } from '../routes/paths.ts';
import { NotificationList } from './NotificationList.tsx';
import { latestNotifications, unreadCount } from './popupRules.ts';

/** The list's maximum height; beyond it, it scrolls (spec section 2). */
const LIST_MAX_HEIGHT = 320;

export function NotificationsPopup({ onClose }: { onClose: () => void }) {
  const list = useNotifications();
  const acknowledgeAll = useAcknowledgeAllNotifications();
  const notifications = list.data ?? [];
  const latest = latestNotifications(notifications);

  let body;
  if (list.isPending) {
    body = (
      <Group justify="center" py="md" role="status" aria-label="Loading notifications">
        <Loader size="sm" />
      </Group>
    );
  } else if (list.isError && list.data === undefined) {
    body = (
      <Stack gap="xs" py="sm" align="flex-start">
        <Text size="sm">{ACCOUNT_ERROR_TEXTS.loadNotifications}</Text>
        <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (latest.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md" ta="center">
        No notifications
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
        <NotificationList notifications={latest} label="Latest notifications" onFollowLink={onClose} />
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text component="h2" fw={600} size="md" m={0}>
          Notifications
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={unreadCount(notifications) === 0}
          loading={acknowledgeAll.isPending}
          onClick={() => acknowledgeAll.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      <Divider />
      {body}
      <Divider />
      <Button component={Link} to={PATHS.profileNotifications} variant="subtle" onClick={onClose} fullWidth>
        See all
      </Button>
    </Stack>
  );
}
