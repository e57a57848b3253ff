// The server as `npm start` runs it (one process, embedded PostgreSQL on a fresh data directory, or
// DATABASE_URL's server when set), a signed-in user and the 30-rule benchmark guide: what the API benches
// load. `root` may name another checkout of this repository (with its own node_modules), so that two
// versions of the server can be measured back to back in one sitting.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchGuidePath } from './engine-corpus.ts';
import { awaitHealthy } from './server-health.ts';

export const BENCH_PORT = 18_282;
export const BENCH_BASE = `http://127.0.0.1:${BENCH_PORT}`;

/** A signed-in session: the cookies the identity service set, as one Cookie header. */
export class Session {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await fetch(`${BENCH_BASE}${url}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Flow {
  id: string;
  ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
}

/** Signs up a new user through the Kratos-style registration flow (which signs them in). */
export async function signUp(): Promise<Session> {
  const session = new Session();
  const flow = (await (await session.fetch('/api/auth/self-service/registration/browser')).json()) as Flow;
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const response = await session.fetch(`/api/auth/self-service/registration?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'password',
      // The browser sends the SHA-256 of the password (spec section 5).
      password: createHash('sha256').update('bench horse battery staple').digest('hex'),
      traits: { email: `bench-${Date.now()}@example.com` },
      csrf_token: csrf,
    }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  return session;
}

/** Creates the 30-rule benchmark guide for the session's user and answers its id. */
export async function createBenchGuide(session: Session): Promise<string> {
  const guide = JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as { name: string; rules: unknown[] };
  const created = await session.fetch('/api/text/tones-of-voice', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: guide.name, description: 'Benchmark guide', rules: guide.rules }),
  });
  if (created.status !== 201) throw new Error(`creating the guide answered ${created.status}`);
  const { tov } = (await created.json()) as { tov: { id: string } };
  return tov.id;
}

export interface BenchServer {
  /** The server process (not the embedded PostgreSQL, which is its child). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** The Node options `npm start` gives the server in the checkout at `root` (its package.json start script). */
function startOptions(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  return (manifest.scripts?.start ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * Starts the server of the checkout at `root` as `npm start` runs it (same Node options, without the web
 * build step) on a fresh data directory, and waits until it is healthy.
 */
export async function startBenchServer(root: string): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-bench-api-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach the directory.
  await chmod(dataDir, 0o755);
  const child = spawn(process.execPath, [...startOptions(root), 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const server = await awaitHealthy(child, BENCH_BASE);
  if (child.pid === undefined) throw new Error('the server has no process id');
  const pid = child.pid;
  return {
    pid,
    async stop() {
      if (server.running()) process.kill(-pid, 'SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The process's resident set size in MB (Linux), worker threads included. */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** CPU time the process has used so far, user and system, in milliseconds (Linux). */
export function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** `--name value` from the command line, or undefined. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
}

/** The positional arguments (those not part of a `--name value` pair). */
export function positionalArguments(): string[] {
  const args = process.argv.slice(2);
  return args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
}
