import { z } from 'zod';

/** The one shape of every error answer of our own API (the identity service speaks Kratos's instead). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int().describe('The HTTP status, repeated for clients that only see the body.'),
    error: z.string().describe('The HTTP reason phrase, e.g. "Bad Request".'),
    message: z.string().describe('What went wrong, in words a user can act on.'),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('For invalid input: each offending field and what is wrong with it.'),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The message of the 403 for what needs a verified e-mail address (sharing a guide, joining a shared guide,
 * inviting; docs/decisions.md, "Unverified accounts"). It avoids the words that make the web app read a
 * 403 as "upgrade required", and it is shared so the web app can tell this refusal apart by its exact text.
 */
export const VERIFIED_ADDRESS_REQUIRED_MESSAGE =
  'Please verify your email address first: sharing guides, joining shared guides and inviting people need ' +
  'a verified address. Open the verification screen (/auth/verify), enter your address and the code we email you.';
