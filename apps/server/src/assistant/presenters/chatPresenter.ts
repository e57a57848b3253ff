import { textProposalSchema, type Chat, type ChatMessage } from '@wtt/contract';
import type { ChatRow, MessageRow } from '../chatStore.ts';

export function presentMessage(row: MessageRow): ChatMessage {
  // Stored by this server from the contract's shape; a row that no longer fits shows without its proposal.
  const proposal = row.proposal === null ? null : (textProposalSchema.safeParse(row.proposal).data ?? null);
  return {
    id: row.id,
    text: row.text,
    user: row.role === 'user',
    role: row.role,
    timestamp: row.created_at.toISOString(),
    proposal,
  };
}

export function presentChat(chat: ChatRow, messages: readonly MessageRow[]): Chat {
  return { id: chat.id, messages: messages.map(presentMessage), createdAt: chat.created_at.toISOString() };
}
