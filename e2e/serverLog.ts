import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where serve.ts keeps the server's log for one run of the suite (by port, so parallel suites differ). */
export function serverLogPath(port: string): string {
  return path.join(tmpdir(), `wtt-e2e-server-${port}.log`);
}

/** Fastify's warning when a handler answers a request that was answered already. */
export const REPLY_ALREADY_SENT = 'Reply was already sent';
