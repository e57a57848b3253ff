// What comes after a successful submit (identity-protocol.md section 2, `continue_with`): the best action by
// the SDK's own order, show_settings_ui > show_recovery_ui > show_verification_ui > redirect_browser_to,
// mapped to the screens of this app.
import type { ContinueWith } from '@ory/client-fetch';
import { PATHS } from '../routes/paths.ts';
import { flowScreenPath } from './authPaths.ts';
import type { BrowserTarget } from './browserTarget.ts';
import { classifyBrowserTarget } from './browserTarget.ts';

export type ContinueStep =
  | { kind: 'settings'; flowId: string; path: string }
  | { kind: 'recovery'; flowId: string; path: string }
  | { kind: 'verification'; flowId: string; path: string; address: string | null }
  | { kind: 'redirect'; target: BrowserTarget };

const PRIORITY = ['show_settings_ui', 'show_recovery_ui', 'show_verification_ui', 'redirect_browser_to'];

function flowIdOf(item: ContinueWith): string | null {
  if (!('flow' in item)) return null;
  const flow = item.flow as { id?: unknown } | undefined;
  return typeof flow?.id === 'string' && flow.id !== '' ? flow.id : null;
}

function toStep(item: ContinueWith, origin: string): ContinueStep | null {
  const flowId = flowIdOf(item);
  switch (item.action) {
    case 'show_settings_ui':
      // The settings flow that follows a recovery is where the new password is chosen (spec section 4).
      return flowId === null
        ? null
        : { kind: 'settings', flowId, path: flowScreenPath(PATHS.resetPassword, flowId) };
    case 'show_recovery_ui':
      return flowId === null
        ? null
        : { kind: 'recovery', flowId, path: flowScreenPath(PATHS.recovery, flowId) };
    case 'show_verification_ui':
      return flowId === null
        ? null
        : {
            kind: 'verification',
            flowId,
            path: flowScreenPath(PATHS.verify, flowId),
            address: item.flow.verifiable_address === '' ? null : item.flow.verifiable_address,
          };
    case 'redirect_browser_to':
      return item.redirect_browser_to === ''
        ? null
        : { kind: 'redirect', target: classifyBrowserTarget(item.redirect_browser_to, origin) };
    default:
      return null;
  }
}

/** The step to take, or null when the answer asks for nothing this app understands. */
export function decideContinueWith(
  items: readonly ContinueWith[] | undefined,
  origin: string,
): ContinueStep | null {
  const ranked = [...(items ?? [])].sort((a, b) => rank(a.action) - rank(b.action));
  for (const item of ranked) {
    const step = toStep(item, origin);
    if (step !== null) return step;
  }
  return null;
}

function rank(action: string): number {
  const index = PRIORITY.indexOf(action);
  return index === -1 ? PRIORITY.length : index;
}
