// The drawer's content (spec section 2): title 'AI Assistant', 'New chat', close, then the chat. Loaded on
// the drawer's first opening, so the chat's code and the contract stay out of the start bundle.
import { Box, CloseButton, Group, Title } from '@mantine/core';
import { AssistantChat } from './AssistantChat.tsx';
import { NewChatButton } from './NewChatButton.tsx';

export function AssistantPanel({ onClose }: { onClose: () => void }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
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
          <NewChatButton />
          <CloseButton aria-label="Close assistant" onClick={onClose} />
        </Group>
      </Group>
      <AssistantChat />
    </Box>
  );
}
