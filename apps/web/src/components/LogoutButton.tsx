// "Log out" as a button on a page (the screens that tell a user what is left to do); the header's menu has
// its own item.
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../identity/useLogout.ts';

export function LogoutButton() {
  const { logout, loggingOut } = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={loggingOut}
      onClick={() => void logout()}
    >
      Log out
    </Button>
  );
}
