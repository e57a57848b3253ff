import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL, for tests of a database that goes away: a server whose
 * DATABASE_URL points here loses every connection when the test says so, and cannot connect again until
 * the proxy is back up. Real sockets, real errors (ECONNRESET, "Connection terminated unexpectedly").
 */
export interface DatabaseProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  /** Cuts every connection now and refuses new ones for `ms` milliseconds. */
  outage(ms: number): void;
  /** True while new connections are refused. */
  isDown(): boolean;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let downUntil = 0;
  const isDown = (): boolean => Date.now() < downUntil;

  const server = net.createServer((client) => {
    if (isDown()) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // A cut socket reports ECONNRESET on its peer; here both just go.
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
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    outage(ms) {
      downUntil = Date.now() + ms;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    isDown,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
