import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const mainScript = path.join(import.meta.dirname, '../main.ts');

/** One line of the server's JSON log (pino), as far as the tests read it. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A real `wtt-server` process (apps/server/src/main.ts run by node), started and ready. */
export interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** Its HTTP address; undefined for a worker-only process. */
  readonly url: string | undefined;
  /** Every JSON log line so far (stdout), in order. */
  readonly lines: LogLine[];
  /** What it wrote to stderr so far (Node's own messages, such as a crash without a handler). */
  stderr(): string;
  readonly exited: Promise<ProcessExit>;
  isRunning(): boolean;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<ProcessExit>;
}

export interface ServerProcessOptions {
  /** Settings on top of the test defaults (LOG_LEVEL info, HOST 127.0.0.1, PORT 0, NODE_ENV test). */
  environment: Record<string, string>;
  /** Options for node before the script, such as `--import <module>`. */
  nodeOptions?: string[];
  timeoutMs?: number;
}

/** Starts main.ts as a child process and waits for its "running" line (or fails with its log). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), mainScript], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...options.environment,
    },
  });
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let running = true;
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const url = await new Promise<string | undefined>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start line; log so far: ${JSON.stringify(lines)} ${stderr}`)),
      options.timeoutMs ?? 45_000,
    );
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = parseLogLine(text);
      lines.push(line);
      const started = /running at (http:\/\/\S+)|worker is running/.exec(line.msg);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    });
    void exited.then((exit) =>
      reject(new Error(`exited (${JSON.stringify(exit)}) before it was ready: ${stderr}`)),
    );
  });
  return {
    child,
    url,
    lines,
    stderr: () => stderr,
    exited,
    isRunning: () => running,
    stop: async () => {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };
}

function parseLogLine(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    // Not pino's: keep it readable in failure messages.
    return { level: 0, msg: text };
  }
}
