import { statSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { GlossaryTerm, Guide } from '@wtt/engine';
import type { PortableBlock, ProseInput } from '@wtt/engine/split-check';
import { CHECK_WORKERS } from './checkWorkers.ts';

// The worker threads of `wtt check` (see parallelCheck.ts) and their early start. main.ts imports this
// module first, so that for a check of a long file the workers start before this thread loads the engine
// (in the bundle: before the engine's modules run): they are ready about when this thread starts checking.
// The engine comes in by dynamic import, after this module's own code has run.

/** What the workers compile again: compiled rules are functions, they cannot be posted. */
export interface GuideSource {
  readonly guide: Guide;
  readonly glossaries: Readonly<Record<string, readonly GlossaryTerm[]>>;
}

/** The first message to a worker: the guide to compile. */
export interface SetupMessage {
  readonly source: GuideSource;
}

/** A text's parts, posted to every worker; `next` is the shared index of the next part to take. */
export interface PartsMessage {
  readonly text: number;
  readonly parts: readonly (readonly ProseInput[])[];
  readonly next: Int32Array;
}

/** A part checked by a worker. */
export interface PartMessage {
  readonly text: number;
  readonly part: number;
  readonly blocks: readonly PortableBlock[];
}

/** A worker has compiled the guide and waits for parts. */
export interface ReadyMessage {
  readonly ready: true;
}

/**
 * Texts shorter than this (UTF-16 units) are checked on the main thread alone: on a 2-core machine a
 * worker needs about 150 ms to load the engine and compile the guide, about what checking 8,000 words
 * takes the main thread.
 */
export const MIN_SPLIT_LENGTH = 50_000;

const WORKER_ROLE = 'wtt-check-worker';

/** Starts a check worker: this module, which serves checks when it runs in a worker. */
export function startCheckWorker(): Worker {
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
  // Never what keeps the process alive: every check waits for its own parts.
  worker.unref();
  return worker;
}

let early: Worker[] = [];

/** The workers started as the process started (each only once), for the first check that splits. */
export function takeEarlyWorkers(): Worker[] {
  const taken = early;
  early = [];
  return taken;
}

/**
 * How many check workers to start before anything else for this command line: for `check` with a file
 * of at least `MIN_SPLIT_LENGTH` bytes among its arguments (not the guide or glossaries), the number of
 * workers `check` may use; else none.
 */
export function earlyWorkerCount(args: readonly string[], workers: number): number {
  if (args[0] !== 'check' || workers === 0) return 0;
  const valueOf = new Set(['--guide', '-g', '--glossary', '--format', '-f', '--input-format']);
  for (let index = 1; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (valueOf.has(arg)) {
      index++;
      continue;
    }
    if (arg.startsWith('-')) continue;
    const size = statSync(arg, { throwIfNoEntry: false });
    if (size?.isFile() === true && size.size >= MIN_SPLIT_LENGTH) return workers;
  }
  return 0;
}

/** A worker: compiles the guide it is sent, then takes parts of each text posted until none is left. */
function serveChecks(port: NonNullable<typeof parentPort>): void {
  // Loading starts now, while the main thread reads the guide.
  // (The split-check entry only: a dynamic import keeps every export of what it imports in the bundle.)
  const engine = import('@wtt/engine/split-check');
  const queue: PartsMessage[] = [];
  let serve: ((message: PartsMessage) => void) | undefined;
  port.on('message', (message: SetupMessage | PartsMessage) => {
    if ('source' in message) {
      void engine.then(({ compileGuide, checkProse, toPortableBlocks }) => {
        const { guide, glossaries } = message.source;
        const compiled = compileGuide(guide, { glossaries });
        serve = ({ text, parts, next }) => {
          for (let part = Atomics.add(next, 0, 1); part < parts.length; part = Atomics.add(next, 0, 1)) {
            const blocks = toPortableBlocks(checkProse(parts[part] ?? [], compiled), compiled);
            const checked: PartMessage = { text, part, blocks };
            port.postMessage(checked);
          }
        };
        const ready: ReadyMessage = { ready: true };
        port.postMessage(ready);
        for (const waiting of queue.splice(0)) serve(waiting);
      });
    } else if (serve) {
      serve(message);
    } else {
      queue.push(message);
    }
  });
}

function isCheckWorker(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { role?: unknown }).role === WORKER_ROLE;
}

if (isMainThread) {
  early = Array.from({ length: earlyWorkerCount(process.argv.slice(2), CHECK_WORKERS) }, startCheckWorker);
} else if (parentPort && isCheckWorker(workerData)) {
  serveChecks(parentPort);
}
