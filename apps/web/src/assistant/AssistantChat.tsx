// The chat of the drawer and of the /assistant page (spec sections 2 and 4): the message list and the
// input, on the app's one assistant session. A message sent while the editor is open carries the editor's
// text, selection, format and guide as its context.
import { Box } from '@mantine/core';
import type { AssistantSession } from './assistantSession.ts';
import { appAssistant, useAssistantState } from './appAssistant.ts';
import { ChatInput } from './ChatInput.tsx';
import { useEditorConnection } from './editorConnection.ts';
import { MessageList } from './MessageList.tsx';
import { useAssistantSetup } from './useAssistantSetup.ts';

export function AssistantChat({ session = appAssistant }: { session?: AssistantSession }) {
  useAssistantSetup(session);
  const state = useAssistantState((current) => current, session);
  const send = () => {
    const context = useEditorConnection.getState().connection?.context();
    void session.send(context);
  };
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <MessageList
        messages={state.messages}
        persona={state.persona}
        jobId={state.jobId}
        jobStage={state.jobStage}
        jobProgress={state.jobProgress}
        onStop={() => void session.cancelReply()}
        loadingChat={state.initialising && state.messages.length === 0}
      />
      <ChatInput
        value={state.input}
        onChange={session.setInput}
        onSend={send}
        disabled={state.loading || !state.access}
        canSend={state.chatId !== null}
      />
    </Box>
  );
}
