// Copies a prompt's content to the clipboard in one click and says so ("Copied") for two seconds.
import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CopyContentButton({ content, name }: { content: string; name: string }) {
  return (
    <CopyButton value={content} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={copy}
          aria-label={copied ? `Copied ${name}` : `Copy ${name}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}
