import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';

export const INPUT_PLACEHOLDER = 'Ask me anything about your content...';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** While a reply loads or without access (spec section 2). */
  disabled: boolean;
  /** No chat to send to yet. */
  canSend: boolean;
}

/** Two rows with the spec's placeholder and a send button; Enter sends, Shift+Enter adds a line. */
export function ChatInput({ value, onChange, onSend, disabled, canSend }: ChatInputProps) {
  const sendable = !disabled && canSend && value.trim() !== '';
  const field = useRef<HTMLTextAreaElement>(null);
  // A disabled field loses the focus; the user who was typing gets it back when the reply has come.
  const refocus = useRef(false);
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    field.current?.focus();
  }, [disabled]);
  const send = () => {
    refocus.current = document.activeElement === field.current;
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME) picks the word; it sends nothing.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) send();
  };
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Textarea
        style={{ flex: 1 }}
        rows={2}
        placeholder={INPUT_PLACEHOLDER}
        aria-label="Message to the assistant"
        ref={field}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Tooltip label="Send (Enter)" withinPortal={false}>
        <ActionIcon size="lg" aria-label="Send message" disabled={!sendable} onClick={send}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
