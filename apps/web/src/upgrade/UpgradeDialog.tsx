// The 'Upgrade required' dialog (spec section 2): mounted once in the main layout, opened through
// stores/upgradeDialogStore.ts by the plan-limit check before a create and by the HTTP client on a 403.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountKeys } from '../api/account.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { UPGRADE_DIALOG_TITLE, UPGRADE_PLAN_PATH, upgradeDialogText } from './upgradeDialogText.ts';

export function UpgradeDialog() {
  const open = useUpgradeDialogStore((state) => state.open);
  const reason = useUpgradeDialogStore((state) => state.reason);
  const close = useUpgradeDialogStore((state) => state.close);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A 403 means the counts the app holds were behind the server's: read them again, so the next
  // create is checked against the real numbers.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: accountKeys.status() });
  }, [open, queryClient]);

  return (
    <Modal
      opened={open}
      onClose={close}
      title={UPGRADE_DIALOG_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text>{upgradeDialogText(reason)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              close();
              void navigate(UPGRADE_PLAN_PATH);
            }}
          >
            Upgrade Plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
