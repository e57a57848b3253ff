import { ScrollArea } from '@mantine/core';
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
}

/** The scrolling message list; it follows the newest message whenever the count changes (spec section 2). */
export function MessageList({ messages, persona, jobId, jobStage, jobProgress, onStop }: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const element = viewport.current;
    if (element === null || count === 0) return;
    element.scrollTo({ top: element.scrollHeight });
  }, [count]);
  return (
    <ScrollArea
      viewportRef={viewport}
      style={{ flex: 1, minHeight: 0 }}
      type="auto"
      // The list scrolls from the keyboard too (axe: scrollable-region-focusable).
      viewportProps={{ tabIndex: 0, 'aria-label': 'Conversation' }}
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
    </ScrollArea>
  );
}
