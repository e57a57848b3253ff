import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DATABASE_UNAVAILABLE_MESSAGE, isLostDatabaseConnection } from '../database/lostConnection.ts';
import { DATABASE_RETRY_AFTER_SECONDS, errorBody, HttpError } from '../errors/httpError.ts';

/**
 * Every error answer has the one shape of `apiErrorSchema`. Client mistakes keep their 4xx status and a
 * message that says what to change; a lost database connection is a 503 worth retrying; anything
 * unexpected is logged and answered as a plain 500, never with internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('/'),
        message: issue.message ?? 'is invalid',
      }));
      const summary = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
      return reply.status(400).send(errorBody(400, `Invalid request: ${summary}`, details));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, clientErrorMessage(error, status)));
    }
    if (isLostDatabaseConnection(error)) {
      request.log.warn({ err: error }, 'request failed: the database connection was lost');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON body or no Content-Type header.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message || (STATUS_CODES[status] ?? 'Bad request');
  }
}
