import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@wtt/contract';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { HEARTBEAT_QUEUE } from './heartbeatJob.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function heartbeatRows() {
  return server.db.selectFrom('worker_heartbeat').selectAll().execute();
}

async function waitFor<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('heartbeat job on pg-boss', () => {
  it('is processed by this process’s worker, which records itself in the database', async () => {
    const rows = await waitFor(heartbeatRows, (found) => found.length === 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ worker_id: server.jobs.worker?.id, pid: process.pid, role: 'all' });
  });

  it('counts every further job it runs', async () => {
    const before = (await waitFor(heartbeatRows, (found) => found.length === 1))[0]?.beats ?? 0;
    const jobId = await server.jobs.boss.send(HEARTBEAT_QUEUE, {});
    expect(jobId).toBeTruthy();
    const after = await waitFor(heartbeatRows, (found) => (found[0]?.beats ?? 0) > before);
    // The per-minute schedule may add a beat of its own meanwhile: at least this job's beat.
    expect(after[0]?.beats ?? 0).toBeGreaterThanOrEqual(before + 1);
    const [job] = await server.jobs.boss.findJobs(HEARTBEAT_QUEUE, { id: jobId ?? '' });
    expect(job?.state).toBe('completed');
  });

  it('is scheduled every minute through pg-boss’s cron', async () => {
    const schedules = await server.jobs.boss.getSchedules(HEARTBEAT_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['* * * * *']);
  });

  it('makes the health check report live workers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const health = healthSchema.parse(await response.json());
    expect(health.jobs.status).toBe('up');
    expect(health.jobs.workers).toEqual([expect.objectContaining({ role: 'all' })]);
  });
});

describe('a web-only process', () => {
  it('sends jobs but runs no workers, so health says so', async () => {
    const webOnly = await startTestServer({ WTT_ROLE: 'web' });
    try {
      expect(webOnly.jobs.worker).toBeUndefined();
      const health = healthSchema.parse(await (await fetch(`${webOnly.url}/api/health`)).json());
      expect(health.jobs).toEqual({ status: 'no-workers', workers: [] });
    } finally {
      await webOnly.close();
    }
  });
});
