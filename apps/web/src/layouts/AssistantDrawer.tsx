import { AppShell, Group, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AssistantPanelHeader } from '../assistant/AssistantPanelHeader.tsx';
import { ASSISTANT_DRAWER_ID } from '../components/AssistantToggle.tsx';

// The chat (and with it the contract) loads on the drawer's first opening: the layout is in the start
// bundle (docs/decisions.md, "Web data layer").
const AssistantPanel = lazy(async () => ({
  default: (await import('../assistant/AssistantPanel.tsx')).AssistantPanel,
}));

function LoadingPanel({ onClose }: { onClose: () => void }) {
  return (
    <>
      <AssistantPanelHeader onClose={onClose} />
      <Group justify="center" p="xl">
        <Loader size="sm" role="status" aria-label="Loading the assistant" />
      </Group>
    </>
  );
}

/** The right-hand assistant panel below the header, 28rem wide by default (spec sections 2 and 9). */
export function AssistantDrawer({ onClose }: { onClose: () => void }) {
  return (
    <AppShell.Aside id={ASSISTANT_DRAWER_ID} aria-label="AI Assistant">
      <Suspense fallback={<LoadingPanel onClose={onClose} />}>
        <AssistantPanel onClose={onClose} />
      </Suspense>
    </AppShell.Aside>
  );
}
