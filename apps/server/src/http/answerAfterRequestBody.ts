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
 * A refusal (413 from a body limit, 401 or 415 before the body is read) is otherwise followed by a close
 * with unread bytes on the connection, which the kernel turns into a reset: a client still sending gets
 * EPIPE or ECONNRESET instead of the answer, or the reset destroys the answer in flight. A body beyond
 * `bounds` is not waited for: the answer says `Connection: close` and the connection is closed after it.
 * One hook on the root instance covers every route, also those with their own body limit or error
 * handler (identity), and routes to come (a raw image upload).
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
  // which Node's server then discards itself); true at once for a request without a body.
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
