// /assistant 'AI Assistant, full page' (spec section 2): the drawer's chat on the whole page.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { AssistantChat } from '../assistant/AssistantChat.tsx';
import { NewChatButton } from '../assistant/NewChatButton.tsx';
import { ROUTE_TITLES } from '../routes/titles.ts';

/** The layout's footer (40 px) and the page's bottom padding (Mantine's lg spacing, 20 px). */
const BELOW_CHAT = 40 + 20;
const MIN_CHAT_HEIGHT = 360;

/**
 * The chat reaches down to the footer, so its input is on screen without scrolling the page, whatever is
 * above it (the heading, a banner of the layout).
 */
function useHeightToFooter() {
  const ref = useRef<HTMLDivElement>(null);
  const { height: viewportHeight } = useViewportSize();
  const [height, setHeight] = useState(MIN_CHAT_HEIGHT);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const wanted = Math.max(
      MIN_CHAT_HEIGHT,
      Math.floor((viewportHeight || window.innerHeight) - top - BELOW_CHAT),
    );
    if (wanted !== height) setHeight(wanted);
  }, [viewportHeight, height]);
  return { ref, height };
}

export function AssistantPage() {
  const { ref, height } = useHeightToFooter();
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
        ref={ref}
        withBorder
        radius="md"
        style={{ display: 'flex', flexDirection: 'column', height }}
        aria-label="Chat"
        component="section"
      >
        <AssistantChat />
      </Paper>
    </Stack>
  );
}
