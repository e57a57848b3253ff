import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** One entry of the server log as pino wrote it. */
export interface LogEntry {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; code?: string };
  [key: string]: unknown;
}

/** A server log kept in memory, so that tests can look at what the server reported. */
export interface ServerLogRecorder {
  readonly logger: Logger;
  readonly entries: readonly LogEntry[];
  /** The entries that say a handler went on after it had answered (Fastify's FST_ERR_REP_ALREADY_SENT). */
  repliesSentTwice(): LogEntry[];
}

const REPLY_ALREADY_SENT = 'Reply was already sent';

/** Records warnings and errors (the levels where Fastify reports a reply sent twice). */
export function recordServerLog(level: pino.Level = 'warn'): ServerLogRecorder {
  const entries: LogEntry[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') entries.push(JSON.parse(line) as LogEntry);
      }
      done();
    },
  });
  return {
    logger: pino({ level }, stream),
    entries,
    repliesSentTwice: () =>
      entries.filter(
        (entry) =>
          entry.msg?.includes(REPLY_ALREADY_SENT) === true ||
          entry.err?.code === 'FST_ERR_REP_ALREADY_SENT' ||
          entry.err?.message?.includes(REPLY_ALREADY_SENT) === true,
      ),
  };
}
