import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that counts the database round trips of one connection pool,
 * read off the wire: every query ends with a Query message ('Q', the simple protocol: BEGIN, COMMIT) or a
 * Sync ('S', the extended protocol node-postgres uses for queries with parameters), and the client waits
 * for the answer to each. Connections are told apart by the application_name of their startup message, so
 * the job queue's pool (another name) does not count.
 */
export interface RoundTripCounter {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  /** Round trips of the counted pool since the last reset. */
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

const PROTOCOL_3 = 196608;

/** Reads the client's side of one connection: its application name, then its messages one by one. */
function frontendReader(
  countsFor: (applicationName: string | undefined) => boolean,
  onRoundTrip: () => void,
) {
  let buffered = Buffer.alloc(0);
  let started = false;
  let counted = false;
  return (chunk: Buffer): void => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 4) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        // An SSL or GSS request comes before the startup message; only the startup message ends this phase.
        if (message.readInt32BE(4) !== PROTOCOL_3) continue;
        const parameters = message.subarray(8).toString('utf8').split('\0');
        const nameAt = parameters.indexOf('application_name');
        counted = countsFor(nameAt >= 0 ? parameters[nameAt + 1] : undefined);
        started = true;
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < 1 + length) return;
      const type = String.fromCharCode(buffered[0] ?? 0);
      buffered = buffered.subarray(1 + length);
      if (counted && (type === 'Q' || type === 'S')) onRoundTrip();
    }
  };
}

export async function startRoundTripCounter(
  databaseUrl: string,
  applicationName: string,
): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let roundTrips = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const read = frontendReader(
      (name) => name === applicationName,
      () => {
        roundTrips += 1;
      },
    );
    client.on('data', read);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the counting proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    count: () => roundTrips,
    reset: () => {
      roundTrips = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
