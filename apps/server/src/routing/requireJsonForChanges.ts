import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/httpError.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth (besides SameSite=Lax session cookies): a state-changing request must say it is
 * JSON. A cross-site HTML form can only send form-urlencoded, multipart or text/plain, and a cross-site
 * fetch with application/json needs a CORS preflight that this server never grants. docs/decisions.md.
 */
export async function requireJsonForChanges(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return undefined;
  return reply
    .status(415)
    .send(errorBody(415, 'Send changes as JSON, with the header Content-Type: application/json.'));
}

/**
 * DELETE carries no body, but must name the JSON content type (above): within this plugin an empty JSON
 * body of a DELETE is accepted as no body instead of the parser's "empty body" 400. Other bodies go
 * through Fastify's own JSON parser (prototype-poisoning protection included).
 */
export function acceptEmptyJsonDelete(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (request.method === 'DELETE' && text.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser reports through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });
}
