import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test server, for one test file; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `wtt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
