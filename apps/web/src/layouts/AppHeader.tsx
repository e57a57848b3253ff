import { Burger, Group } from '@mantine/core';
import { AssistantToggle } from '../components/AssistantToggle.tsx';
import { ColorThemeMenu } from '../components/ColorThemeMenu.tsx';
import { DarkModeToggle } from '../components/DarkModeToggle.tsx';
import { Logo } from '../components/Logo.tsx';
import { NotificationsBell } from '../components/NotificationsBell.tsx';
import { CreateContentButton } from '../createContent/CreateContentButton.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

interface AppHeaderProps {
  featuresAllowed: boolean;
  /** The chat fills the page: the drawer's toggle has nothing to open. */
  onAssistantPage: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  mobileNavigationOpen: boolean;
  onToggleMobileNavigation: () => void;
}

/**
 * Logo, the Create button (only when features may be used), notifications bell, assistant toggle, theme
 * switcher, dark/light toggle and profile menu.
 */
export function AppHeader(props: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* One burger per layout: only one is displayed, so only one is in the accessibility tree. */}
        <Burger
          opened={props.mobileNavigationOpen}
          onClick={props.onToggleMobileNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Burger
          opened={props.sidebarOpen}
          onClick={props.onToggleSidebar}
          visibleFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <Logo />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {props.featuresAllowed && <CreateContentButton />}
        <NotificationsBell disabled={!props.featuresAllowed} />
        <AssistantToggle disabled={!props.featuresAllowed} onAssistantPage={props.onAssistantPage} />
        <ColorThemeMenu />
        <DarkModeToggle />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
