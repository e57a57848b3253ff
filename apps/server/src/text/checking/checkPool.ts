import { Worker, type ResourceLimits } from 'node:worker_threads';
import { DEFAULT_CACHE_BOUNDS, type CheckRequest, type GuideSource } from '@wtt/engine';
import type { CheckThreadReply, CheckThreadRequest, PresentedOutcome } from './checkThreadMessages.ts';

/**
 * A check thread's heap (docs/decisions.md, "Memory"). The largest check (200,000 characters, analysis
 * with a guide) needs under 64 MB of old generation, and the compiled guides a thread keeps are bounded
 * at about 64 MB (DEFAULT_CACHE_BOUNDS); V8's default would let each thread's heap grow to gigabytes. The
 * young generation is not set here: `npm start`'s `--max-semi-space-size` is process-wide and overrides a
 * worker's `maxYoungGenerationSizeMb` (measured), so the threads get the main thread's 16 MB. A thread
 * that runs out dies alone: its request is refused with a message (CheckOutOfMemory), the server goes on.
 */
export const CHECK_THREAD_HEAP: ResourceLimits = { maxOldGenerationSizeMb: 192 };

/** A check needed more memory than a check thread has: the thread died, the server did not. */
export class CheckOutOfMemory extends Error {}

/** A check to run, with a way to read its guide's source should the thread chosen for it lack it. */
export interface PooledCheck {
  readonly request: Omit<CheckRequest, 'source'>;
  readonly loadSource?: () => Promise<GuideSource>;
}

interface Job extends PooledCheck {
  readonly id: number;
  readonly resolve: (outcome: PresentedOutcome) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Job | undefined;
  /** The guide versions this thread was sent the source of (it compiled them), by guide key. */
  readonly guides: Map<string, string>;
}

/**
 * Worker threads that run checks, one request each at a time, so a long check neither blocks the HTTP
 * server's event loop nor leaves the other cores idle. Threads start on first use; one that dies is
 * replaced, and the request it ran fails (the request answers 500) rather than hanging.
 *
 * A request goes to an idle thread that holds its guide's version when there is one; a thread that lacks
 * it gets the source with the request (read once per version by the caller's `loadSource`), so no
 * thread is asked twice and each compiles a version at most once. A compiled guide is a graph of
 * closures and term tries that cannot move between threads, so each thread compiles its own.
 */
export class CheckPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly heap: ResourceLimits;
  private nextId = 1;
  private closed = false;

  constructor(size: number, heap: ResourceLimits = CHECK_THREAD_HEAP) {
    this.size = size;
    this.heap = heap;
  }

  run(check: PooledCheck): Promise<PresentedOutcome> {
    if (this.closed) return Promise.reject(new Error('the check pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ ...check, id: this.nextId++, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; queued and running requests fail. */
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
    for (let job = this.queue[0]; job !== undefined; job = this.queue[0]) {
      const thread = this.threadFor(job);
      if (thread === undefined) return;
      this.queue.shift();
      thread.job = job;
      void this.send(thread, job, false);
    }
  }

  /** An idle thread holding the job's guide version, else any idle thread, else a new one if allowed. */
  private threadFor(job: Job): Thread | undefined {
    const idle = this.threads.filter((thread) => thread.job === undefined);
    const guide = job.request.guide;
    const holding = guide && idle.find((thread) => thread.guides.get(guide.key) === guide.version);
    return holding ?? idle[0] ?? this.startThread();
  }

  private async send(thread: Thread, job: Job, sourceNeeded: boolean): Promise<void> {
    const guide = job.request.guide;
    let request: CheckRequest = job.request;
    if (guide && job.loadSource && (sourceNeeded || thread.guides.get(guide.key) !== guide.version)) {
      try {
        request = { ...job.request, source: await job.loadSource() };
      } catch (error) {
        this.finish(thread, job);
        job.reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (thread.job !== job) return; // the thread died or the pool closed while the source was read
      remember(thread.guides, guide.key, guide.version);
    }
    const message: CheckThreadRequest = { id: job.id, request };
    thread.worker.postMessage(message);
  }

  private receive(thread: Thread, reply: CheckThreadReply): void {
    const job = thread.job;
    if (job?.id !== reply.id) return;
    if (reply.kind === 'guideMissing' && job.request.guide && job.loadSource) {
      // The thread dropped the version from its cache (it keeps the most recently used guides).
      thread.guides.delete(job.request.guide.key);
      void this.send(thread, job, true);
      return;
    }
    this.finish(thread, job);
    if (reply.kind === 'failure') {
      job.reject(new Error(`the check failed: ${reply.message}`));
      return;
    }
    const { id: _answered, ...outcome } = reply;
    job.resolve(outcome);
  }

  private finish(thread: Thread, job: Job): void {
    if (thread.job === job) thread.job = undefined;
    if (!this.closed) this.dispatch();
  }

  private startThread(): Thread | undefined {
    if (this.closed || this.threads.length >= this.size) return undefined;
    const worker = new Worker(new URL('./checkThread.ts', import.meta.url), {
      resourceLimits: this.heap,
    });
    const thread: Thread = { worker, job: undefined, guides: new Map() };
    worker.on('message', (reply: CheckThreadReply) => this.receive(thread, reply));
    const lost = (error: Error): void => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      const job = thread.job;
      thread.job = undefined;
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      lost(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new CheckOutOfMemory(
              `a check thread ran out of its ${this.heap.maxOldGenerationSizeMb ?? '?'} MB`,
            )
          : error,
      ),
    );
    worker.on('exit', (code) => lost(new Error(`a check thread exited (code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}

/** Records that a thread holds `key` at `version`, forgetting the oldest beyond what a thread keeps. */
function remember(guides: Map<string, string>, key: string, version: string): void {
  guides.delete(key);
  guides.set(key, version);
  if (guides.size <= DEFAULT_CACHE_BOUNDS.maxGuides) return;
  const oldest = guides.keys().next();
  if (oldest.done !== true) guides.delete(oldest.value);
}
