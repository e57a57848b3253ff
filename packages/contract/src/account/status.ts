import { z } from 'zod';

/** The kinds of item a plan limits, as `resourceUsage` keys them (spec section 3). */
export const planResourceSchema = z.enum(['createTone', 'createGlossary', 'createPrompt']);

export const resourceUsageSchema = z
  .object({
    limit: z
      .number()
      .int()
      .nullable()
      .describe('How many the plan allows; null when it sets no limit (unlimited).'),
    remaining: z
      .number()
      .int()
      .nullable()
      .describe(
        'How many more may be created; null when unlimited. Creating is allowed while it is above 0.',
      ),
  })
  .meta({ id: 'ResourceUsage' });

/** `GET /api/account/status` */
export const accountStatusSchema = z
  .object({
    closed: z.boolean(),
    resourceUsage: z.object({
      createTone: resourceUsageSchema,
      createGlossary: resourceUsageSchema,
      createPrompt: resourceUsageSchema,
    }),
  })
  .meta({ id: 'AccountStatus' });

export type PlanResource = z.infer<typeof planResourceSchema>;
export type ResourceUsage = z.infer<typeof resourceUsageSchema>;
export type AccountStatus = z.infer<typeof accountStatusSchema>;
