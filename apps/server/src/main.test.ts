import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@wtt/contract';
import { isProcessAlive, makeTraversableTempDirectory } from './test/tempDirectory.ts';

const mainScript = path.join(import.meta.dirname, 'main.ts');
let folder: Awaited<ReturnType<typeof makeTraversableTempDirectory>>;

beforeAll(async () => {
  folder = await makeTraversableTempDirectory('wtt-main-');
});

afterAll(async () => {
  await folder.remove();
});

interface LogLine {
  msg: string;
  migrations?: string[];
}

interface StartedProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  lines: LogLine[];
  exited: Promise<number | null>;
}

/** Starts `wtt-server` as `npm start` does, without DATABASE_URL, and waits for its "running at" line. */
async function startProcess(): Promise<StartedProcess> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: folder.path,
    LOG_LEVEL: 'info',
  };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [mainScript], { env: environment });
  const lines: LogLine[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start line; log so far: ${JSON.stringify(lines)}`)),
      45_000,
    );
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      const match = /running at (http:\/\/\S+)/.exec(line.msg);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before it was ready`)));
  });
  return { child, url, lines, exited };
}

async function postgresPid(): Promise<number> {
  const pidFile = await readFile(path.join(folder.path, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
}

async function waitForWorkers(url: string, count: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  let seen = 0;
  while (Date.now() < deadline) {
    const health = healthSchema.parse(await (await fetch(`${url}/api/health`)).json());
    seen = health.jobs.workers?.length ?? 0;
    if (seen >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return seen;
}

describe('wtt-server process on embedded PostgreSQL', () => {
  it('serves health, stops cleanly on SIGTERM without leaving postgres, and keeps its data on restart', async () => {
    const first = await startProcess();
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(healthSchema.parse(await health.json()).database).toMatchObject({ status: 'up', embedded: true });
    expect(first.lines.find((line) => line.msg === 'database migrations applied')?.migrations).toContain(
      '0001_worker_heartbeat',
    );
    expect(await waitForWorkers(first.url, 1)).toBe(1);
    const firstPostgres = await postgresPid();
    expect(isProcessAlive(firstPostgres)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.lines.map((line) => line.msg)).toContain('stopped cleanly');
    expect(isProcessAlive(firstPostgres)).toBe(false);

    const second = await startProcess();
    try {
      expect(second.lines.some((line) => line.msg === 'database migrations applied')).toBe(false);
      // The first run's worker row survived the restart next to the new one.
      expect(await waitForWorkers(second.url, 2)).toBe(2);
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
  });
});

describe('wtt-server configuration', () => {
  it('refuses to start in outbox mode behind a proxy unless the operator accepts it (exit 2)', async () => {
    // Whatever the test runner's environment says about mail and roles, this server has no SMTP and no flag.
    const {
      SMTP_URL: _smtp,
      OUTBOX_ON_PUBLIC_HOST: _accepted,
      OUTBOX_ALLOW_REMOTE: _remote,
      WTT_ROLE: _role,
      ...inherited
    } = process.env;
    const environment: NodeJS.ProcessEnv = {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: folder.path,
      TRUST_PROXY: 'true',
    };
    const child = spawn(process.execPath, [mainScript], { env: environment });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close' comes after stderr has been read to its end.
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('OUTBOX_ON_PUBLIC_HOST');
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).toContain('TRUST_PROXY=true');
  });
});
