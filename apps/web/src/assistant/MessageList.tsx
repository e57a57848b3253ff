import { Group, Loader, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './Assistant.module.css';
import type { AssistantPersona } from './assistantPersona.ts';
import type { ShownMessage } from './assistantSession.ts';
import { MessageBubble } from './MessageBubble.tsx';

interface MessageListProps {
  messages: readonly ShownMessage[];
  persona: AssistantPersona;
  jobId: string | null;
  jobStage: string | null;
  jobProgress: number;
  onStop: () => void;
  /** The chat is being loaded or created and there is nothing to show yet. */
  loadingChat: boolean;
}

/** The scrolling message list; it follows the newest message whenever the count changes (spec section 2). */
export function MessageList(props: MessageListProps) {
  const { messages, persona, jobId, jobStage, jobProgress, onStop, loadingChat } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const element = viewport.current;
    if (element === null || count === 0) return;
    element.scrollTop = element.scrollHeight;
  }, [count]);
  return (
    <ScrollArea
      viewportRef={viewport}
      style={{ flex: 1, minHeight: 0 }}
      type="auto"
      // The list scrolls from the keyboard too (axe: scrollable-region-focusable).
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Conversation' }}
    >
      <ol className={classes.list} aria-label="Messages" aria-live="polite" data-testid="assistant-messages">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            persona={persona}
            jobStage={jobStage}
            jobProgress={jobProgress}
            onStop={message.progress && jobId !== null ? onStop : undefined}
          />
        ))}
      </ol>
      {loadingChat && (
        <Group justify="center" p="xl">
          <Loader size="sm" role="status" aria-label="Loading the chat" />
        </Group>
      )}
    </ScrollArea>
  );
}
