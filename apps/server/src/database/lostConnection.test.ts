import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors/httpError.ts';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase.ts';
import { isLostDatabaseConnection } from './lostConnection.ts';

// Real errors from a real PostgreSQL and real sockets, not hand-made look-alikes.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

/** The error `statement` fails with. */
async function failureOf(client: pg.Client, statement: string): Promise<unknown> {
  return client.query(statement).then(
    () => {
      throw new Error(`${statement} did not fail`);
    },
    (error: unknown) => error,
  );
}

/** Raises an error with SQLSTATE `code` on a healthy connection. */
const raise = (code: string): string =>
  `DO $$ BEGIN RAISE EXCEPTION 'test' USING ERRCODE = '${code}'; END $$`;

describe('isLostDatabaseConnection', () => {
  it('recognises a connection terminated under a running query, and everything that follows on it', async () => {
    const client = await connected();
    const socketErrors: unknown[] = [];
    client.on('error', (error) => socketErrors.push(error));
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    const admin = await connected();
    const sleeping = failureOf(client, 'SELECT pg_sleep(10)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    await admin.end();

    const terminated = await sleeping;
    expect(terminated).toMatchObject({ code: '57P01' });
    expect(isLostDatabaseConnection(terminated)).toBe(true);
    await ended;
    expect(socketErrors.length).toBeGreaterThan(0);
    expect(socketErrors.every(isLostDatabaseConnection)).toBe(true);
    const afterwards = await failureOf(client, 'SELECT 1');
    expect(isLostDatabaseConnection(afterwards)).toBe(true);
  });

  it('recognises a refused connection', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = new pg.Client({ host: '127.0.0.1', port: address.port, user: 'nobody' });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isLostDatabaseConnection(refused)).toBe(true);
  });

  it('recognises the SQLSTATEs of a server that ends or refuses connections', async () => {
    const client = await connected();
    try {
      for (const code of ['08006', '08003', '08000', '57P01', '57P02', '57P03', '53300']) {
        expect(isLostDatabaseConnection(await failureOf(client, raise(code))), code).toBe(true);
      }
    } finally {
      await client.end();
    }
  });

  it('does not take other errors for a lost connection', async () => {
    const client = await connected();
    try {
      expect(isLostDatabaseConnection(await failureOf(client, 'SELEC 1'))).toBe(false);
      expect(isLostDatabaseConnection(await failureOf(client, 'SELECT 1/0'))).toBe(false);
      for (const code of ['57014', '40001', '23505', '0A000', '57000']) {
        expect(isLostDatabaseConnection(await failureOf(client, raise(code))), code).toBe(false);
      }
    } finally {
      await client.end();
    }
    expect(isLostDatabaseConnection(new HttpError(503, 'Connection terminated'))).toBe(false);
    expect(isLostDatabaseConnection(new Error('the profiler derived an invalid guide'))).toBe(false);
    for (const value of [undefined, null, 'Connection terminated', 57, {}]) {
      expect(isLostDatabaseConnection(value)).toBe(false);
    }
  });

  it('looks through causes, as pg-pool wraps its connection timeout', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isLostDatabaseConnection(new Error('the job could not start', { cause: refused }))).toBe(true);
  });
});
