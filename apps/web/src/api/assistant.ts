// The AI assistant under /api/assistant (spec sections 4, 7 and 8): create a chat, load one, send a message
// (PATCH /chats/{id} with the context, or the spec's POST /chats/{chatId} with {message}). A reply is a job
// to poll through the app's one job poller (jobs.ts), or the message at once. Failures other than the
// session's 401 and the upgrade-required 403 are the chat's to show (a red message in the list), so the
// calls raise them without a toast; the thrown error keeps the server's reason.
import type { AssistantContext, Chat, ChatReply } from '@wtt/contract';
import { chatReplySchema, chatSchema } from '@wtt/contract';
import type { RequestFailure } from './apiError.ts';
import { apiClient } from './client.ts';
import type { AnswerSchema } from './httpClient.ts';
import type { ErrorDecision } from './errorPolicy.ts';
import { decideErrorHandling } from './errorPolicy.ts';

const CHATS = '/assistant/chats';
const chatPath = (chatId: string): string => `${CHATS}/${encodeURIComponent(chatId)}`;

export const assistantKeys = {
  all: ['assistant'] as const,
  chat: (chatId: string) => [...assistantKeys.all, 'chat', chatId] as const,
};

/** The assistant's errors of spec section 8, word for word. */
export const ASSISTANT_ERROR_TEXTS = {
  createChat: (reason: string) => `Cannot create new chat: ${reason}`,
  loadChat: (reason: string) => `Cannot load chat history: ${reason}`,
  submit: (reason: string) => `Cannot submit message: ${reason}`,
  response: (reason: string) => `Cannot get assistant response: ${reason}`,
  failedResponse: 'Failed to get assistant response',
  noResponseData: 'No response data received',
  unknown: 'Unknown error occurred',
} as const;

/** The reason shown after "Cannot …: ": the error's message, or 'Unknown error occurred' without one. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message === '' ? ASSISTANT_ERROR_TEXTS.unknown : message;
}

/**
 * The session's 401 keeps its login redirect and a 403 its upgrade dialog (spec section 6: the assistant
 * needs a premium plan); every other failure is shown in the chat, not as a toast as well.
 */
export function decideAssistantFailure(failure: RequestFailure): ErrorDecision {
  const policy = decideErrorHandling(failure);
  if (policy.action === 'redirectToLogin' || policy.action === 'openUpgradeDialog') return policy;
  return { ...policy, action: 'callerHandles' };
}

/** A failure that reaches the user in the chat with one of the spec's texts. */
export class AssistantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssistantError';
  }
}

/**
 * A send's answer as the spec reads it (section 4): a job id, a message, or neither (then 'No response data
 * received' is raised), so an answer with neither is not refused as a contract mismatch first. What it
 * holds is still checked against the contract.
 */
const replyOrNothing: AnswerSchema<ChatReply | null> = {
  safeParse(value) {
    const empty =
      value === null ||
      (typeof value === 'object' && !Array.isArray(value) && !('jobId' in value) && !('message' in value));
    if (empty) return { success: true, data: null };
    return chatReplySchema.safeParse(value);
  },
};

function replyOf(answer: ChatReply | null): ChatReply {
  if (answer === null) throw new AssistantError(ASSISTANT_ERROR_TEXTS.noResponseData);
  return answer;
}

export async function createChat(context?: AssistantContext): Promise<Chat> {
  return apiClient.requestParsed(CHATS, chatSchema, {
    method: 'POST',
    body: context === undefined ? {} : { context },
    decide: decideAssistantFailure,
  });
}

export async function getChat(chatId: string, signal?: AbortSignal): Promise<Chat> {
  return apiClient.requestParsed(chatPath(chatId), chatSchema, { signal, decide: decideAssistantFailure });
}

/** `PATCH /chats/{id}` {message, context}: the way the app sends, with what the user is working on. */
export async function sendChatMessage(
  chatId: string,
  message: string,
  context?: AssistantContext,
): Promise<ChatReply> {
  const answer = await apiClient.requestParsed(chatPath(chatId), replyOrNothing, {
    method: 'PATCH',
    body: context === undefined ? { message } : { message, context },
    decide: decideAssistantFailure,
  });
  return replyOf(answer);
}

/** `POST /chats/{chatId}` {message}: the spec's other way to send a message, read the same way. */
export async function postChatMessage(chatId: string, message: string): Promise<ChatReply> {
  const answer = await apiClient.requestParsed(chatPath(chatId), replyOrNothing, {
    method: 'POST',
    body: { message },
    decide: decideAssistantFailure,
  });
  return replyOf(answer);
}
