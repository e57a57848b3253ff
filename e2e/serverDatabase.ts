import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the test server's database is, for commands that must act on it (the admin command line): the
 * database URL when the suite runs on DATABASE_URL's server, else the data folder of its embedded
 * PostgreSQL. Kept by port, so parallel suites differ.
 */
export interface ServerDatabase {
  databaseUrl?: string;
  dataDir: string;
}

function databaseInfoPath(port: string): string {
  return path.join(tmpdir(), `wtt-e2e-database-${port}.json`);
}

export async function publishServerDatabase(port: string, database: ServerDatabase): Promise<void> {
  await writeFile(databaseInfoPath(port), JSON.stringify(database), { mode: 0o600 });
}

export async function forgetServerDatabase(port: string): Promise<void> {
  await rm(databaseInfoPath(port), { force: true });
}

export async function readServerDatabase(port: string): Promise<ServerDatabase> {
  return JSON.parse(await readFile(databaseInfoPath(port), 'utf8')) as ServerDatabase;
}
