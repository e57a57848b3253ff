import type { PgBoss } from 'pg-boss';

/** Asks pg-boss for a run of a scheduled job and waits until a worker of the test server has completed it. */
export async function runScheduledJobOnce(boss: PgBoss, queue: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let jobId: string | null = null;
  // The queue keeps at most one run waiting (stately): while the start-up run waits, a new one is refused.
  while (jobId === null) {
    jobId = await boss.send(queue, {});
    if (jobId === null) await new Promise((resolve) => setTimeout(resolve, 100));
    if (Date.now() > deadline) throw new Error(`the ${queue} queue never took a new run`);
  }
  for (;;) {
    const [job] = await boss.findJobs(queue, { id: jobId });
    if (job?.state === 'completed') return;
    if (job?.state === 'failed') throw new Error(`the ${queue} run failed: ${JSON.stringify(job.output)}`);
    if (Date.now() > deadline) throw new Error(`the ${queue} run is still ${job?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
