// Assistant chats: each is its owner's alone. Another user's chat is answered exactly like one that does
// not exist (404), whatever the verb, so chat ids reveal nothing.
import { ALLOWED, refused, type Decision } from './decision.ts';

export type ChatAction = 'read' | 'send';

export const CHAT_NOT_FOUND_MESSAGE = 'There is no chat with this id in your account.';

export function chatPolicy(
  userId: string,
  chat: { readonly owner_id: string } | undefined,
  _action: ChatAction,
): Decision {
  if (chat === undefined || chat.owner_id !== userId) return refused(404, CHAT_NOT_FOUND_MESSAGE);
  return ALLOWED;
}
