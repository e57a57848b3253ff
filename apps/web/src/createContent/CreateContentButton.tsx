// The header's Create button (shown only when features may be used, spec section 6) and its dialog. The
// dialog's code (plan-limit check, account status, the contract's schemas) loads on the first click.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';

const CreateContentDialog = lazy(async () => ({
  default: (await import('./CreateContentDialog.tsx')).CreateContentDialog,
}));

export function CreateContentButton() {
  const [opened, dialog] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} stroke={2} />}
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          dialog.open();
        }}
      >
        Create
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CreateContentDialog opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
