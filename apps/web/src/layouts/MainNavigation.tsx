import { NavLink, Stack } from '@mantine/core';
import { IconBooks, IconMessageChatbot, IconPencil, IconTool, IconUserCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { MAIN_NAVIGATION, isNavigationItemActive } from './mainNavigationItems.ts';

const ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  Library: IconBooks,
  Workspace: IconPencil,
  Tools: IconTool,
  Assistant: IconMessageChatbot,
  Profile: IconUserCircle,
};

export function MainNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {MAIN_NAVIGATION.map((item) => {
        const active = isNavigationItemActive(item, pathname);
        const Icon = ICONS[item.label];
        return (
          <NavLink
            key={item.label}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={Icon === undefined ? null : <Icon size={20} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
