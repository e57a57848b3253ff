import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';

const CHUNK_BYTES = 64 * 1024;
const FILLER = Buffer.alloc(CHUNK_BYTES, 'a');

/**
 * A large request body made on demand in 64 KiB chunks (never held whole, so a test may send more than
 * it could keep): `prefix`, then `fillerBytes` of "a", then `suffix`. With a JSON prefix and suffix it
 * is a JSON document with one very long string, such as a guide's name.
 */
export interface UploadBody {
  contentType: string;
  length: number;
  chunks(): Generator<Buffer>;
}

export function uploadBody(
  contentType: string,
  prefix: string,
  fillerBytes: number,
  suffix: string,
): UploadBody {
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  return {
    contentType,
    length: head.length + fillerBytes + tail.length,
    *chunks() {
      yield head;
      for (let left = fillerBytes; left > 0; left -= CHUNK_BYTES) {
        yield left >= CHUNK_BYTES ? FILLER : FILLER.subarray(0, left);
      }
      yield tail;
    },
  };
}

/** A JSON body whose `field` is a string of `fillerBytes` characters, after the other fields in `rest`. */
export function jsonWithLongString(
  rest: Record<string, unknown>,
  field: string,
  fillerBytes: number,
): UploadBody {
  const others = JSON.stringify(rest).slice(1, -1);
  const prefix = `{${others}${others === '' ? '' : ','}${JSON.stringify(field)}:"`;
  return uploadBody('application/json', prefix, fillerBytes, '"}');
}

/** How a body goes out: with Content-Length, or chunked (the server learns its size only as it comes). */
export type Framing = 'content-length' | 'chunked';

export interface Upload {
  url: string;
  method?: string;
  body: UploadBody;
  framing: Framing;
  headers?: Record<string, string>;
}

export interface FetchAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends the upload with Node's global fetch (undici); fails as fetch does when the connection breaks. */
export async function uploadWithFetch(upload: Upload): Promise<FetchAnswer> {
  const { body } = upload;
  const payload =
    upload.framing === 'content-length'
      ? Buffer.concat([...body.chunks()], body.length)
      : ReadableStream.from(body.chunks());
  const response = await fetch(upload.url, {
    method: upload.method ?? 'POST',
    headers: { 'content-type': body.contentType, ...upload.headers },
    body: payload,
    // A stream body must say so (undici sends it chunked).
    duplex: 'half',
  });
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

/** What a node:http client saw of an upload: how much of the body went out, the answer, the error. */
export interface NodeHttpOutcome {
  /** Every byte of the body was handed to the connection (the request's 'finish'). */
  bodySent: boolean;
  bytesWritten: number;
  /** The answer's status and JSON body, when one was read in full. */
  status: number | undefined;
  body: unknown;
  /** The code of the error the request met (EPIPE, ECONNRESET), if any. */
  errorCode: string | undefined;
}

/**
 * Sends the upload with `node:http` on a connection of its own, writing as fast as the connection takes
 * it, and reports what the client saw once the connection has closed.
 */
export async function uploadWithNodeHttp(upload: Upload): Promise<NodeHttpOutcome> {
  const { body } = upload;
  const headers: Record<string, string> = { 'content-type': body.contentType, ...upload.headers };
  if (upload.framing === 'content-length') headers['content-length'] = String(body.length);
  const request = httpRequest(upload.url, { method: upload.method ?? 'POST', headers, agent: false });
  const outcome: NodeHttpOutcome = {
    bodySent: false,
    bytesWritten: 0,
    status: undefined,
    body: undefined,
    errorCode: undefined,
  };
  request.on('finish', () => (outcome.bodySent = true));
  request.on('error', (error: NodeJS.ErrnoException) => (outcome.errorCode ??= error.code ?? error.message));
  // 'response' always comes before 'close'.
  let answerRead: Promise<void> = Promise.resolve();
  request.on('response', (response) => {
    answerRead = readJsonAnswer(response, outcome);
  });
  const closed = new Promise<void>((resolve) => request.on('close', resolve));
  await writeBody(request, body, outcome);
  await closed;
  await answerRead;
  return outcome;
}

async function writeBody(request: ClientRequest, body: UploadBody, outcome: NodeHttpOutcome): Promise<void> {
  for (const chunk of body.chunks()) {
    if (request.destroyed) return;
    const more = request.write(chunk);
    outcome.bytesWritten += chunk.length;
    if (!more) await drainedOrClosed(request);
  }
  request.end();
}

function drainedOrClosed(request: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}

async function readJsonAnswer(response: IncomingMessage, outcome: NodeHttpOutcome): Promise<void> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of response) chunks.push(chunk as Buffer);
  } catch {
    // Cut off before its end: not an answer the client could read.
    return;
  }
  outcome.status = response.statusCode;
  outcome.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
