import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isLostDatabaseConnection } from '../database/lostConnection.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/httpError.ts';
import { IdentityError, kratosErrorBody } from './errors.ts';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON (application/json) or a form.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Errors of the identity service keep Kratos's shape (`{error: {id?, code, status, reason, message}}`,
 * header Ory-Error-Id), so the Ory SDK and the product's screens can read them. Client mistakes stay 4xx
 * with a reason; a lost database connection is a 503 worth retrying; anything unexpected is logged and
 * answered as a plain 500.
 */
export function identityErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof IdentityError) {
    if (error.body.error.id !== undefined) reply.header('ory-error-id', error.body.error.id);
    const retryAfter = error.body.error.details?.retry_after_seconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(error.statusCode).send(error.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(kratosErrorBody(400, { reason: error.message }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const reason = CLIENT_MESSAGES[error.code] ?? error.message;
    return reply.status(status).send(kratosErrorBody(status, { reason }));
  }
  if (isLostDatabaseConnection(error)) {
    request.log.warn({ err: error }, 'identity request failed: the database connection was lost');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send(kratosErrorBody(503, { reason: DATABASE_UNAVAILABLE_MESSAGE }));
  }
  request.log.error({ err: error }, 'identity request failed');
  return reply.status(500).send(kratosErrorBody(500));
}
