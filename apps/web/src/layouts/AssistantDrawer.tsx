import { AppShell, Box, Button, CloseButton, Group, ScrollArea, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ASSISTANT_DRAWER_ID } from '../components/AssistantToggle.tsx';
import { UnfinishedNotice } from '../components/UnfinishedNotice.tsx';

/**
 * The right-hand assistant panel below the header (spec section 2). The chat itself (messages, input,
 * job progress) comes with the assistant issue; until then the panel says so.
 */
export function AssistantDrawer({ onClose }: { onClose: () => void }) {
  return (
    <AppShell.Aside id={ASSISTANT_DRAWER_ID} aria-label="AI Assistant">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}
      >
        <Title order={2} size="h4">
          AI Assistant
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="The chat is not built yet">
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled>
              New chat
            </Button>
          </Tooltip>
          <CloseButton aria-label="Close assistant" onClick={onClose} />
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }}>
        <Box p="md">
          <UnfinishedNotice>The assistant chat is not built yet.</UnfinishedNotice>
        </Box>
      </ScrollArea>
    </AppShell.Aside>
  );
}
