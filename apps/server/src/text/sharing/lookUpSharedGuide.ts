import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TextConfig } from '../../config/environment.ts';
import type { DatabaseClient } from '../../database/connection.ts';
import { HttpError } from '../../errors/httpError.ts';
import { findGuideByShareCode, type StoredGuide } from '../guides/guideStore.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { canonicalShareCode } from './shareCode.ts';
import { claimShareLookup, releaseShareLookup } from './shareLookupBudget.ts';

/** One message for unknown, replaced and expired codes: telling them apart would help a guesser. */
const UNKNOWN_CODE =
  'There is no shared guide with this code. It may have expired or been replaced: ask the owner of the guide for a new code.';

/**
 * The guide a typed share code opens, within the caller's failed-lookup budget (per user and per client
 * address): 429 beyond it, without checking the code; 404 for an unknown, replaced or expired code.
 */
export async function lookUpSharedGuide(
  db: DatabaseClient,
  config: TextConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  input: string,
): Promise<StoredGuide> {
  const userId = signedInIdentity(request).identityId;
  const claim = await claimShareLookup(db, { userId, ip: request.ip }, config.shareCodeFailuresPerMinute);
  if (!claim.allowed) {
    void reply.header('retry-after', String(claim.retryAfterSeconds));
    throw new HttpError(
      429,
      `Too many unknown share codes. Please try again in ${claim.retryAfterSeconds} seconds.`,
    );
  }
  const code = canonicalShareCode(input);
  const guide = code === undefined ? undefined : await findGuideByShareCode(db, code, new Date());
  if (guide === undefined) throw new HttpError(404, UNKNOWN_CODE);
  await releaseShareLookup(db, claim);
  return guide;
}
