import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useUiStore } from '../stores/uiStore.ts';

export const ASSISTANT_DRAWER_ID = 'assistant-drawer';

export function AssistantToggle({
  disabled,
  onAssistantPage = false,
}: {
  disabled: boolean;
  onAssistantPage?: boolean;
}) {
  const assistantOpen = useUiStore((state) => state.assistantOpen);
  const toggleAssistant = useUiStore((state) => state.toggleAssistant);
  return (
    <Tooltip
      label={
        disabled
          ? 'The assistant needs an active subscription'
          : onAssistantPage
            ? 'The assistant is open on this page'
            : 'AI Assistant'
      }
      withinPortal={false}
    >
      <ActionIcon
        variant={assistantOpen && !onAssistantPage ? 'filled' : 'default'}
        size="lg"
        aria-label="Toggle assistant"
        aria-expanded={assistantOpen && !onAssistantPage && !disabled}
        aria-controls={ASSISTANT_DRAWER_ID}
        disabled={disabled || onAssistantPage}
        onClick={toggleAssistant}
      >
        <IconSparkles size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
