import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AssistantSession } from './assistantSession.ts';
import { appAssistant, useAssistantState } from './appAssistant.ts';

/** 'New chat' (spec section 4): only when the assistant may be used. */
export function NewChatButton({ session = appAssistant }: { session?: AssistantSession }) {
  const access = useAssistantState((state) => state.access, session);
  const initialising = useAssistantState((state) => state.initialising, session);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden />}
      disabled={!access || initialising}
      onClick={() => void session.newChat()}
    >
      New chat
    </Button>
  );
}
