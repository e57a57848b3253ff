// One notification: unread marker, text (a link when the server gave a path in this app), relative time,
// and its actions. Shared by the header's popup and the notifications page.
import { Anchor, Box, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { AccountNotification } from '@wtt/contract';
import { Link } from 'react-router';
import { appPathOf } from './notificationLink.ts';
import { formatFullTime, formatRelativeTime } from './relativeTime.ts';

export interface NotificationRowProps {
  notification: AccountNotification;
  now: number;
  onAcknowledge: (id: string) => void;
  acknowledging: boolean;
  /** Offered on the notifications page; the popup has no Delete. */
  onDelete?: (id: string) => void;
  deleting?: boolean;
  /** Called when the notification's link is followed (the popup closes then). */
  onFollowLink?: () => void;
}

export function NotificationRow(props: NotificationRowProps) {
  const { notification, now } = props;
  const path = appPathOf(notification.link);
  const unread = !notification.acknowledged;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py="xs" data-unread={unread}>
      <Box
        mt={7}
        w={8}
        h={8}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          background: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
        }}
      />
      <Stack gap={2} flex={1} miw={0}>
        {unread && <VisuallyHidden>Unread:</VisuallyHidden>}
        {path === null ? (
          <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {notification.text}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={path}
            size="sm"
            fw={unread ? 600 : 400}
            onClick={props.onFollowLink}
            style={{ overflowWrap: 'anywhere' }}
          >
            {notification.text}
          </Anchor>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Tooltip label={formatFullTime(notification.timestamp)} withinPortal={false}>
            <Text component="time" dateTime={notification.timestamp} size="xs" c="dimmed" w="fit-content">
              {formatRelativeTime(notification.timestamp, now)}
            </Text>
          </Tooltip>
          <Group gap={4} wrap="nowrap">
            {unread && (
              <Button
                size="compact-xs"
                variant="subtle"
                loading={props.acknowledging}
                onClick={() => props.onAcknowledge(notification.id)}
              >
                Mark as read
              </Button>
            )}
            {props.onDelete !== undefined && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={props.deleting}
                onClick={() => props.onDelete?.(notification.id)}
              >
                Delete
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Group>
  );
}
