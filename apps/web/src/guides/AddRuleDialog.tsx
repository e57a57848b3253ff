// "Add a rule": the catalogue in a dialog, for the guide page.
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RuleInfo } from '@wtt/contract';
import { useState } from 'react';
import { RulePicker } from './RulePicker.tsx';

export function AddRuleDialog({
  catalogue,
  chosen,
  onAdd,
}: {
  catalogue: readonly RuleInfo[];
  chosen: ReadonlySet<string>;
  onAdd: (info: RuleInfo) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setOpen(true);
        }}
      >
        Add a rule
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Add a rule"
        size="xl"
      >
        <RulePicker
          catalogue={catalogue}
          chosen={chosen}
          onAdd={(info) => {
            onAdd(info);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
