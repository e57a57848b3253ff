import { z } from 'zod';

export const ruleCategorySchema = z.enum([
  'Choice of Words',
  'Readability and Flow',
  'Emotionality',
  'Sentence Structure',
  'Document Structure',
]);

export const ruleParameterSchema = z.object({
  name: z.string(),
  type: z.enum(['integer', 'number', 'boolean', 'string', 'string[]', 'terms']),
  description: z.string(),
  default: z.unknown().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).optional(),
});

/** A rule of the engine's catalogue, as `GET /api/text/rules` lists it. */
export const ruleInfoSchema = z
  .object({
    id: z.string(),
    category: ruleCategorySchema,
    name: z.string(),
    description: z.string(),
    severity: z.string(),
    scope: z.string(),
    parameters: z.array(ruleParameterSchema),
    examples: z.object({
      params: z.record(z.string(), z.unknown()).optional(),
      format: z.string().optional(),
      good: z.array(z.string()),
      bad: z.array(z.string()),
    }),
  })
  .meta({ id: 'RuleInfo' });

export const ruleListSchema = z.object({ rules: z.array(ruleInfoSchema) }).meta({ id: 'RuleList' });

export type RuleInfo = z.infer<typeof ruleInfoSchema>;
