import { z } from 'zod';
import { hasAnyField } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { requiredText } from './storableText.ts';

export const promptSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    content: z.string(),
    disabled: z.boolean(),
    predefined: z.boolean().describe('true for the prompts Write the Tone provides: read-only for everyone.'),
  })
  .meta({ id: 'Prompt' });

export const promptListSchema = z.object({ promptList: z.array(promptSchema) }).meta({ id: 'PromptList' });

export const promptAnswerSchema = z.object({ prompt: promptSchema }).meta({ id: 'PromptAnswer' });

export const createPromptSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name),
    content: requiredText(TEXT_LIMITS.promptContent),
  })
  .meta({ id: 'CreatePrompt' });

export const updatePromptSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name).optional(),
    content: requiredText(TEXT_LIMITS.promptContent).optional(),
    disabled: z.boolean().optional(),
  })
  .refine(hasAnyField, 'send at least one of name, content or disabled')
  .meta({ id: 'UpdatePrompt' });

export type Prompt = z.infer<typeof promptSchema>;
export type CreatePrompt = z.infer<typeof createPromptSchema>;
export type UpdatePrompt = z.infer<typeof updatePromptSchema>;
/** What a client sends (`z.input`). */
export type CreatePromptBody = z.input<typeof createPromptSchema>;
export type UpdatePromptBody = z.input<typeof updatePromptSchema>;
