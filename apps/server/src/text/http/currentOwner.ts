import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errorHandler.ts';
import type { CurrentIdentity } from '../../identity/currentIdentity.ts';

/** The signed-in identity; every text route runs `requireIdentity` first, so it is always there. */
export function currentOwner(request: FastifyRequest): CurrentIdentity {
  if (request.identity === null) throw new HttpError(401, 'Please sign in to continue.');
  return request.identity;
}
