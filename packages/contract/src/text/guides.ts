import { z } from 'zod';
import { hasAnyField } from './common.ts';
import { ruleEvidenceSchema } from './evidence.ts';
import { TEXT_LIMITS } from './limits.ts';
import { isStorableJson, optionalText, requiredText, STORABLE_JSON_MESSAGE } from './storableText.ts';

/**
 * A rule of a guide: a catalogue id and its parameters. The parameters' types are the engine's business
 * (`validateGuide`), so the contract only checks that they are storable JSON.
 */
export const guideRuleSchema = z
  .object({
    id: requiredText(TEXT_LIMITS.ruleId),
    params: z
      .record(z.string(), z.unknown())
      .refine((params) => isStorableJson(params), STORABLE_JSON_MESSAGE)
      .optional(),
  })
  .meta({ id: 'GuideRule' });

export const guideRulesSchema = z
  .array(guideRuleSchema)
  .max(TEXT_LIMITS.guideRules, `a guide has at most ${TEXT_LIMITS.guideRules} rules`);

/** The provider's name: a guide with this owner name is predefined (spec section 1). */
export const PROVIDER_NAME = 'Write the Tone';

/** A guide (tone of voice), spec section 3. `ownerName` 'Write the Tone' marks a predefined guide. */
export const toneOfVoiceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    rules: z.array(guideRuleSchema),
    shared: z
      .boolean()
      .describe(
        'true while the guide is shared: it has a live share code or members. A guide shared with the caller is always shared.',
      ),
    ownerName: z.string().describe("'Write the Tone' for predefined guides; else the owner's e-mail."),
    disabled: z.boolean(),
  })
  .meta({ id: 'ToneOfVoice' });

export const toneOfVoiceListSchema = z
  .object({ tovList: z.array(toneOfVoiceSchema) })
  .meta({ id: 'ToneOfVoiceList' });

/** A user a guide is shared with. */
export const guideShareUserSchema = z
  .object({
    id: z.uuid().describe("The user's id (the path segment of DELETE /tones-of-voice/{id}/shares/{userId})."),
    email: z.string().describe('Their e-mail address when they joined.'),
    addedAt: z.string().describe('ISO time they joined.'),
  })
  .meta({ id: 'GuideShareUser' });

export const toneOfVoiceDetailSchema = z
  .object({
    tov: toneOfVoiceSchema,
    shares: z
      .array(guideShareUserSchema)
      .describe(
        'The users the guide is shared with: all of them for the owner; a member sees only their own entry.',
      ),
    shareCode: z.string().nullable().describe('The live share code (owner only); null when there is none.'),
    shareCodeExpirationTime: z.string().nullable().describe('ISO time the share code expires.'),
    evidence: z
      .array(ruleEvidenceSchema)
      .nullable()
      .describe('For a guide made by the guide builder: why each rule is there; else null.'),
  })
  .meta({ id: 'ToneOfVoiceDetail' });

export const toneOfVoiceAnswerSchema = z.object({ tov: toneOfVoiceSchema }).meta({ id: 'ToneOfVoiceAnswer' });

export const createToneOfVoiceSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description).default(''),
    rules: guideRulesSchema,
  })
  .meta({ id: 'CreateToneOfVoice' });

export const updateToneOfVoiceSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name).optional(),
    description: optionalText(TEXT_LIMITS.description).optional(),
    rules: guideRulesSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine(hasAnyField, 'send at least one of name, description, rules or disabled')
  .meta({ id: 'UpdateToneOfVoice' });

export type ToneOfVoice = z.infer<typeof toneOfVoiceSchema>;
export type ToneOfVoiceDetail = z.infer<typeof toneOfVoiceDetailSchema>;
export type GuideShareUser = z.infer<typeof guideShareUserSchema>;
export type GuideRuleInput = z.infer<typeof guideRuleSchema>;
export type CreateToneOfVoice = z.infer<typeof createToneOfVoiceSchema>;
export type UpdateToneOfVoice = z.infer<typeof updateToneOfVoiceSchema>;
/** What a client sends (`z.input`: fields with a default may be left out). */
export type CreateToneOfVoiceBody = z.input<typeof createToneOfVoiceSchema>;
export type UpdateToneOfVoiceBody = z.input<typeof updateToneOfVoiceSchema>;
