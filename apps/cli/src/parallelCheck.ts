import type { Worker } from 'node:worker_threads';
import { parseDocument, type CheckResult, type CompiledGuide, type TextFormat } from '@wtt/engine';
import {
  checkProse,
  fromPortableBlocks,
  resultOfCheckedProse,
  type CheckedBlock,
  type PortableBlock,
  type ProseInput,
} from '@wtt/engine/split-check';
import {
  MIN_SPLIT_LENGTH,
  startCheckWorker,
  takeEarlyWorkers,
  type GuideSource,
  type PartMessage,
  type PartsMessage,
  type ReadyMessage,
  type SetupMessage,
} from './checkWorker.ts';

// A long text's blocks are checked on this thread and on worker threads at once (issue 16: a cold
// `wtt check` of 100,000 words spent most of its time there). Parts are handed out through a shared
// counter, so whichever thread is free takes the next one; the document rules, placing findings and the
// score run here on all blocks, in order, as `checkText` does: the output is the same.

export type { GuideSource } from './checkWorker.ts';

export interface SplitOptions {
  /** Worker threads beside this one (0: check here alone). */
  readonly workers: number;
  /** Shorter texts (UTF-16 units) are checked here alone: a worker costs a start of the engine. */
  readonly minLength: number;
  /** About how much prose one part holds. */
  readonly partLength: number;
}

export const DEFAULT_SPLIT: Omit<SplitOptions, 'workers'> = {
  minLength: MIN_SPLIT_LENGTH,
  partLength: 16_000,
};

/** Checks texts against one guide, splitting long ones across worker threads started on first need. */
export class SplitChecker {
  readonly #compiled: CompiledGuide;
  readonly #source: GuideSource;
  readonly #options: SplitOptions;
  #workers: Worker[] | undefined;
  #texts = 0;
  /** Parts that workers posted, by text and part, until the text's check collects them. */
  readonly #arrived = new Map<number, Map<number, readonly PortableBlock[]>>();
  /** Whoever waits for the next message or failure of a worker. */
  #waiting: (() => void)[] = [];
  #failed = false;
  #readyWorkers = 0;
  #partsFromWorkers = 0;

  constructor(compiled: CompiledGuide, source: GuideSource, options: SplitOptions) {
    this.#compiled = compiled;
    this.#source = source;
    this.#options = options;
  }

  /**
   * Starts the workers now when `length` (the longest text to come) is worth splitting, so that they
   * load while this thread still prepares.
   */
  prepare(length: number): void {
    if (this.#options.workers > 0 && length >= this.#options.minLength) this.#startWorkers();
  }

  /** Whether workers were started. */
  get started(): boolean {
    return this.#workers !== undefined && this.#workers.length > 0;
  }

  /** How many parts workers have checked so far. */
  get partsFromWorkers(): number {
    return this.#partsFromWorkers;
  }

  /** Resolves once every worker waits for parts (starting them if need be); rejects if one failed. */
  async ready(): Promise<void> {
    const workers = this.#startWorkers().length;
    while (this.#readyWorkers < workers) {
      if (this.#workersFailed()) throw new Error('A check worker stopped before it was ready');
      await this.#nextEvent();
    }
  }

  /** The result `checkText(text, compiled, { format })` gives. */
  async check(text: string, format: TextFormat): Promise<CheckResult> {
    const document = parseDocument(text, format);
    const compiled = this.#compiled;
    if (this.#options.workers === 0 || text.length < this.#options.minLength || this.#failed) {
      return resultOfCheckedProse(text, format, document, compiled, checkProse(document.blocks, compiled));
    }
    const workers = this.#startWorkers();
    const parts = partsOf(document.blocks, this.#options.partLength);
    const next = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const id = this.#texts++;
    const arrived = new Map<number, readonly PortableBlock[]>();
    this.#arrived.set(id, arrived);
    const message: PartsMessage = { text: id, parts, next };
    for (const worker of workers) worker.postMessage(message);
    const checked: (readonly CheckedBlock[] | undefined)[] = parts.map(() => undefined);
    for (let part = Atomics.add(next, 0, 1); part < parts.length; part = Atomics.add(next, 0, 1)) {
      checked[part] = checkProse(parts[part] ?? [], compiled);
    }
    // Every part is taken: wait for those the workers took (none if they were not ready yet).
    const missing = () => checked.filter((blocks, part) => !blocks && !arrived.has(part)).length;
    while (missing() > 0 && !this.#workersFailed()) {
      await this.#nextEvent();
    }
    this.#arrived.delete(id);
    const prose = checked.flatMap((blocks, part) => {
      if (blocks) return blocks;
      const posted = arrived.get(part);
      // A worker that failed leaves its parts to this thread.
      return posted ? fromPortableBlocks(posted, compiled) : checkProse(parts[part] ?? [], compiled);
    });
    return resultOfCheckedProse(text, format, document, compiled, prose);
  }

  /** Lets the workers go (they hold no work once every check has returned). */
  close(): void {
    for (const worker of [...(this.#workers ?? []), ...takeEarlyWorkers()]) void worker.terminate();
    this.#workers = [];
  }

  #startWorkers(): Worker[] {
    if (this.#workers) return this.#workers;
    const early = takeEarlyWorkers();
    const workers = early.slice(0, this.#options.workers);
    for (const unused of early.slice(this.#options.workers)) void unused.terminate();
    while (workers.length < this.#options.workers) workers.push(startCheckWorker());
    const setup: SetupMessage = { source: this.#source };
    for (const worker of workers) {
      worker.on('message', (message: PartMessage | ReadyMessage) => {
        if ('ready' in message) {
          this.#readyWorkers++;
        } else {
          this.#partsFromWorkers++;
          this.#arrived.get(message.text)?.set(message.part, message.blocks);
        }
        this.#wake();
      });
      const fail = (): void => {
        this.#failed = true;
        this.#wake();
      };
      worker.on('error', fail);
      worker.on('exit', fail);
      worker.postMessage(setup);
    }
    this.#workers = workers;
    return workers;
  }

  /** Whether a worker stopped (an error, or closed): its parts are left to this thread. */
  #workersFailed(): boolean {
    return this.#failed;
  }

  #nextEvent(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #wake(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/** Consecutive blocks in parts of about `length` characters (a long block is a part alone). */
export function partsOf(blocks: readonly ProseInput[], length: number): ProseInput[][] {
  const parts: ProseInput[][] = [];
  let part: ProseInput[] = [];
  let size = 0;
  for (const block of blocks) {
    // Only what the rules read crosses to a worker (not the block's map back to the source).
    part.push({
      text: block.text,
      kind: block.kind,
      level: block.level,
      ...(block.heading === undefined ? {} : { heading: block.heading }),
    });
    size += block.text.length;
    if (size >= length) {
      parts.push(part);
      part = [];
      size = 0;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
