// Starts the real server for the end-to-end tests on a fresh database: a new database on the server that
// DATABASE_URL names, or else an embedded PostgreSQL in a temporary folder. Removes both on SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { forgetServerDatabase, publishServerDatabase } from './serverDatabase.ts';
import { serverLogPath } from './serverLog.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-e2e-'));
// The embedded PostgreSQL runs under its own account when we are root: it must pass through this folder.
await chmod(dataDir, 0o755);

async function onAdminDatabase(adminUrl: string, statement: (client: pg.Client) => string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

const adminUrl = process.env.DATABASE_URL?.trim();
let databaseUrl: string | undefined;
const databaseName = `wtt_e2e_${randomBytes(6).toString('hex')}`;
if (adminUrl) {
  await onAdminDatabase(adminUrl, (client) => `CREATE DATABASE ${client.escapeIdentifier(databaseName)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const environment: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '18080',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'test',
  // Every browser of the suite comes from 127.0.0.1: the per-IP limit is for the open internet.
  AUTH_RATE_LIMIT_PER_IP: process.env.AUTH_RATE_LIMIT_PER_IP ?? '10000',
  // The upgrade dialog at a plan limit (create-dialog.spec.ts): 3 prompts are quick to reach; every
  // other test makes at most one prompt per user. The environment may set another value.
  PLAN_LIMIT_PREMIUM_PROMPTS: process.env.PLAN_LIMIT_PREMIUM_PROMPTS ?? '3',
  // The builder job takes milliseconds on these samples, so a browser polling every second (spec section
  // 9) would never see its progress move. JOB_STAGE_DELAY_MS (documented in README and docs/decisions.md,
  // 0 in production) pauses at each of its four stage boundaries, so builder.spec.ts can watch the bar
  // and cancel a run between stages.
  JOB_STAGE_DELAY_MS: process.env.JOB_STAGE_DELAY_MS ?? '6000',
};
if (databaseUrl) environment.DATABASE_URL = databaseUrl;
else delete environment.DATABASE_URL;
// The admin command line of the account tests acts on this same database.
await publishServerDatabase(environment.PORT ?? '', { databaseUrl, dataDir });

const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: environment,
  stdio: ['inherit', 'pipe', 'inherit'],
});
// The log goes to the terminal as before and to a file that the suite's teardown reads (serverLog.ts).
const log = createWriteStream(serverLogPath(environment.PORT ?? ''));
server.stdout.pipe(process.stdout);
server.stdout.pipe(log);

const cleanUp = async (): Promise<void> => {
  if (adminUrl) {
    await onAdminDatabase(
      adminUrl,
      (client) => `DROP DATABASE IF EXISTS ${client.escapeIdentifier(databaseName)} WITH (FORCE)`,
    );
  }
  await rm(dataDir, { recursive: true, force: true });
  await forgetServerDatabase(environment.PORT ?? '');
};

server.once('exit', (code) => {
  void cleanUp().finally(() => process.exit(code ?? 0));
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.kill('SIGTERM'));
}
