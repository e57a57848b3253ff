import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { isStorableString, optionalText, requiredText } from './storableText.ts';

/**
 * Limits of the guide builder's samples. Each text is as long as a text that can be checked (200,000
 * characters); all together stay under the request body limit and keep a build to seconds.
 */
export const BUILDER_LIMITS = {
  texts: 100,
  textLength: 200_000,
  totalLength: 1_000_000,
} as const;

const sampleTextSchema = z
  .string()
  .max(BUILDER_LIMITS.textLength, `must be at most ${BUILDER_LIMITS.textLength} characters`)
  .refine((text) => text.trim() !== '', 'must not be empty')
  .refine(isStorableString, 'must not contain NUL characters or unpaired surrogates');

/** A glossary the builder uses: an own or public glossary's id; null or absent means none. */
const builderGlossaryIdSchema = z.uuid('must be a UUID').nullish();

/** `POST /tones-of-voice/builder` (spec section 3 "Guide builder input"). */
export const guideBuilderInputSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description).default(''),
    texts: z
      .array(sampleTextSchema)
      .min(1, 'send at least one sample text')
      .max(BUILDER_LIMITS.texts, `send at most ${BUILDER_LIMITS.texts} sample texts`)
      .refine(
        (texts) => texts.reduce((sum, text) => sum + text.length, 0) <= BUILDER_LIMITS.totalLength,
        `the sample texts may have at most ${BUILDER_LIMITS.totalLength} characters together`,
      ),
    forbiddenTermsGlossaryId: builderGlossaryIdSchema.describe('Terms the samples must not use.'),
    requiredTermsGlossaryId: builderGlossaryIdSchema.describe('Terms every text must use.'),
    exactSpellingGlossaryId: builderGlossaryIdSchema.describe('Names that must be spelt exactly so.'),
  })
  .meta({ id: 'GuideBuilderInput' });

export type GuideBuilderInput = z.infer<typeof guideBuilderInputSchema>;
/** What a client sends (`z.input`: fields with a default may be left out). */
export type GuideBuilderBody = z.input<typeof guideBuilderInputSchema>;
