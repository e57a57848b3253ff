import type { FlowRecord } from '../flowStore.ts';
import type { Feedback } from '../uiNodes.ts';

/**
 * A refusal shown in the flow itself (field or form messages), thrown by a step that cannot go on. The
 * flow routes render it (flowRoutes.ts), so a step either returns its result or throws: none can answer
 * and then carry on, as awaiting a Fastify reply (a thenable that resolves to undefined) once allowed.
 */
export class FlowFeedback extends Error {
  readonly flow: FlowRecord;
  readonly feedback: Feedback;
  readonly status: number;

  constructor(flow: FlowRecord, feedback: Feedback, status = 400) {
    super('the flow answers with feedback');
    this.name = 'FlowFeedback';
    this.flow = flow;
    this.feedback = feedback;
    this.status = status;
  }
}
