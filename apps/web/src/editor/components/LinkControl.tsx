// Adds, changes or removes the link on the selected text. Only web and mail addresses are accepted, so a
// pasted or typed `javascript:` address never becomes a link.
import { ActionIcon, Button, Group, Popover, TextInput, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { normalizeLinkAddress } from './linkAddress.ts';

export function LinkControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const open = () => {
    setAddress(current.href);
    setError(null);
    setOpened(true);
  };
  const apply = () => {
    const href = normalizeLinkAddress(address);
    if (href === null) {
      setError('Enter a web address (https://…) or an e-mail link (mailto:…).');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpened(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withArrow>
      <Popover.Target>
        <Tooltip label="Link" openDelay={400}>
          <ActionIcon
            variant={current.active ? 'filled' : 'subtle'}
            color={current.active ? undefined : 'gray'}
            size="lg"
            aria-label="Link"
            aria-pressed={current.active}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextInput
            label="Link address"
            placeholder="https://example.com"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={error}
            w={260}
            data-autofocus
          />
          <Group gap="xs" mt="sm" justify="flex-end">
            {current.active && (
              <Button variant="subtle" color="red" size="xs" onClick={remove}>
                Remove link
              </Button>
            )}
            <Button type="submit" size="xs">
              Apply
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
