// /profile/notifications: every notification, newest first, with 'Mark as read', 'Delete' and 'Mark all
// read' (spec sections 2 and 4); loading, empty and failed states.
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_ERROR_TEXTS } from '../../api/accountFailures.ts';
import { useAcknowledgeAllNotifications, useNotifications } from '../../api/notifications.ts';
import { LoadFailed } from '../../guides/GuidePageStates.tsx';
import { NotificationList } from '../../notifications/NotificationList.tsx';
import { newestFirst, unreadCount } from '../../notifications/popupRules.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notifications">
      <Skeleton height={44} radius="sm" />
      <Skeleton height={44} radius="sm" />
      <Skeleton height={44} radius="sm" />
    </Stack>
  );
}

export function ProfileNotificationsPage() {
  const list = useNotifications();
  const acknowledgeAll = useAcknowledgeAllNotifications();
  const notifications = newestFirst(list.data ?? []);
  const unread = unreadCount(notifications);

  let content;
  if (list.isPending) {
    content = <ListSkeleton />;
  } else if (list.isError && list.data === undefined) {
    content = (
      <LoadFailed title={ACCOUNT_ERROR_TEXTS.loadNotifications} onRetry={() => void list.refetch()} />
    );
  } else if (notifications.length === 0) {
    content = (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" ta="center">
          No notifications
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Paper withBorder px="md" py="xs" radius="md">
        <NotificationList notifications={notifications} label="All notifications" withDelete />
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{ROUTE_TITLES.profileNotifications}</Title>
          {list.data !== undefined && (
            <Text c="dimmed" size="sm">
              {notifications.length === 0
                ? 'Nothing here yet.'
                : `${notifications.length} in all, ${unread} unread`}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          disabled={unread === 0}
          loading={acknowledgeAll.isPending}
          onClick={() => acknowledgeAll.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
