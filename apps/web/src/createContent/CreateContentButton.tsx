// The header's Create button (shown only when features may be used, spec section 6) and its dialog.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { CreateContentDialog } from './CreateContentDialog.tsx';

export function CreateContentButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} stroke={2} />}
        size="sm"
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        Create
      </Button>
      <CreateContentDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
