import { assistantContextSchema, type AssistantContext } from '@wtt/contract';
import type { DatabaseClient } from '../database/connection.ts';
import { authorize } from '../policies/decision.ts';
import { chatPolicy } from '../policies/chatPolicy.ts';
import type { JobStarter } from '../jobs/jobRunner.ts';
import { countUnfinishedJobs } from '../jobs/jobRecords.ts';
import { HttpError } from '../errors/httpError.ts';
import { ASSISTANT_REPLY_JOB, type AssistantReplyInput } from './assistantReplyJob.ts';
import { findChat, insertMessage, linkMessageToJob, updateChatContext } from './chatStore.ts';
import { storableContext } from './storableContext.ts';

/** Replies one user may have waiting or running at once (a model costs money; a worker has 4 slots). */
export const MAX_UNFINISHED_REPLIES = 3;

export interface SentMessage {
  chatId: string;
  message: string;
  /** The context sent with the message; without one, the chat's last context is used. */
  context: AssistantContext | undefined;
}

/**
 * Stores the user's message and starts the job that answers it, in one transaction: the message never
 * exists without its job, nor the job without its message. Answers the job id; 404 for a chat that is
 * not the user's; 429 while MAX_UNFINISHED_REPLIES of theirs are still being written.
 */
export async function sendMessage(
  db: DatabaseClient,
  jobs: JobStarter,
  ownerId: string,
  sent: SentMessage,
): Promise<string> {
  const chat = await findChat(db, sent.chatId);
  authorize(chat, chatPolicy(ownerId, chat, 'send'));
  const unfinished = await countUnfinishedJobs(db, ownerId, ASSISTANT_REPLY_JOB);
  if (unfinished >= MAX_UNFINISHED_REPLIES) {
    throw new HttpError(
      429,
      `The assistant is still answering ${unfinished} of your messages. Wait for an answer, or cancel one, before you send another.`,
    );
  }
  const given = sent.context === undefined ? undefined : storableContext(sent.context);
  return db.transaction().execute(async (trx) => {
    if (given !== undefined) await updateChatContext(trx, chat.id, given);
    // Stored by this server from the contract's shape; one that no longer fits is left out.
    const context = given ?? assistantContextSchema.safeParse(chat.context).data;
    const stored = await insertMessage(trx, { chatId: chat.id, role: 'user', text: sent.message });
    const input: AssistantReplyInput = {
      chatId: chat.id,
      messageId: stored.id,
      message: sent.message,
      ...(context === undefined ? {} : { context }),
    };
    const jobId = await jobs.enqueue(ownerId, ASSISTANT_REPLY_JOB, input, trx);
    await linkMessageToJob(trx, stored.id, jobId);
    return jobId;
  });
}
