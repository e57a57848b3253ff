import net from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { retryOnLostConnection, retryPausesMs } from './retryOnLostConnection.ts';

let refused: unknown;

beforeAll(async () => {
  // A real lost-connection error: a connection to a port nobody listens on.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  refused = await new pg.Client({ host: '127.0.0.1', port, user: 'nobody' }).connect().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
});

/** Work that fails with `error` the first `failures` times, then answers how many tries it took. */
function failing(failures: number, error: unknown): { work: () => Promise<number>; tries: () => number } {
  let tries = 0;
  return {
    work: async () => {
      tries += 1;
      if (tries <= failures) throw error;
      return tries;
    },
    tries: () => tries,
  };
}

describe('retryOnLostConnection', () => {
  it('tries again while the connection is lost, and answers once it works', async () => {
    const retried: number[] = [];
    const { work } = failing(2, refused);
    const answer = await retryOnLostConnection(work, {
      firstDelayMs: 1,
      onRetry: (_error, nextTry) => retried.push(nextTry),
    });
    expect(answer).toBe(3);
    expect(retried).toEqual([2, 3]);
  });

  it('gives up after its tries with the last error', async () => {
    const { work, tries } = failing(10, refused);
    await expect(retryOnLostConnection(work, { tries: 3, firstDelayMs: 1 })).rejects.toBe(refused);
    expect(tries()).toBe(3);
  });

  it('does not try again after any other error', async () => {
    const other = new Error('duplicate key value violates unique constraint');
    const { work, tries } = failing(1, other);
    await expect(retryOnLostConnection(work, { firstDelayMs: 1 })).rejects.toBe(other);
    expect(tries()).toBe(1);
  });

  it('pauses as long in all as retryPausesMs says', async () => {
    const pauses: number[] = [];
    let last = Date.now();
    const { work } = failing(10, refused);
    const options = { tries: 4, firstDelayMs: 20 };
    await expect(
      retryOnLostConnection(work, {
        ...options,
        onRetry: () => {
          last = Date.now();
        },
      }).finally(() => pauses.push(Date.now() - last)),
    ).rejects.toBe(refused);
    expect(retryPausesMs(options)).toBe(20 + 40 + 80);
    expect(retryPausesMs()).toBe(200 + 400 + 800 + 1600);
    // The last pause (80 ms) came before the last try.
    expect(pauses[0]).toBeGreaterThanOrEqual(75);
  });
});
