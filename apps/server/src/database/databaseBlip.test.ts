import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestBrowser, sdkFor, type TestBrowser } from '../identity/test/browser.ts';
import { registerUser } from '../identity/test/identityTestKit.ts';
import { SUPPORT_SAMPLES } from '../text/test/jobTestKit.ts';
import { callText } from '../text/test/textTestKit.ts';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase.ts';
import { startServerProcess, type LogLine, type ServerProcess } from '../test/serverProcess.ts';

// The fault probe of issue 10 as a test: a web process and a worker process on one database while every
// connection to that database is cut again and again (pg_terminate_backend, as an operator or a failover
// would). A lost connection may fail the request or the job attempt it carried, never the process.

const STAGE_DELAY_MS = 400;
const BURST_MS = 3_000;
const CUT_EVERY_MS = 100;

let database: TestDatabase;
let dataDir: string;
let web: ServerProcess;
let worker: ServerProcess;
let admin: pg.Client;
let browser: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-blip-'));
  const environment = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JOB_STAGE_DELAY_MS: String(STAGE_DELAY_MS),
    AUTH_RATE_LIMIT_PER_IP: '100000',
    CHECK_WORKERS: '0',
  };
  // One after the other: both would migrate the fresh database (safe, but slower side by side).
  web = await startServerProcess({ environment: { ...environment, WTT_ROLE: 'web' } });
  worker = await startServerProcess({ environment: { ...environment, WTT_ROLE: 'worker' } });
  admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  browser = createTestBrowser();
  await registerUser(sdkFor(browser, webUrl()));
});

afterAll(async () => {
  await Promise.all([web.stop(), worker.stop()]);
  await admin.end();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function webUrl(): string {
  if (web.url === undefined) throw new Error('the web process has no address');
  return web.url;
}

/** Ends every connection to the test database except the admin's own (it is on another database anyway). */
async function cutConnections(): Promise<number> {
  const { rows } = await admin.query<{ cut: boolean }>(
    'SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database.name],
  );
  return rows.filter((row) => row.cut).length;
}

/** Cuts all connections every CUT_EVERY_MS for BURST_MS; answers how many it cut. */
async function burst(): Promise<number> {
  let cut = 0;
  const end = Date.now() + BURST_MS;
  while (Date.now() < end) {
    cut += await cutConnections();
    await delay(CUT_EVERY_MS);
  }
  return cut;
}

/** A light load while the burst runs: health, the guide list (session lookup + query) and the job. */
async function load(jobId: string, until: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  while (!until()) {
    // 0 stands for no answer at all (the process is gone).
    const answers = await Promise.all([
      fetch(`${webUrl()}/api/health`).then(
        (response) => response.status,
        () => 0,
      ),
      callText(browser, webUrl(), 'GET', '/tones-of-voice').then(
        (answer) => answer.status,
        () => 0,
      ),
      callText(browser, webUrl(), 'GET', `/jobs/${jobId}`).then(
        (answer) => answer.status,
        () => 0,
      ),
    ]);
    statuses.push(...answers);
    await delay(20);
  }
  return statuses;
}

interface JobView {
  state: string;
  attempts: number;
  failureReason: string | null;
}

async function readJob(jobId: string): Promise<JobView> {
  const answer = await callText(browser, webUrl(), 'GET', `/jobs/${jobId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.job as JobView;
}

const messageOf = (line: LogLine): string =>
  `${line.msg} ${(line.err as { message?: string } | undefined)?.message ?? ''}`;

/** Its fatal log lines (pino level 60): an uncaught exception says so here. */
const fatalLines = (server: ServerProcess): string[] =>
  server.lines.filter((line) => line.level >= 60).map(messageOf);

const why = (server: ServerProcess): string => `${fatalLines(server).join('; ')} ${server.stderr()}`;

/** For a job that did not end: its pg-boss job (state, retries) and the worker's last warnings. */
async function diagnose(jobId: string): Promise<string> {
  const probe = new pg.Client({ connectionString: database.url });
  await probe.connect();
  try {
    const { rows } = await probe.query('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [jobId]);
    const warnings = worker.lines.filter((line) => line.level >= 40).map(messageOf);
    return `pg-boss job: ${JSON.stringify(rows)}\nworker log:\n${warnings.slice(-12).join('\n')}`;
  } finally {
    await probe.end();
  }
}

describe('a burst of cut database connections', () => {
  it('fails at most the requests and job attempts it hits; both processes live on and the job ends', async () => {
    const started = await callText(browser, webUrl(), 'POST', '/tones-of-voice/builder', {
      name: 'Blip voice',
      texts: SUPPORT_SAMPLES,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const jobId = String(started.body.jobId);
    for (let job = await readJob(jobId); job.state !== 'RUNNING'; job = await readJob(jobId)) {
      expect(job.state).toBe('QUEUED');
      await delay(50);
    }

    let bursting = true;
    const [cut, statuses] = await Promise.all([
      burst().finally(() => {
        bursting = false;
      }),
      load(jobId, () => !bursting),
    ]);
    expect(cut).toBeGreaterThan(BURST_MS / CUT_EVERY_MS);

    // The burst is over: both processes are alive, logged no crash, and serve again at once.
    expect(web.isRunning(), `web process: ${why(web)}`).toBe(true);
    expect(worker.isRunning(), `worker process: ${why(worker)}`).toBe(true);
    expect(fatalLines(web)).toEqual([]);
    expect(fatalLines(worker)).toEqual([]);
    // During the burst a request either got through or was told the database is away: never a 500.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await delay(200);
    expect((await fetch(`${webUrl()}/api/health`)).status).toBe(200);
    expect((await callText(browser, webUrl(), 'GET', '/tones-of-voice')).status).toBe(200);

    // The job was not lost: it finishes (perhaps on a retry) or ends as FAILURE, never stays unfinished.
    const deadline = Date.now() + 15_000;
    let job = await readJob(jobId);
    while (job.state !== 'SUCCESS' && job.state !== 'FAILURE' && Date.now() < deadline) {
      await delay(100);
      job = await readJob(jobId);
    }
    expect(['SUCCESS', 'FAILURE'], `${JSON.stringify(job)}\n${await diagnose(jobId)}`).toContain(job.state);
    expect(job.attempts).toBeGreaterThanOrEqual(1);
    if (job.state === 'FAILURE') expect(job.failureReason).toMatch(/Please try again later|start it again/);
  });
});
