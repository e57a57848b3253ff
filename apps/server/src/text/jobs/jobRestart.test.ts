import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueueName } from '../../jobs/jobKind.ts';
import type { RunningServer } from '../../server.ts';
import { GUIDE_BUILDER_JOB } from '../builder/builderJob.ts';
import {
  isFinished,
  pollJob,
  readJob,
  startBuilder,
  startJobTestServer,
  startServerOn,
  SUPPORT_SAMPLES,
} from '../test/jobTestKit.ts';
import { signUp, type TestServer, type TextClient } from '../test/textTestKit.ts';

// A web-only server takes the requests; job workers run in other servers on the same database, which
// the tests stop mid-job: gracefully (in this process) and with kill -9 (a real wtt-server process).

const STAGE_DELAY_MS = 1_000;
const mainScript = path.join(import.meta.dirname, '../../main.ts');

let web: TestServer;
let user: TextClient;

beforeAll(async () => {
  web = await startJobTestServer(STAGE_DELAY_MS, { WTT_ROLE: 'web' });
  // No worker runs yet to mail a verification code, and building needs none.
  user = await signUp(web, { verified: false });
});

afterAll(async () => {
  await web.close();
});

const startWorker = (): Promise<RunningServer> =>
  startServerOn(web.database.url, { WTT_ROLE: 'worker', JOB_STAGE_DELAY_MS: String(STAGE_DELAY_MS) });

const builderInput = { name: 'Learnt voice', texts: SUPPORT_SAMPLES };

/** `wtt-server --role=worker` as a real process on the test database, started once it says it runs. */
async function spawnWorkerProcess() {
  const child = spawn(process.execPath, [mainScript, '--role=worker'], {
    env: {
      ...process.env,
      DATABASE_URL: web.database.url,
      JOB_STAGE_DELAY_MS: String(STAGE_DELAY_MS),
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process did not start')), 45_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('worker is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error('the worker process exited before it was ready')));
  });
  return { child, exited };
}

describe('a job interrupted by a restart', () => {
  it('ends as FAILURE with a reason when its worker stops gracefully, and stays so after the restart', async () => {
    const first = await startWorker();
    const jobId = await startBuilder(user, web.url, builderInput);
    await pollJob(user, web.url, jobId, (job) => job.state === 'RUNNING');
    await first.stop();

    const stopped = await readJob(user, web.url, jobId);
    expect(stopped).toMatchObject({
      state: 'FAILURE',
      cancelled: false,
      failureReason: 'The server restarted while this job was running; please start it again.',
      attempts: 1,
      result: null,
    });

    const second = await startWorker();
    try {
      const again = await startBuilder(user, web.url, builderInput);
      expect((await pollJob(user, web.url, again, isFinished)).at(-1)?.state).toBe('SUCCESS');
      // pg-boss did not hand the stopped job out again: it is as it was.
      expect(await readJob(user, web.url, jobId)).toEqual(stopped);
    } finally {
      await second.stop();
    }
  });

  it('is ended by the next worker when its process was killed, never left RUNNING', async () => {
    const worker = await spawnWorkerProcess();
    const jobId = await startBuilder(user, web.url, builderInput);
    await pollJob(user, web.url, jobId, (job) => job.state === 'RUNNING');
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBe('SIGKILL');

    // Nobody is left to finish it: the record still says RUNNING until a worker starts.
    expect((await readJob(user, web.url, jobId)).state).toBe('RUNNING');

    const next = await startWorker();
    try {
      const seen = await pollJob(user, web.url, jobId, isFinished, { timeoutMs: 10_000 });
      expect(seen.at(-1)).toMatchObject({
        state: 'FAILURE',
        failureReason: 'The server restarted while this job was running; please start it again.',
        attempts: 1,
      });
      const [bossJob] = await next.jobs.boss.findJobs(jobQueueName(GUIDE_BUILDER_JOB), { id: jobId });
      expect(bossJob?.state).toBe('cancelled');

      const again = await startBuilder(user, web.url, builderInput);
      expect((await pollJob(user, web.url, again, isFinished)).at(-1)?.state).toBe('SUCCESS');
    } finally {
      await next.stop();
    }
  });
});
