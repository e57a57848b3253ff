import { ActionIcon, Alert, Popover, Text, Tooltip } from '@mantine/core';
import { IconBell, IconTools } from '@tabler/icons-react';

/** The header bell. The popup's list, badge and actions (spec section 2) come with the notifications issue. */
export function NotificationsBell({ disabled }: { disabled: boolean }) {
  return (
    <Popover position="bottom-end" width={320} shadow="md" withArrow withinPortal={false}>
      <Popover.Target>
        <Tooltip
          label={disabled ? 'Notifications need an active subscription' : 'Notifications'}
          withinPortal={false}
        >
          <ActionIcon variant="default" size="lg" aria-label="Notifications" disabled={disabled}>
            <IconBell size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications">
        <Text fw={600} mb="xs">
          Notifications
        </Text>
        <Alert variant="light" color="yellow" icon={<IconTools size={18} />} title="Not built yet">
          The notifications list is not built yet.
        </Alert>
      </Popover.Dropdown>
    </Popover>
  );
}
