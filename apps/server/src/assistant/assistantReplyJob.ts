import { z } from 'zod';
import { assistantContextSchema } from '@wtt/contract';
import { findProfile } from '../account/profile/profileStore.ts';
import type { DatabaseClient } from '../database/connection.ts';
import type { JobKind } from '../jobs/jobKind.ts';
import { isJobCancelled } from '../jobs/jobRecords.ts';
import type { Checks } from '../text/checking/checks.ts';
import { assistantLibrary } from './assistantLibrary.ts';
import { insertMessage, listMessages } from './chatStore.ts';
import type { ReplyWriter } from './replyWriter.ts';
import { personalityOf, voiceFor } from './voice.ts';
import { workingText } from './workingText.ts';

export const ASSISTANT_REPLY_JOB = 'assistant-reply';

/** The stages a user reads while the assistant answers (issue 15). */
export const ASSISTANT_STAGES = {
  waiting: 'Waiting to start',
  reading: 'Reading your text',
  checking: (guideName: string) => `Checking against ${guideName}`,
  writing: 'Writing the answer',
} as const;

/** What a reply job keeps until it runs: the user's message and the context it is about. */
export const assistantReplyInputSchema = z.object({
  chatId: z.uuid(),
  messageId: z.uuid(),
  message: z.string(),
  context: assistantContextSchema.optional(),
});

export type AssistantReplyInput = z.infer<typeof assistantReplyInputSchema>;

/** How a failed reply is recorded in the chat (role 'error'): what the user reads when they load it again. */
export function failedReplyText(reason: string): string {
  return `The assistant could not answer this message: ${reason}`;
}

const CHECK_PROGRESS_START = 20;
const CHECK_PROGRESS_END = 80;

export interface AssistantJobDependencies {
  db: DatabaseClient;
  checks: Checks;
  writer: ReplyWriter;
}

/**
 * The assistant's reply as a job (DESIGN.md section 7): reads the user's profile (the personality) and
 * the chat, lets the writer answer from the user's library and the engine, and saves the answer as the
 * chat's next message in the transaction that marks the job SUCCESS. The job's result is the answer's
 * Markdown. A failure is recorded in the chat as an 'error' message; a cancel records nothing.
 */
export function assistantReplyJob({
  db,
  checks,
  writer,
}: AssistantJobDependencies): JobKind<AssistantReplyInput> {
  return {
    kind: ASSISTANT_REPLY_JOB,
    input: assistantReplyInputSchema,
    firstStage: ASSISTANT_STAGES.waiting,
    concurrency: 4,
    async run(job) {
      const { chatId, messageId, message, context } = job.input;
      await job.stage(ASSISTANT_STAGES.reading, 5);
      const profile = await findProfile(db, job.ownerId);
      const messages = await listMessages(db, chatId);
      const asked = messages.findIndex((row) => row.id === messageId);
      const history = asked < 0 ? messages : messages.slice(0, asked);
      let progress = CHECK_PROGRESS_START;
      const answer = await writer({
        message,
        text: workingText(context),
        guideId: context?.toneOfVoiceId,
        library: assistantLibrary(db, checks, job.ownerId),
        voice: voiceFor(personalityOf(profile.ai_assistant_personality)),
        history,
        stage: (label, percent) => job.stage(label, percent),
        isCancelled: () => isJobCancelled(db, job.id),
        checking: async (guideName) => {
          await job.stage(ASSISTANT_STAGES.checking(guideName), progress);
          progress = Math.min(CHECK_PROGRESS_END, progress + 5);
        },
      });
      await job.stage(ASSISTANT_STAGES.writing, 90);
      return async (trx) => {
        await insertMessage(trx, {
          chatId,
          role: 'assistant',
          text: answer.text,
          proposal: answer.proposal,
          jobId: job.id,
        });
        return answer.text;
      };
    },
    async onFailed(trx, failed) {
      if (failed.input === undefined) return;
      await insertMessage(trx, {
        chatId: failed.input.chatId,
        role: 'error',
        text: failedReplyText(failed.reason),
        jobId: failed.jobId,
      });
    },
  };
}
