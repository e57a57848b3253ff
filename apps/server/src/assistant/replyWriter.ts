import type { AnswerInput, Reply } from './builtin/answerInput.ts';
import type { MessageRow } from './chatStore.ts';

/** What writes a reply: the built-in assistant, or a language model with tools. */
export interface ReplyWriterInput extends AnswerInput {
  /** The chat's messages before the one being answered, oldest first. */
  readonly history: readonly MessageRow[];
  /** A stage boundary of the job (where a cancel stops it); progress in percent. */
  readonly stage: (label: string, progress: number) => Promise<void>;
  /** Whether the owner cancelled the reply: a writer that waits on something slow (a model) looks now and then. */
  readonly isCancelled: () => Promise<boolean>;
}

export type ReplyWriter = (input: ReplyWriterInput) => Promise<Reply>;
