import { Worker } from 'node:worker_threads';
import type { CheckOutcome, CheckTask } from './checkTask.ts';
import type { GuideSource } from './guideSource.ts';

interface Job {
  readonly id: number;
  readonly task: CheckTask;
  readonly source: GuideSource | undefined;
  readonly resolve: (outcome: CheckOutcome) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Job | undefined;
}

type WorkerReply = { id: number; outcome: CheckOutcome } | { id: number; failure: string };

/**
 * Worker threads that run checks, one task each at a time, so a long check neither blocks the HTTP
 * server's event loop nor leaves the other cores idle. Threads start on first use; one that dies is
 * replaced, and the task it ran fails (the request answers 500) rather than hanging.
 */
export class CheckPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private nextId = 1;
  private closed = false;

  constructor(size: number) {
    this.size = size;
  }

  run(task: CheckTask, source?: GuideSource): Promise<CheckOutcome> {
    if (this.closed) return Promise.reject(new Error('the check pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, source, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; queued and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = new Error('the server is stopping');
    for (const job of this.queue.splice(0)) job.reject(stopping);
    const threads = this.threads.splice(0);
    for (const thread of threads) thread.job?.reject(stopping);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  /** How many threads are running (they start on demand). */
  get threadCount(): number {
    return this.threads.length;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((candidate) => candidate.job === undefined) ?? this.startThread();
      if (!thread) return;
      const job = this.queue.shift();
      if (!job) return;
      thread.job = job;
      thread.worker.postMessage({ id: job.id, task: job.task, source: job.source });
    }
  }

  private startThread(): Thread | undefined {
    if (this.threads.length >= this.size) return undefined;
    const worker = new Worker(new URL('./checkWorker.ts', import.meta.url));
    const thread: Thread = { worker, job: undefined };
    worker.on('message', (reply: WorkerReply) => {
      const job = thread.job;
      if (job?.id !== reply.id) return;
      thread.job = undefined;
      if ('outcome' in reply) job.resolve(reply.outcome);
      else job.reject(new Error(`the check failed: ${reply.failure}`));
      this.dispatch();
    });
    const lost = (error: Error): void => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`a check thread exited (code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
