// Time from `npm start` to a healthy server (GET /api/health answers 200), on the embedded PostgreSQL.
// "cold" runs start on an empty DATA_DIR (initdb + migrations); "warm" runs restart on existing data.
// The web app must be built already (run `npm run build` or one `npm start` first), so no build is timed.
// Usage: node bench/startup-time.ts [runs=5]
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webBuildIsStale } from '../scripts/webBuildState.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 5);
const port = 18_181;

if (await webBuildIsStale(root)) {
  console.error('Build the web app first (npm run build): this measures start-up, not the build.');
  process.exit(2);
}

async function timeOneStart(dataDir: string): Promise<number> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete environment.DATABASE_URL;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: environment,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) return performance.now() - started;
      if (performance.now() - started > 120_000) {
        throw new Error('the server did not become healthy in 120 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm exits before its child has finished: wait until the port is free again.
    while (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => true,
        () => false,
      )
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const cold: number[] = [];
const warm: number[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-bench-start-'));
  await chmod(dataDir, 0o755);
  try {
    cold.push(await timeOneStart(dataDir));
    warm.push(await timeOneStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const format = (values: number[]): string =>
  `median ${Math.round(median(values))} ms (min ${Math.round(Math.min(...values))}, max ${Math.round(Math.max(...values))}, n=${values.length})`;
console.log(`npm start -> healthy, cold (empty DATA_DIR): ${format(cold)}`);
console.log(`npm start -> healthy, warm (existing DATA_DIR): ${format(warm)}`);
