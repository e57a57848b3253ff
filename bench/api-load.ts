// The text service under load with autocannon, on this machine: POST /api/text/match with a 1,000-word
// text of the benchmark corpus and the 30-rule guide, and GET /api/text/tones-of-voice (the predefined
// guides and the user's own). The server runs as `npm start` does (one process, embedded PostgreSQL on a
// fresh data directory, or DATABASE_URL's server when set), signed in as a new user.
// Usage: node bench/api-load.ts [seconds=20] [connections=8]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchGuidePath, CORPUS_SOURCE, corpusText } from './engine-corpus.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 8);
const port = 18_282;
const base = `http://127.0.0.1:${port}`;

/** A signed-in session: the cookies the identity service set, as one Cookie header. */
class Session {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await fetch(`${base}${url}`, { ...init, headers, redirect: 'manual' });
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
async function signUp(): Promise<Session> {
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

async function startServer(dataDir: string): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const state = { running: true };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      state.running = false;
      resolve();
    }),
  );
  const started = Date.now();
  while (
    (await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (!state.running) throw new Error('the server exited before it became healthy');
    if (Date.now() - started > 120_000) throw new Error('the server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return async () => {
    if (state.running && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
}

interface Load {
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(what: string, options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-bench-api-'));
// The embedded PostgreSQL runs as the postgres user when we are root: it must reach the directory.
await chmod(dataDir, 0o755);
const stop = await startServer(dataDir);
try {
  const session = await signUp();
  const guide = JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as { name: string; rules: unknown[] };
  const created = await session.fetch('/api/text/tones-of-voice', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: guide.name, description: 'Benchmark guide', rules: guide.rules }),
  });
  if (created.status !== 201) throw new Error(`creating the guide answered ${created.status}`);
  const { tov } = (await created.json()) as { tov: { id: string } };
  const headers = { cookie: session.header(), 'content-type': 'application/json' };
  const text = corpusText(1_000);
  const body = JSON.stringify({ text, toneOfVoiceId: tov.id });
  const check = await session.fetch('/api/text/match', { method: 'POST', headers, body });
  const answer = (await check.json()) as { findings: unknown[]; score: number };
  console.log(
    `POST /match answers ${check.status}: ${answer.findings.length} findings, score ${answer.score}`,
  );

  const results = [
    await load('POST /api/text/match (1,000 words, 30-rule guide)', {
      url: `${base}/api/text/match`,
      method: 'POST',
      headers,
      body,
    }),
    await load('GET /api/text/tones-of-voice (8 predefined + 1 own)', {
      url: `${base}/api/text/tones-of-voice`,
      headers: { cookie: session.header() },
    }),
  ];
  console.log(`\nCorpus: ${CORPUS_SOURCE}. ${connections} connections, ${seconds} s each.\n`);
  console.log('| Call | Requests/s | p50 (ms) | p99 (ms) | Errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const result of results) {
    console.log(
      `| ${result.what} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} |`,
    );
  }
} finally {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
}
