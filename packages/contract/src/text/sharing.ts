import { z } from 'zod';

/** Days a new share code stays valid: at least one, at most a year. */
export const SHARE_CODE_DAYS = { min: 1, max: 365 } as const;

/** Longest share code input we look up; real codes are 34 characters with their dashes. */
const MAX_SHARE_CODE_INPUT = 100;

export const createShareCodeSchema = z
  .object({
    expiresInDays: z
      .number()
      .int('must be a whole number of days')
      .min(SHARE_CODE_DAYS.min, `must be at least ${SHARE_CODE_DAYS.min} day`)
      .max(SHARE_CODE_DAYS.max, `must be at most ${SHARE_CODE_DAYS.max} days`),
  })
  .meta({ id: 'CreateShareCode' });

export const shareCodeAnswerSchema = z
  .object({
    shareCode: z.string(),
    shareCodeExpirationTime: z.string().describe('ISO time the code expires.'),
  })
  .meta({ id: 'ShareCodeAnswer' });

const shareCodeInput = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_SHARE_CODE_INPUT, `must be at most ${MAX_SHARE_CODE_INPUT} characters`);

/** `GET /shared/tones-of-voice?code=` */
export const shareCodeQuerySchema = z.object({ code: shareCodeInput });

/** `POST /shared/tones-of-voice`: add the shared guide to the caller's library. */
export const joinSharedGuideSchema = z.object({ code: shareCodeInput }).meta({ id: 'JoinSharedGuide' });

/** `DELETE /tones-of-voice/{id}/shares/{userId}` */
export const guideShareParamsSchema = z.object({
  id: z.uuid('must be a UUID'),
  userId: z.uuid('must be a UUID'),
});

export const removedShareSchema = z
  .object({ id: z.uuid().describe('The guide.'), userId: z.uuid() })
  .meta({ id: 'RemovedShare' });

export type CreateShareCode = z.infer<typeof createShareCodeSchema>;
export type ShareCodeAnswer = z.infer<typeof shareCodeAnswerSchema>;
export type RemovedShare = z.infer<typeof removedShareSchema>;
/** What a client sends (`z.input`: the code is trimmed by the server). */
export type JoinSharedGuideBody = z.input<typeof joinSharedGuideSchema>;
