import net from 'node:net';

/**
 * A TCP proxy in front of a test server that acts as a network path with latency: what the server sends
 * reaches the client `delayMs` later, and a reset from the server is passed on at once, dropping what is
 * still on its way. That is what a client far away (or a BSD or macOS stack, which throws away received
 * data on a reset) sees when a server answers and then resets the connection: the reset overtakes the
 * answer. On loopback the answer would always win the race, hiding the fault.
 */
export interface LatencyProxy {
  /** `serverUrl` with its host and port replaced by the proxy's. */
  url: string;
  close(): Promise<void>;
}

export async function startLatencyProxy(serverUrl: string, delayMs = 20): Promise<LatencyProxy> {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    relayLate(upstream, client, delayMs);
    // The client going away (also by a reset) takes the server's side with it.
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.origin,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Forwards `from` to `to` after `delayMs`, in order; a reset of `from` resets `to` at once. */
function relayLate(from: net.Socket, to: net.Socket, delayMs: number): void {
  let reset = false;
  const later = (deliver: () => void): void => {
    setTimeout(() => {
      if (!reset && !to.destroyed) deliver();
    }, delayMs);
  };
  from.on('data', (chunk: Buffer) => later(() => to.write(chunk)));
  from.on('end', () => later(() => to.end()));
  from.on('error', () => {
    reset = true;
    to.resetAndDestroy();
  });
}
