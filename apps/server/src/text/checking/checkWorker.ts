import { parentPort } from 'node:worker_threads';
import { Checker, type CheckTask } from './checkTask.ts';
import type { GuideSource } from './guideSource.ts';

/** A check worker thread: runs each task it is sent with its own compiled guides, one at a time. */
const checker = new Checker();

parentPort?.on('message', (message: { id: number; task: CheckTask; source?: GuideSource }) => {
  try {
    parentPort?.postMessage({ id: message.id, outcome: checker.run(message.task, message.source) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      failure: error instanceof Error ? error.message : String(error),
    });
  }
});
