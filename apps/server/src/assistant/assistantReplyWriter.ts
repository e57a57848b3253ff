import type { AssistantConfig } from '../config/environment.ts';
import { builtinReply } from './builtin/builtinReply.ts';
import { llmReplyWriter } from './llm/llmReply.ts';
import type { ReplyWriter } from './replyWriter.ts';

/** The configured language model with tools over the user's library, else the built-in assistant. */
export function assistantReplyWriter(config: AssistantConfig): ReplyWriter {
  return config.llm === undefined ? builtinReply : llmReplyWriter(config.llm);
}
