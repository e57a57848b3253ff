// Getting a flow to show: fetch the one named in the address or start a new one, following what the server
// says on the way (a 410 names the successor, a CSRF failure or a forbidden return_to means starting over).
import type { AnyFlow, CreateFlowOptions, FlowAdapter } from './flowAdapters.ts';
import type { FailureContext } from './failureAction.ts';
import { decideFailureAction } from './failureAction.ts';
import type { IdentityFailure } from './identityFailure.ts';
import { readIdentityFailure } from './identityFailure.ts';

export type FlowLoadResult<F extends AnyFlow> =
  | { kind: 'ready'; flow: F; notice: string | null }
  | { kind: 'navigate'; to: string }
  | { kind: 'redirectBrowser'; url: string }
  | { kind: 'alreadySignedIn' }
  | { kind: 'failed'; failure: IdentityFailure | null; detail: string | null };

export interface FlowStart {
  /** The flow to fetch, or null to start a new one. */
  flowId: string | null;
  /** A notice to show with whatever flow results (for example after an expired flow). */
  notice: string | null;
  create: CreateFlowOptions;
}

// A new flow that fails again in the same way would otherwise be requested forever.
const MAX_ATTEMPTS = 3;

export async function resolveFlow<F extends AnyFlow>(
  adapter: FlowAdapter<F>,
  start: FlowStart,
  context: FailureContext,
): Promise<FlowLoadResult<F>> {
  let { flowId, notice, create } = start;
  let lastFailure: IdentityFailure | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      const flow = flowId === null ? await adapter.create(create) : await adapter.get(flowId);
      return { kind: 'ready', flow, notice };
    } catch (error) {
      lastFailure = await readIdentityFailure(error);
    }
    const action = decideFailureAction(lastFailure, context);
    switch (action.type) {
      case 'restart':
        flowId = action.flowId;
        notice = action.notice ?? notice;
        if (action.dropReturnTo) create = { ...create, returnTo: undefined };
        continue;
      case 'showFlow':
        return { kind: 'ready', flow: adapter.parse(action.flow), notice };
      case 'navigate':
        return { kind: 'navigate', to: action.to };
      case 'redirectBrowser':
        return { kind: 'redirectBrowser', url: action.url };
      case 'alreadySignedIn':
        return { kind: 'alreadySignedIn' };
      case 'stepUp':
        return { kind: 'failed', failure: lastFailure, detail: null };
      case 'showError':
        return { kind: 'failed', failure: lastFailure, detail: action.message };
    }
  }
  return { kind: 'failed', failure: lastFailure, detail: null };
}
