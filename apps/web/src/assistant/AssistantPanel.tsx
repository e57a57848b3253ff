// The drawer's content (spec section 2): title 'AI Assistant', 'New chat', close, then the chat. Loaded on
// the drawer's first opening, so the chat's code and the contract stay out of the start bundle.
import { Box } from '@mantine/core';
import { AssistantChat } from './AssistantChat.tsx';
import { AssistantPanelHeader } from './AssistantPanelHeader.tsx';
import { NewChatButton } from './NewChatButton.tsx';

export function AssistantPanel({ onClose }: { onClose: () => void }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <AssistantPanelHeader actions={<NewChatButton />} onClose={onClose} />
      <AssistantChat />
    </Box>
  );
}
