// The app's one assistant session, shared by the drawer and the /assistant page, on the real calls, the
// app's one job poller and local storage; and the hooks that show it.
import { useStore } from 'zustand';
import { createChat, getChat, sendChatMessage } from '../api/assistant.ts';
import { jobPoller } from '../api/jobs.ts';
import type { AssistantSession, AssistantSessionState } from './assistantSession.ts';
import { createAssistantSession } from './assistantSession.ts';
import { createChatIdStorage } from './chatIdStorage.ts';

export const appAssistant: AssistantSession = createAssistantSession({
  calls: {
    createChat: () => createChat(),
    getChat: (chatId) => getChat(chatId),
    sendMessage: sendChatMessage,
  },
  poller: jobPoller,
  chatIds: createChatIdStorage(),
});

export function useAssistantState<Selected>(
  selector: (state: AssistantSessionState) => Selected,
  session: AssistantSession = appAssistant,
): Selected {
  return useStore(session.store, selector);
}
