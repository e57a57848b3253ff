// The header bell (spec sections 2, 4 and 6): the unread badge (capped at '9+') and the notifications
// popup. Only for accounts that may use features (canAccessFeatures). The list is loaded with the header;
// opening the popup loads it again when it is older than five minutes. The popup's code, which needs the
// contract, loads on the first opening.
import { ActionIcon, Group, Indicator, Loader, Popover, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useState } from 'react';
import { notificationListQuery } from '../api/accountQueries.ts';
import { unreadBadgeLabel, unreadCount } from '../notifications/popupRules.ts';
import { notificationsNeedRefresh } from '../notifications/staleness.ts';

const NotificationsPopup = lazy(async () => ({
  default: (await import('../notifications/NotificationsPopup.tsx')).NotificationsPopup,
}));

export function NotificationsBell({ disabled }: { disabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const list = useQuery({ ...notificationListQuery(), enabled: !disabled });
  const unread = list.data === undefined ? 0 : unreadCount(list.data);
  const badge = disabled ? null : unreadBadgeLabel(unread);
  const descriptionId = useId();

  const toggle = () => {
    if (!opened && !list.isFetching && notificationsNeedRefresh(list.dataUpdatedAt, Date.now())) {
      void list.refetch();
    }
    setOpened((open) => !open);
  };

  return (
    <Indicator
      label={badge}
      disabled={badge === null}
      size={18}
      offset={4}
      color="red"
      inline
      zIndex={2}
      data-testid="notifications-badge"
    >
      <Popover
        opened={opened && !disabled}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
        withinPortal={false}
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Tooltip
            label={disabled ? 'Notifications need an active subscription' : 'Notifications'}
            withinPortal={false}
            disabled={opened}
          >
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Notifications"
              aria-describedby={badge === null ? undefined : descriptionId}
              disabled={disabled}
              onClick={toggle}
            >
              <IconBell size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown aria-label="Notifications">
          {opened && (
            <Suspense
              fallback={
                <Group justify="center" py="md">
                  <Loader size="sm" role="status" aria-label="Loading notifications" />
                </Group>
              }
            >
              <NotificationsPopup onClose={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
      {badge !== null && (
        <VisuallyHidden id={descriptionId}>
          {unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
        </VisuallyHidden>
      )}
    </Indicator>
  );
}
