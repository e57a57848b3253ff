// A check thread: runs each request it is sent with the engine's check service (which keeps the guides
// it has compiled), one at a time, and posts the outcome with the answer serialized. The serialized
// answer's memory is transferred, not copied.
import { parentPort } from 'node:worker_threads';
import { createCheckService } from '@wtt/engine';
import { presentOutcome, type CheckThreadReply, type CheckThreadRequest } from './checkThreadMessages.ts';

const service = createCheckService();

parentPort?.on('message', ({ id, request }: CheckThreadRequest) => {
  let reply: CheckThreadReply;
  try {
    reply = { id, ...presentOutcome(service.run(request)) };
  } catch (error) {
    reply = { id, kind: 'failure', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply, 'json' in reply ? [reply.json.buffer] : []);
});
