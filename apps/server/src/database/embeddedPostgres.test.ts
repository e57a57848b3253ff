import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive, makeTraversableTempDirectory } from '../test/tempDirectory.ts';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

let folder: Awaited<ReturnType<typeof makeTraversableTempDirectory>>;
let dataDir: string;
const noLog = (): void => {};

beforeAll(async () => {
  folder = await makeTraversableTempDirectory('wtt-embedded-');
  dataDir = path.join(folder.path, 'cluster');
});

afterAll(async () => {
  await folder.remove();
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('initialises a cluster, keeps its data across a restart, and leaves no process behind', async () => {
    const first = await startEmbeddedPostgres({ dataDir, log: noLog });
    const url = await first.ensureDatabase('keeper');
    await query(url, 'CREATE TABLE kept (note text)');
    await query(url, "INSERT INTO kept VALUES ('still here')");
    await first.stop();
    expect(isProcessAlive(first.pid)).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir, log: noLog });
    try {
      expect(second.pid).not.toBe(first.pid);
      const rows = await query<{ note: string }>(
        await second.ensureDatabase('keeper'),
        'SELECT note FROM kept',
      );
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('refuses connections without the generated password', async () => {
    const running = await startEmbeddedPostgres({ dataDir, log: noLog });
    try {
      const wrong = new URL(running.adminUrl);
      wrong.password = 'guess';
      await expect(query(wrong.toString(), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await running.stop();
    }
  });

  it('stops a server that a killed predecessor left running on the same folder', async () => {
    const orphan = await startEmbeddedPostgres({ dataDir, log: noLog });
    const successor = await startEmbeddedPostgres({ dataDir, log: noLog });
    try {
      expect(isProcessAlive(orphan.pid)).toBe(false);
      expect(await query<{ one: number }>(successor.adminUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await successor.stop();
    }
  });
});
