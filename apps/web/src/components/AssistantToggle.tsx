import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useUiStore } from '../stores/uiStore.ts';

export const ASSISTANT_DRAWER_ID = 'assistant-drawer';

export function AssistantToggle({ disabled }: { disabled: boolean }) {
  const assistantOpen = useUiStore((state) => state.assistantOpen);
  const toggleAssistant = useUiStore((state) => state.toggleAssistant);
  return (
    <Tooltip
      label={disabled ? 'The assistant needs an active subscription' : 'AI Assistant'}
      withinPortal={false}
    >
      <ActionIcon
        variant={assistantOpen ? 'filled' : 'default'}
        size="lg"
        aria-label="Toggle assistant"
        aria-expanded={assistantOpen}
        aria-controls={ASSISTANT_DRAWER_ID}
        disabled={disabled}
        onClick={toggleAssistant}
      >
        <IconSparkles size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
