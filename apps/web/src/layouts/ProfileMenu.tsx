import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthState } from '../auth/useAuthState.ts';
import { useLogout } from '../identity/useLogout.ts';
import { AvatarImage } from '../profile/ProfileAvatar.tsx';
import { useAvatar } from '../profile/useAvatar.ts';
import { PATHS } from '../routes/paths.ts';

/**
 * The header's profile menu, shown as the user's picture or initials: who is signed in, the profile areas,
 * and "Log out" (spec section 7: the logout flow, then the login page). Rendered in place so the open menu
 * stays inside the header landmark.
 */
export function ProfileMenu() {
  const { session } = useAuthState();
  const { logout, loggingOut } = useLogout();
  const email = session?.identity.traits.email ?? '';
  const avatar = useAvatar(email);
  // Initials on the button are visible text, so its name carries them too (speech input users say what
  // they see); a picture adds nothing to the name.
  const label =
    avatar.pictureUrl === null && avatar.initials !== '' ? `Profile menu ${avatar.initials}` : 'Profile menu';
  // The tooltip would sit on top of the open menu.
  const [opened, setOpened] = useState(false);
  return (
    <Menu
      position="bottom-end"
      width={260}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <Tooltip label="Profile" withinPortal={false} disabled={opened}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={label}
            loading={loggingOut}
            data-testid="profile-menu-button"
          >
            <AvatarImage content={avatar} size={30} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {email !== '' && (
          <Menu.Label>
            <Text size="xs" c="dimmed" truncate="end" title={email} data-testid="signed-in-email">
              {email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to={PATHS.profileOverview} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={PATHS.profileSettings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()} disabled={loggingOut}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
