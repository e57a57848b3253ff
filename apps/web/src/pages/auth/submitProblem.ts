// Turns the outcome of a failed submit into the box a screen shows, following spec section 8 ("Flow
// failures"): a returned flow explains itself through its own messages; only when it has none, or when
// the server sent no flow at all, does the screen show its fallback text.
import type { AnyFlow, FlowAdapter } from '../../identity/flowAdapters.ts';
import { allMessages, buildFormModel } from '../../identity/formModel.ts';
import type { IdentityFailure } from '../../identity/identityFailure.ts';
import type { ScreenFailure } from '../../identity/useSelfServiceFlow.ts';
import type { SubmitProblem } from './components/SubmitError.tsx';

export function submitProblem<F extends AnyFlow>(
  failure: IdentityFailure,
  left: ScreenFailure | null,
  fallback: string,
  adapter: FlowAdapter<F>,
): SubmitProblem | null {
  if (left?.kind === 'error') return { title: fallback, detail: left.message };
  if (failure.kind === 'flow') {
    const model = buildFormModel(adapter.parse(failure.flow).ui);
    return allMessages(model).length === 0 ? { title: fallback, detail: null } : null;
  }
  return null;
}
