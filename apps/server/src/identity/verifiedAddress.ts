import type { FastifyRequest } from 'fastify';
import { VERIFIED_ADDRESS_REQUIRED_MESSAGE } from '@wtt/contract';
import { HttpError } from '../errors/httpError.ts';
import { signInRequired } from '../errors/signInRequired.ts';
import type { CurrentIdentity } from './currentIdentity.ts';

/**
 * The one rule for accounts whose e-mail address is not verified (docs/decisions.md, "Unverified
 * accounts"), like Kratos's "require verified address" for chosen actions: such an account signs in and
 * uses its own library, but may not reach other people (share a guide, join a shared guide, invite),
 * because an address nobody proved to own must not become someone's identity in a team.
 */
export function assertVerifiedAddress(identity: CurrentIdentity | null): void {
  if (identity === null) throw signInRequired();
  if (!identity.emailVerified) throw new HttpError(403, VERIFIED_ADDRESS_REQUIRED_MESSAGE);
}

/**
 * preHandler for routes that need a verified address; `requireIdentity` must have run before it. As a
 * preHandler it runs after body validation, so a malformed request stays a 400.
 */
export async function requireVerifiedAddress(request: FastifyRequest): Promise<void> {
  assertVerifiedAddress(request.identity);
}
