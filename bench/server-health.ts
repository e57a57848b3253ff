// Waiting for a server process the bench started: until GET /api/health answers 200, failing early when
// the process exits first or after 120 s.
import type { ChildProcess } from 'node:child_process';

export interface WatchedServer {
  /** Settles when the process has exited. */
  readonly exited: Promise<void>;
  readonly running: () => boolean;
}

export async function awaitHealthy(child: ChildProcess, base: string): Promise<WatchedServer> {
  const state = { running: true };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      state.running = false;
      resolve();
    }),
  );
  const started = Date.now();
  const healthStatus = () =>
    fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
  while ((await healthStatus()) !== 200) {
    if (!state.running) throw new Error('the server exited before it became healthy');
    if (Date.now() - started > 120_000) throw new Error('the server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { exited, running: () => state.running };
}
