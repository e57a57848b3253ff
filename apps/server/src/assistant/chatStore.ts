import type { Selectable } from 'kysely';
import type { AssistantContext, TextProposal } from '@wtt/contract';
import type { DatabaseClient } from '../database/connection.ts';
import type { AssistantChatTable, AssistantMessageRole, AssistantMessageTable } from '../database/schema.ts';

export type ChatRow = Pick<Selectable<AssistantChatTable>, 'id' | 'owner_id' | 'context' | 'created_at'>;
export type MessageRow = Pick<
  Selectable<AssistantMessageTable>,
  'id' | 'role' | 'text' | 'proposal' | 'created_at'
>;

const CHAT_COLUMNS = ['id', 'owner_id', 'context', 'created_at'] as const;
const MESSAGE_COLUMNS = ['id', 'role', 'text', 'proposal', 'created_at'] as const;

export async function createChat(
  db: DatabaseClient,
  ownerId: string,
  context: AssistantContext | undefined,
): Promise<ChatRow> {
  return db
    .insertInto('assistant_chat')
    .values({ owner_id: ownerId, context: context === undefined ? null : JSON.stringify(context) })
    .returning(CHAT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The chat `id`, whoever owns it (the policy decides who may see it); undefined when there is none. */
export function findChat(db: DatabaseClient, id: string): Promise<ChatRow | undefined> {
  return db.selectFrom('assistant_chat').select(CHAT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The chat's messages in the order they were written. */
export function listMessages(db: DatabaseClient, chatId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('assistant_message')
    .select(MESSAGE_COLUMNS)
    .where('chat_id', '=', chatId)
    .orderBy('position')
    .execute();
}

export interface NewMessage {
  chatId: string;
  role: AssistantMessageRole;
  text: string;
  proposal?: TextProposal | null;
  jobId?: string | null;
}

export async function insertMessage(db: DatabaseClient, message: NewMessage): Promise<MessageRow> {
  return db
    .insertInto('assistant_message')
    .values({
      chat_id: message.chatId,
      role: message.role,
      text: message.text,
      proposal: message.proposal ? JSON.stringify(message.proposal) : null,
      job_id: message.jobId ?? null,
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Links the user's message to the job that answers it. */
export async function linkMessageToJob(db: DatabaseClient, messageId: string, jobId: string): Promise<void> {
  await db.updateTable('assistant_message').set({ job_id: jobId }).where('id', '=', messageId).execute();
}

/** Keeps the context a message carried as the chat's current one (a later message without one uses it). */
export async function updateChatContext(
  db: DatabaseClient,
  chatId: string,
  context: AssistantContext,
): Promise<void> {
  await db
    .updateTable('assistant_chat')
    .set({ context: JSON.stringify(context), updated_at: new Date() })
    .where('id', '=', chatId)
    .execute();
}
