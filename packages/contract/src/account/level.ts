import { z } from 'zod';

/** An account's plan (spec section 3, Profile details); NONE by default. */
export const accountLevelSchema = z.enum(['NONE', 'PREMIUM', 'ENTERPRISE']);

export type AccountLevel = z.infer<typeof accountLevelSchema>;
