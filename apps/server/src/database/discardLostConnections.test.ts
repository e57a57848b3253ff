import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase.ts';
import { discardLostConnections } from './discardLostConnections.ts';

let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<object>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  db = new Kysely<object>({ dialect: new PostgresDialect({ pool: discardLostConnections(pool) }) });
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const backendPid = async (): Promise<number> =>
  (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid ?? 0;

/** Fails the statement with SQLSTATE `code` (the connection itself stays healthy). */
const failWith = (code: string) =>
  sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'test' USING ERRCODE = '${code}'; END $$`).execute(db);

describe('discardLostConnections', () => {
  it('ends a connection whose query met a lost connection instead of handing it out again', async () => {
    const before = await backendPid();
    // 57P01 is what a terminated backend answers; here the backend lives on, so only the pool's decision
    // is seen: without it the same connection would serve the next query.
    await expect(failWith('57P01')).rejects.toMatchObject({ code: '57P01' });
    expect(pool.totalCount).toBe(0);
    expect(await backendPid()).not.toBe(before);
  });

  it('keeps a connection after any other error', async () => {
    const before = await backendPid();
    await expect(failWith('22012')).rejects.toMatchObject({ code: '22012' });
    expect(pool.totalCount).toBe(1);
    expect(await backendPid()).toBe(before);
  });

  it('ends the connection of a transaction that met a lost connection', async () => {
    const before = await backendPid();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'test' USING ERRCODE = '08006'; END $$`).execute(trx);
      }),
    ).rejects.toMatchObject({ code: '08006' });
    expect(await backendPid()).not.toBe(before);
  });
});
