import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase.ts';
import { watchPoolConnections } from './connectionWatch.ts';

// Without a listener, the 'error' event of a checked-out client whose connection breaks ends the process;
// here that process is the test runner, which would report it as an unhandled error.

let database: TestDatabase;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await database.drop();
});

describe('watchPoolConnections', () => {
  it('catches the error of a checked-out connection that is cut, and warns once', async () => {
    type Line = { level: number; msg: string; connection?: string };
    const lines: Line[] = [];
    const log = createLogger(
      { logLevel: 'debug' },
      { write: (line: string) => lines.push(JSON.parse(line) as Line) },
    );
    const pool = new pg.Pool({
      connectionString: database.url,
      onConnect: watchPoolConnections(log, 'test-pool'),
    });
    pool.on('error', () => undefined);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    await ended;

    const lost = lines.filter((line) => line.msg === 'database connection lost');
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ level: 40, connection: 'test-pool' });
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
    client.release(true);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
