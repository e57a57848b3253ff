import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseClient } from '../database/connection.ts';
import { createTestBrowser, sdkFor } from '../identity/test/browser.ts';
import { registerUser, uniqueEmail } from '../identity/test/identityTestKit.ts';
import { runScheduledJobOnce } from '../test/scheduledJobTestKit.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from './housekeepingJob.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A moment relative to the database's clock, which the job judges by. */
function ago(interval: string): RawBuilder<Date> {
  return sql<Date>`now() - ${interval}::interval`;
}

function fromNow(interval: string): RawBuilder<Date> {
  return sql<Date>`now() + ${interval}::interval`;
}

async function insertIdentity(db: DatabaseClient): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('identity')
    .values({ id, email: uniqueEmail('kept') })
    .execute();
  return id;
}

async function insertFlow(db: DatabaseClient, expiresAt: RawBuilder<Date>): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('identity_flow')
    .values({
      id,
      kind: 'recovery',
      csrf_token_hash: 'x',
      state: 'sent_email',
      request_url: 'http://localhost/',
      ui: JSON.stringify({ action: '', method: 'POST', nodes: [] }),
      expires_at: expiresAt,
    })
    .execute();
  return id;
}

async function insertCode(db: DatabaseClient, flowId: string, expiresAt: RawBuilder<Date>): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('identity_code')
    .values({ id, flow_id: flowId, address: 'a@example.com', code_hash: id, expires_at: expiresAt })
    .execute();
  return id;
}

async function insertSession(db: DatabaseClient, identityId: string, expiresAt: RawBuilder<Date>) {
  const id = randomUUID();
  await db
    .insertInto('identity_session')
    .values({
      id,
      token_hash: id,
      identity_id: identityId,
      aal: 'aal1',
      authentication_methods: '[]',
      authenticated_at: ago('3 days'),
      expires_at: expiresAt,
    })
    .execute();
  return id;
}

async function insertCounter(
  db: DatabaseClient,
  account: string,
  windowStartedAt: RawBuilder<Date>,
  lockedUntil: RawBuilder<Date> | null = null,
): Promise<string> {
  await db
    .insertInto('identity_login_failure')
    .values({ account, failures: 3, window_started_at: windowStartedAt, locked_until: lockedUntil })
    .execute();
  return account;
}

async function insertShareLookup(db: DatabaseClient, windowStartedAt: RawBuilder<Date>): Promise<string> {
  const key = `ip ${randomUUID()}`;
  await db
    .insertInto('share_code_lookup')
    .values({ key, attempts: 4, window_started_at: windowStartedAt })
    .execute();
  return key;
}

async function ids(db: DatabaseClient, table: 'identity_flow' | 'identity_code' | 'identity_session') {
  return (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
}

/** Asks pg-boss for a run and waits until a worker of this server has completed it. */
function runHousekeepingJob(): Promise<void> {
  return runScheduledJobOnce(server.jobs.boss, HOUSEKEEPING_QUEUE);
}

describe('the housekeeping job', () => {
  it('is scheduled every ten minutes when a worker starts, and runs once at start', async () => {
    const schedules = await server.jobs.boss.getSchedules(HOUSEKEEPING_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual([HOUSEKEEPING_CRON]);
    expect(HOUSEKEEPING_CRON).toBe('*/10 * * * *');
    const queue = await server.jobs.boss.getQueue(HOUSEKEEPING_QUEUE);
    expect(queue?.policy).toBe('stately');
    const { rows } = await sql<{ runs: number }>`
      SELECT count(*)::int AS runs FROM pgboss.job WHERE name = ${HOUSEKEEPING_QUEUE}`.execute(server.db);
    expect(rows[0]?.runs).toBeGreaterThanOrEqual(1);
  });

  it('deletes what ended more than its grace ago and keeps the rest, for every kind', async () => {
    const { db } = server;
    const identityId = await insertIdentity(db);

    // Flows stay a day after they expire; their codes go with them.
    const oldFlow = await insertFlow(db, ago('25 hours'));
    const codeOfOldFlow = await insertCode(db, oldFlow, fromNow('1 hour'));
    const recentlyExpiredFlow = await insertFlow(db, ago('23 hours'));
    const liveFlow = await insertFlow(db, fromNow('1 hour'));
    // Codes too, also in a flow that lives longer than they do.
    const oldCode = await insertCode(db, liveFlow, ago('25 hours'));
    const recentlyExpiredCode = await insertCode(db, liveFlow, ago('23 hours'));
    const liveCode = await insertCode(db, recentlyExpiredFlow, fromNow('10 minutes'));
    // Sessions a day after they expire.
    const oldSession = await insertSession(db, identityId, ago('25 hours'));
    const recentlyExpiredSession = await insertSession(db, identityId, ago('23 hours'));
    const liveSession = await insertSession(db, identityId, fromNow('14 days'));
    // Lockout and code-budget counters a day after their window started, unless they lock now.
    const oldCounter = await insertCounter(db, uniqueEmail('old'), ago('25 hours'));
    const oldBudget = await insertCounter(db, `code mail ${uniqueEmail('old')}`, ago('25 hours'));
    const endedLock = await insertCounter(db, uniqueEmail('ended'), ago('25 hours'), ago('24 hours'));
    const liveLock = await insertCounter(db, uniqueEmail('locked'), ago('25 hours'), fromNow('10 minutes'));
    const recentCounter = await insertCounter(db, uniqueEmail('recent'), ago('23 hours'));
    // Share-code lookups an hour after their minute started.
    const oldLookup = await insertShareLookup(db, ago('61 minutes'));
    const recentLookup = await insertShareLookup(db, ago('59 minutes'));

    await runHousekeepingJob();

    const flows = await ids(db, 'identity_flow');
    expect(flows).not.toContain(oldFlow);
    expect(flows).toEqual(expect.arrayContaining([recentlyExpiredFlow, liveFlow]));
    const codes = await ids(db, 'identity_code');
    expect(codes).not.toContain(codeOfOldFlow);
    expect(codes).not.toContain(oldCode);
    expect(codes).toEqual(expect.arrayContaining([recentlyExpiredCode, liveCode]));
    const sessions = await ids(db, 'identity_session');
    expect(sessions).not.toContain(oldSession);
    expect(sessions).toEqual(expect.arrayContaining([recentlyExpiredSession, liveSession]));
    const counters = (await db.selectFrom('identity_login_failure').select('account').execute()).map(
      (row) => row.account,
    );
    expect(counters).not.toContain(oldCounter);
    expect(counters).not.toContain(oldBudget);
    expect(counters).not.toContain(endedLock);
    expect(counters).toEqual(expect.arrayContaining([liveLock, recentCounter]));
    const lookups = (await db.selectFrom('share_code_lookup').select('key').execute()).map((row) => row.key);
    expect(lookups).not.toContain(oldLookup);
    expect(lookups).toContain(recentLookup);
    // The identity whose sessions went is untouched.
    expect(await db.selectFrom('identity').select('id').where('id', '=', identityId).execute()).toHaveLength(
      1,
    );
  });
});

describe('requests', () => {
  let web: TestServer;

  beforeAll(async () => {
    // A web process runs no jobs: whatever is deleted here, a request deleted.
    web = await startTestServer({ WTT_ROLE: 'web' });
  });

  afterAll(async () => {
    await web.close();
  });

  it('leave expired data to the job: starting a flow and looking up a share code delete nothing', async () => {
    const oldFlow = await insertFlow(web.db, ago('3 days'));
    const oldLookup = await insertShareLookup(web.db, ago('3 hours'));
    const browser = createTestBrowser();
    await registerUser(sdkFor(browser, web.url));
    const login = await fetch(`${web.url}/api/auth/self-service/login/browser`);
    expect(login.status).toBe(200);
    const lookup = await browser.fetch(`${web.url}/api/text/shared/tones-of-voice?code=0000-0000-0000`);
    expect(lookup.status).toBe(404);
    expect(await ids(web.db, 'identity_flow')).toContain(oldFlow);
    const lookups = (await web.db.selectFrom('share_code_lookup').select('key').execute()).map(
      (row) => row.key,
    );
    expect(lookups).toContain(oldLookup);
  });
});
