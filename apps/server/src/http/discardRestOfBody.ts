import { finished, type Readable } from 'node:stream';

/** How much of a body nobody will read the server takes in, at most, to throw it away. */
export interface DrainBounds {
  /** Bytes read and discarded at most. */
  maxBytes: number;
  /** Milliseconds waited for the rest at most. */
  maxMs: number;
}

/**
 * `ended`: the body has arrived in full (the connection is clean again). `too long`, `too slow`: reading
 * stopped at a bound with the body still arriving. `gone`: the stream broke or the client went away.
 */
export type DrainOutcome = 'ended' | 'too long' | 'too slow' | 'gone';

/**
 * Reads what is left of `body` and throws it away as it comes (nothing is kept, so memory stays at one
 * chunk), until it ends or a bound is reached. At a bound the stream is paused: nothing more is taken off
 * the connection, which its owner then has to close.
 */
export function discardRestOfBody(body: Readable, bounds: DrainBounds): Promise<DrainOutcome> {
  return new Promise((resolve) => {
    let discarded = 0;
    let settled = false;
    const stop = (outcome: DrainOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      stopWatching();
      body.off('data', discard);
      if (outcome !== 'ended') body.pause();
      resolve(outcome);
    };
    const discard = (chunk: Buffer | string): void => {
      discarded += chunk.length;
      if (discarded > bounds.maxBytes) stop('too long');
    };
    const deadline = setTimeout(() => stop('too slow'), bounds.maxMs);
    // finished() also answers at once for a body that has already ended or broken.
    const stopWatching = finished(body, { writable: false }, (error) => stop(error ? 'gone' : 'ended'));
    body.on('data', discard);
    body.resume();
  });
}
