import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requestComesFromThisMachine } from '../network/loopback.ts';

/**
 * May this request read the full health answer? Requests from this machine may (the operator's own curl,
 * a local monitoring agent), and so may anyone who sends `Authorization: Bearer <HEALTH_TOKEN>`.
 */
export function isOperatorRequest(request: FastifyRequest, token: string | undefined): boolean {
  if (requestComesFromThisMachine(request)) return true;
  if (token === undefined) return false;
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && sameSecret(match[1].trim(), token);
}

// Digests first, so the comparison takes the same time whatever the lengths and contents.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
