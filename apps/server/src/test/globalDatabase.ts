import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../database/embeddedPostgres.ts';
import { makeTraversableTempDirectory } from './tempDirectory.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a maintenance database on the test PostgreSQL server; each test file makes its own database there. */
    adminDatabaseUrl: string;
  }
}

/**
 * Server tests use the PostgreSQL that DATABASE_URL names, or else start one embedded server for the
 * whole run. Either way each test file creates its own fresh database (see testDatabase.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) {
    project.provide('adminDatabaseUrl', configured);
    return async () => {};
  }
  const dataDir = await makeTraversableTempDirectory('wtt-test-postgres-');
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir.path, 'cluster'),
    log: () => {},
  });
  project.provide('adminDatabaseUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    await dataDir.remove();
  };
}
