// /assistant 'AI Assistant, full page' (spec section 2): the drawer's chat on the whole page.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AssistantChat } from '../assistant/AssistantChat.tsx';
import { NewChatButton } from '../assistant/NewChatButton.tsx';
import { ROUTE_TITLES } from '../routes/titles.ts';

/** The header (60), the footer (40), the page's padding and its heading: the chat takes what is left. */
const CHAT_HEIGHT = 'calc(100dvh - 60px - 40px - 2 * var(--mantine-spacing-lg) - 96px)';

export function AssistantPage() {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{ROUTE_TITLES.assistant}</Title>
          <Text c="dimmed" size="sm">
            Ask about your texts, guides and prompts. Opened from the editor, the assistant reads your text.
          </Text>
        </Stack>
        <NewChatButton />
      </Group>
      <Paper
        withBorder
        radius="md"
        style={{ display: 'flex', flexDirection: 'column', height: CHAT_HEIGHT, minHeight: 360 }}
        aria-label="Chat"
        component="section"
      >
        <AssistantChat />
      </Paper>
    </Stack>
  );
}
