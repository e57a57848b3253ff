import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { discardRestOfBody, type DrainBounds } from './discardRestOfBody.ts';

// The stream side of draining a refused body; answerAfterRequestBody.test.ts shows it over real HTTP.

const KIB = 1024;
const ROOMY: DrainBounds = { maxBytes: 1024 * KIB, maxMs: 60_000 };

function bodyStream(): PassThrough {
  // A small buffer, so that a paused stream soon refuses more (write() answers false), as a socket does.
  return new PassThrough({ highWaterMark: 16 * KIB });
}

describe('discardRestOfBody', () => {
  it('reads the rest of a body to its end and keeps none of it', async () => {
    const body = bodyStream();
    const drained = discardRestOfBody(body, ROOMY);
    for (let i = 0; i < 50; i += 1) body.write(Buffer.alloc(10 * KIB));
    body.end();
    await expect(drained).resolves.toBe('ended');
    expect(body.readableEnded).toBe(true);
    expect(body.readableLength).toBe(0);
  });

  it('answers at once for a body that has already ended', async () => {
    const body = bodyStream();
    body.end(Buffer.alloc(KIB));
    body.resume();
    await new Promise((resolve) => body.once('end', resolve));
    await expect(discardRestOfBody(body, ROOMY)).resolves.toBe('ended');
  });

  it('stops reading past the byte bound and leaves the rest on the stream', async () => {
    const body = bodyStream();
    const drained = discardRestOfBody(body, { maxBytes: 64 * KIB, maxMs: 60_000 });
    for (let i = 0; i < 8; i += 1) body.write(Buffer.alloc(10 * KIB));
    await expect(drained).resolves.toBe('too long');
    expect(body.isPaused()).toBe(true);
    expect(body.listenerCount('data')).toBe(0);
    // Nothing reads any more: what comes now stays put until the stream's buffer is full.
    let accepted = true;
    for (let i = 0; i < 8 && accepted; i += 1) accepted = body.write(Buffer.alloc(10 * KIB));
    expect(accepted).toBe(false);
    body.destroy();
  });

  it('stops waiting at the time bound when the rest does not come', async () => {
    const body = bodyStream();
    body.write(Buffer.alloc(KIB));
    await expect(discardRestOfBody(body, { maxBytes: 1024 * KIB, maxMs: 50 })).resolves.toBe('too slow');
    expect(body.isPaused()).toBe(true);
    body.destroy();
  });

  it('answers gone when the client goes away in the middle of the body', async () => {
    const body = bodyStream();
    const drained = discardRestOfBody(body, ROOMY);
    body.write(Buffer.alloc(KIB));
    body.destroy();
    await expect(drained).resolves.toBe('gone');
  });
});
