// The drawer's header (spec section 2): title 'AI Assistant', the actions, a close button. Shared by the
// panel and its loading state, so the header does not jump when the chat has loaded.
import { CloseButton, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AssistantPanelHeader({ actions, onClose }: { actions?: ReactNode; onClose: () => void }) {
  return (
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
        {actions}
        <CloseButton aria-label="Close assistant" onClick={onClose} />
      </Group>
    </Group>
  );
}
