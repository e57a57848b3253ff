import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createDatabaseClient } from '../database/connection.ts';
import { EMBEDDED_DATABASE_NAME, startEmbeddedPostgres } from '../database/embeddedPostgres.ts';
import { migrateToLatest } from '../database/migrations.ts';
import { isProcessAlive, makeTraversableTempDirectory } from '../test/tempDirectory.ts';
import { runAdmin } from './adminTestKit.ts';

let dataDir: Awaited<ReturnType<typeof makeTraversableTempDirectory>>;

beforeAll(async () => {
  dataDir = await makeTraversableTempDirectory('wtt-admin-data-');
});

afterAll(async () => {
  await dataDir.remove();
});

const clusterDir = () => path.join(dataDir.path, 'postgres');
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Embedded PostgreSQL starts take seconds on a busy machine, twice here. */
describe('wtt admin without DATABASE_URL', { timeout: 120_000 }, () => {
  it('joins the embedded PostgreSQL a server runs in DATA_DIR, and leaves it running', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir: clusterDir(), log: () => {} });
    try {
      const db = createDatabaseClient(
        await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME),
        1,
        pino({ level: 'silent' }),
      );
      try {
        await migrateToLatest(db);
        const id = randomUUID();
        await db.insertInto('identity').values({ id, email: 'embedded@example.com' }).execute();
        await db.insertInto('account').values({ identity_id: id, trial_period_end_date: null }).execute();
      } finally {
        await db.destroy();
      }
      const listed = await runAdmin(['list'], { DATA_DIR: dataDir.path });
      expect(listed.stderr).toBe('');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^embedded@example\.com +NONE +- +no +0 +0 +0$/m);
      expect(isProcessAlive(embedded.pid)).toBe(true);
    } finally {
      await embedded.stop();
    }
  });

  // The account the test above wrote is still in the cluster's data.
  it('starts the embedded PostgreSQL of DATA_DIR when no server runs, and stops it afterwards', async () => {
    expect(await exists(path.join(clusterDir(), 'postmaster.pid'))).toBe(false);
    const closed = await runAdmin(['close', 'embedded@example.com'], { DATA_DIR: dataDir.path });
    expect(closed).toMatchObject({ code: 0, stdout: 'embedded@example.com: account closed now.\n' });
    expect(await exists(path.join(clusterDir(), 'postmaster.pid'))).toBe(false);
    const listed = await runAdmin(['list', '--json'], { DATA_DIR: dataDir.path });
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ email: 'embedded@example.com', closed: true }),
    ]);
  });
});
