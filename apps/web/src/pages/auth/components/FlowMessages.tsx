import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { FlowMessage, FlowMessageType } from '../../../identity/formModel.ts';

const LOOK: Record<FlowMessageType, { color: string; icon: typeof IconInfoCircle }> = {
  error: { color: 'red', icon: IconAlertCircle },
  success: { color: 'green', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
};

/** One message box; errors are announced at once (role alert), everything else politely (role status). */
export function MessageBox({
  type,
  title,
  children,
}: {
  type: FlowMessageType;
  title?: string;
  children?: ReactNode;
}) {
  const { color, icon: Icon } = LOOK[type];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} />}
      title={title}
      role={type === 'error' ? 'alert' : 'status'}
      data-message-type={type}
    >
      {children}
    </Alert>
  );
}

/** The flow-level messages of a flow (`ui.messages`), in the product's wording. */
export function FlowMessages({ messages }: { messages: readonly FlowMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs">
      {messages.map((message) => (
        <MessageBox key={`${message.id}-${message.text}`} type={message.type}>
          <span data-message-id={message.id}>{message.text}</span>
        </MessageBox>
      ))}
    </Stack>
  );
}
