import { z } from 'zod';
import { hasAnyField } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { optionalText, requiredText } from './storableText.ts';

/** A glossary entry; its role (forbidden, required, exact spelling) comes from the rule that uses it. */
export const glossaryTermSchema = z
  .object({
    term: requiredText(TEXT_LIMITS.term),
    suggestions: z
      .array(requiredText(TEXT_LIMITS.term))
      .max(TEXT_LIMITS.termSuggestions, `at most ${TEXT_LIMITS.termSuggestions} suggestions per term`)
      .optional(),
    note: optionalText(TEXT_LIMITS.termNote).optional(),
  })
  .meta({ id: 'GlossaryTerm' });

const glossaryTermsSchema = z
  .array(glossaryTermSchema)
  .max(TEXT_LIMITS.glossaryTerms, `a glossary has at most ${TEXT_LIMITS.glossaryTerms} terms`);

export const glossarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    terms: z.array(glossaryTermSchema),
    publicObject: z.boolean().describe('true for the public glossaries Write the Tone provides.'),
    disabled: z.boolean(),
  })
  .meta({ id: 'Glossary' });

export const glossaryListSchema = z
  .object({ glossaryList: z.array(glossarySchema) })
  .meta({ id: 'GlossaryList' });

export const glossaryAnswerSchema = z.object({ glossary: glossarySchema }).meta({ id: 'GlossaryAnswer' });

export const createGlossarySchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description).default(''),
    terms: glossaryTermsSchema.default([]),
  })
  .meta({ id: 'CreateGlossary' });

export const updateGlossarySchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name).optional(),
    description: optionalText(TEXT_LIMITS.description).optional(),
    terms: glossaryTermsSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine(hasAnyField, 'send at least one of name, description, terms or disabled')
  .meta({ id: 'UpdateGlossary' });

/** The DELETE answer: the guides whose rules referred to the glossary (they keep working without it). */
export const deletedGlossarySchema = z
  .object({
    id: z.uuid(),
    referencingGuides: z.array(z.object({ id: z.uuid(), name: z.string() })),
    message: z.string(),
  })
  .meta({ id: 'DeletedGlossary' });

export type Glossary = z.infer<typeof glossarySchema>;
export type GlossaryTermInput = z.infer<typeof glossaryTermSchema>;
export type CreateGlossary = z.infer<typeof createGlossarySchema>;
export type UpdateGlossary = z.infer<typeof updateGlossarySchema>;
export type DeletedGlossary = z.infer<typeof deletedGlossarySchema>;
/** What a client sends (`z.input`: fields with a default may be left out). */
export type CreateGlossaryBody = z.input<typeof createGlossarySchema>;
export type UpdateGlossaryBody = z.input<typeof updateGlossarySchema>;
