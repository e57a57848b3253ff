import { z } from 'zod';
import { textFormatSchema } from '../text/checking.ts';
import { isStorableString } from '../text/storableText.ts';

/** At most this many characters in one message a user sends (a 400 beyond, with a message). */
export const MAX_ASSISTANT_MESSAGE_LENGTH = 8_000;

/** The editor text sent as context is capped like a synchronous check (`MAX_CHECKED_TEXT_LENGTH`). */
export const MAX_ASSISTANT_CONTEXT_LENGTH = 200_000;

/** Who wrote a stored message: the user, the assistant, or an error the chat recorded (a failed reply). */
export const chatMessageRoleSchema = z.enum(['user', 'assistant', 'error']);

/**
 * A text the assistant proposes for the user's text, made of the engine's verified fixes only: the app
 * offers to put it into the editor. `changes` names each replacement, in the order of the text.
 */
export const textProposalSchema = z
  .object({
    text: z.string().describe('The whole text with the fixes applied.'),
    format: textFormatSchema,
    /** The guide whose findings were fixed. */
    toneOfVoiceId: z.uuid(),
    changes: z.array(
      z.object({
        ruleId: z.string(),
        from: z.string().describe('The words replaced.'),
        to: z.string().describe('What replaced them.'),
      }),
    ),
  })
  .meta({ id: 'TextProposal' });

/** A message of a chat (spec section 3 "Chat": text, a user flag and a timestamp). */
export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    text: z.string().describe('Markdown for the assistant’s messages; the user’s words as written.'),
    user: z.boolean().describe('true for the user’s messages.'),
    role: chatMessageRoleSchema,
    timestamp: z.iso.datetime({ offset: true }),
    proposal: textProposalSchema.nullable().describe('Fixes the app may apply to the editor; else null.'),
  })
  .meta({ id: 'ChatMessage' });

/** `POST /chats`, `GET /chats/{id}` */
export const chatSchema = z
  .object({
    id: z.uuid(),
    messages: z.array(chatMessageSchema),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Chat' });

/** What the user is working on, sent along with a message. */
export const assistantContextSchema = z
  .object({
    text: z.string().max(MAX_ASSISTANT_CONTEXT_LENGTH).optional().describe('The editor’s text.'),
    selection: z
      .object({
        from: z.number().int().min(0),
        to: z.number().int().min(0),
        text: z.string().max(MAX_ASSISTANT_CONTEXT_LENGTH),
      })
      .optional()
      .describe('The selected part of the text (offsets in UTF-16 code units of `text`).'),
    format: textFormatSchema.default('plain'),
    toneOfVoiceId: z.uuid('must be a UUID').optional().describe('The guide chosen in the editor.'),
  })
  .meta({ id: 'AssistantContext' });

const messageText = z
  .string({ error: 'must be a text' })
  .max(MAX_ASSISTANT_MESSAGE_LENGTH, `must be at most ${MAX_ASSISTANT_MESSAGE_LENGTH} characters`)
  .refine((text) => text.trim() !== '', 'must not be blank')
  // The message is stored (PostgreSQL refuses NUL and unpaired surrogates): a 400, not a 500.
  .refine(isStorableString, 'must not contain NUL characters or unpaired surrogates');

/** `PATCH /chats/{id}` */
export const chatUpdateSchema = z
  .object({ message: messageText, context: assistantContextSchema.optional() })
  .meta({ id: 'ChatUpdate' });

/** `POST /chats/{chatId}`: the spec's payload is {message}; a context is accepted too. */
export const chatMessagePostSchema = z
  .object({ message: messageText, context: assistantContextSchema.optional() })
  .meta({ id: 'ChatMessagePost' });

/** `POST /chats` may carry nothing, or a context for the chat's first reply. */
export const chatCreateSchema = z
  .object({ context: assistantContextSchema.optional() })
  .meta({ id: 'ChatCreate' });

/** What a sent message answers: a job to poll (`GET /api/text/jobs/{jobId}`) or the reply at once. */
export const chatReplySchema = z
  .union([z.object({ jobId: z.uuid() }), z.object({ message: chatMessageSchema })])
  .meta({ id: 'ChatReply' });

export const chatIdParamsSchema = z.object({ id: z.uuid('must be a UUID') });
export const chatIdAltParamsSchema = z.object({ chatId: z.uuid('must be a UUID') });

export type ChatMessageRole = z.infer<typeof chatMessageRoleSchema>;
export type TextProposal = z.infer<typeof textProposalSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Chat = z.infer<typeof chatSchema>;
export type AssistantContext = z.infer<typeof assistantContextSchema>;
export type ChatUpdate = z.infer<typeof chatUpdateSchema>;
export type ChatMessagePost = z.infer<typeof chatMessagePostSchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * The 403 an account without the assistant gets; the app reads "upgrade" in it as upgrade-required
 * (spec section 6).
 */
export const ASSISTANT_UPGRADE_MESSAGE =
  'The AI assistant needs a Premium or Enterprise plan. Please upgrade your plan to use it.';
