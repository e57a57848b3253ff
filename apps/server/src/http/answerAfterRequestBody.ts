import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { discardRestOfBody, type DrainBounds } from './discardRestOfBody.ts';

/**
 * Up to 32 MiB of a refused body is read and thrown away, for at most 30 s (docs/decisions.md "Oversized
 * bodies"): enough for any upload a person makes by mistake, little for one connection to cost.
 */
export const REFUSED_BODY_DRAIN: DrainBounds = { maxBytes: 32 * 1024 * 1024, maxMs: 30_000 };

/**
 * No answer goes out while its request body is still arriving: the rest is read and discarded first.
 * Fastify refuses a body over a limit (before reading it when Content-Length says so, else at the limit)
 * with `Connection: close`, and Node's server then closes the connection with the unread rest on it; the
 * kernel turns that into a reset, so a client still sending gets EPIPE or ECONNRESET instead of the 413,
 * or the reset overtakes the answer on its way. The same happens to a 401 or 415 given before the body
 * is read, when the client asked for `Connection: close`. A body beyond `bounds` is not waited for: the
 * answer says `Connection: close` and the connection closes after it. One hook on the root instance
 * covers every route, also those with their own limit, parser or error handler (identity, the profile
 * picture's image upload).
 */
export function answerAfterRequestBody(app: FastifyInstance, bounds: DrainBounds = REFUSED_BODY_DRAIN): void {
  app.addHook('onSend', async (request, reply, payload) => {
    await readRestOfBody(request.raw, reply, bounds);
    return payload;
  });
}

async function readRestOfBody(
  body: IncomingMessage,
  reply: FastifyReply,
  bounds: DrainBounds,
): Promise<void> {
  // `complete`: every byte of the body has come off the connection (possibly not yet read by anyone,
  // which Node's server then discards itself). A request without a body is complete once its head is
  // parsed; were a hook to answer before that, the drain below would only wait for the parser.
  if (body.complete) return;
  if (declaredLength(body) > bounds.maxBytes) {
    closeAfterAnswer(reply, 'declared longer than the drain bound');
    return;
  }
  const outcome = await discardRestOfBody(body, bounds);
  if (outcome !== 'ended') closeAfterAnswer(reply, outcome);
}

function declaredLength(body: IncomingMessage): number {
  const header = body.headers['content-length'];
  return header === undefined ? 0 : Number(header);
}

/** Node's server closes a connection after an answer that says so, with whatever is still unread. */
function closeAfterAnswer(reply: FastifyReply, why: string): void {
  reply.header('connection', 'close');
  reply.request.log.info({ why }, 'a refused request body was cut off; the connection closes');
}
