import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/lostConnection.ts';
import { startDatabaseProxy, type DatabaseProxy } from '../test/databaseProxy.ts';
import { createTestDatabase } from '../test/testDatabase.ts';
import { startTestServerOn, type TestServer } from '../test/testServer.ts';
import { idOf, signUp, type TextClient } from '../text/test/textTestKit.ts';

// A request that loses its database connection, or cannot get one, is answered 503 in the error shape of
// its API (ours, or Kratos's for the identity service), with Retry-After; never 500, never a crash.

let proxy: DatabaseProxy;
let server: TestServer;
let user: TextClient;

beforeAll(async () => {
  const database = await createTestDatabase();
  proxy = await startDatabaseProxy(database.url);
  server = await startTestServerOn(database, proxy.url, {
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
  });
  user = await signUp(server);
});

afterAll(async () => {
  await server.close();
  await proxy.close();
});

/** Runs `during` while the database is away (the proxy refuses connections), then waits until it is back. */
async function withOutage<T>(during: () => Promise<T>): Promise<T> {
  proxy.outage(1_000);
  try {
    return await during();
  } finally {
    while (proxy.isDown()) await delay(50);
  }
}

describe('a request without its database', () => {
  it('is a 503 in our error shape when no connection can be made, and works again afterwards', async () => {
    const answer = await withOutage(() => user.call('GET', '/tones-of-voice'));
    expect(answer).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    });
    expect((await user.call('GET', '/tones-of-voice')).status).toBe(200);
  });

  it('sends Retry-After with the 503', async () => {
    const response = await withOutage(() => user.browser.fetch(`${server.url}/api/account/status`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('is a 503 in Kratos’s error shape on the identity routes', async () => {
    const response = await withOutage(() => user.browser.fetch(`${server.url}/api/auth/sessions/whoami`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      error: {
        code: 503,
        status: 'Service Unavailable',
        reason: DATABASE_UNAVAILABLE_MESSAGE,
        message: 'The service is temporarily unavailable, please try again later',
      },
    });
    expect((await user.browser.fetch(`${server.url}/api/auth/sessions/whoami`)).status).toBe(200);
  });

  it('is a 503 when its connection is terminated in the middle of a statement', async () => {
    const created = await user.call('POST', '/tones-of-voice', { name: 'Held guide', rules: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const guideId = idOf(created, 'tov');
    // Hold the guide's row, so the PATCH waits on it with its connection checked out; then end that
    // connection from outside, as an operator's pg_terminate_backend or a failover does.
    const holder = new pg.Client({ connectionString: server.database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM tone_of_voice WHERE id = $1 FOR UPDATE', [guideId]);
      const patched = user.call('PATCH', `/tones-of-voice/${guideId}`, { name: 'Renamed' });
      const waiting = await waitForBlockedBackend(holder);
      await holder.query('SELECT pg_terminate_backend($1)', [waiting]);
      expect(await patched).toEqual({
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const again = await user.call('PATCH', `/tones-of-voice/${guideId}`, { name: 'Renamed' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

/** The pid of the server's backend that waits for a lock on this database. */
async function waitForBlockedBackend(holder: pg.Client): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await holder.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name = 'wtt-server'`,
    );
    if (rows[0] !== undefined) return rows[0].pid;
    await delay(50);
  }
  throw new Error('no request waited for the row');
}
