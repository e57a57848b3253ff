import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config/environment.ts';
import { startServer, type RunningServer } from '../server.ts';
import { recordServerLog, type LogEntry } from './serverLogRecorder.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export interface TestServer extends RunningServer {
  url: string;
  database: TestDatabase;
  config: ServerConfig;
  /** The server's warnings and errors so far. */
  readonly logEntries: readonly LogEntry[];
  /**
   * Stops the server and drops its database. Fails when a handler went on after it had answered ("Reply
   * was already sent"): such a handler acts on a request it already refused.
   */
  close(): Promise<void>;
}

/** A real server on a free port, with its own fresh database, configured as `npm start` would be. */
export async function startTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  return startTestServerOn(database, database.url, environment);
}

/**
 * A real server on `database`, reached at `databaseUrl` (the database's own URL, or a proxy's in front
 * of it); close() drops the database too.
 */
export async function startTestServerOn(
  database: TestDatabase,
  databaseUrl: string,
  environment: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wtt-test-data-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...environment,
    },
    process.cwd(),
  );
  const log = recordServerLog();
  const server = await startServer(config, log.logger);
  if (server.url === undefined) throw new Error('the test server has no HTTP address');
  return {
    ...server,
    url: server.url,
    database,
    config,
    logEntries: log.entries,
    close: async () => {
      await server.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      const twice = log.repliesSentTwice();
      if (twice.length > 0) {
        throw new Error(
          `the server answered ${twice.length} request(s) twice ("Reply was already sent"): ` +
            JSON.stringify(twice.slice(0, 3)),
        );
      }
    },
  };
}
