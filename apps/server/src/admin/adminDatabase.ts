import path from 'node:path';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/environment.ts';
import { createDatabaseClient, type DatabaseClient } from '../database/connection.ts';
import {
  EMBEDDED_DATABASE_NAME,
  runningClusterUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../database/embeddedPostgres.ts';
import { migrateToLatest } from '../database/migrations.ts';

export interface AdminDatabase {
  db: DatabaseClient;
  /** Where it is, for the user: "DATABASE_URL", "the running server's", or "embedded, started for this command". */
  source: string;
  close(): Promise<void>;
}

/**
 * The server's database, as the server finds it (server.ts): DATABASE_URL; else the embedded cluster in
 * DATA_DIR, joined while a server runs on it (starting a second one would stop the first), started for
 * this command otherwise. The schema is brought up to date as the server would at its next start.
 */
export async function openAdminDatabase(config: ServerConfig, log: Logger): Promise<AdminDatabase> {
  let url = config.databaseUrl;
  let source = 'DATABASE_URL';
  let embedded: EmbeddedPostgres | undefined;
  if (url === undefined) {
    const clusterDir = path.join(config.dataDir, 'postgres');
    url = await runningClusterUrl(clusterDir, EMBEDDED_DATABASE_NAME);
    source = `the embedded PostgreSQL the server runs in ${config.dataDir}`;
    if (url === undefined) {
      embedded = await startEmbeddedPostgres({ dataDir: clusterDir, log: () => {} });
      url = await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME);
      source = `the embedded PostgreSQL in ${config.dataDir}, started for this command`;
    }
  }
  const db = createDatabaseClient(url, 2, log);
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  try {
    // A round trip first: its error names what is wrong (host, database, password) in PostgreSQL's words.
    await sql`SELECT 1`.execute(db);
    await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, source, close };
}
