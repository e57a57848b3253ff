// What the app does about a failed identity call (spec section 8, "Identity error ids"; spec section 4;
// identity-protocol.md section 3), as a pure decision that the flow hook and the screens carry out.
import { ERROR_MESSAGES } from '../api/errorPolicy.ts';
import { loginRedirectPath } from '../auth/returnTo.ts';
import { mfaPath } from './authPaths.ts';
import { classifyBrowserTarget } from './browserTarget.ts';
import type { IdentityFailure } from './identityFailure.ts';
import { FLOW_EXPIRED_NOTICE } from './messages.ts';

export type FailureAction =
  /** HTTP 400 (or any answer carrying a flow): the returned flow replaces the stored one. */
  | { type: 'showFlow'; flow: unknown }
  /**
   * Start over on the same screen: with the flow the server named (410 `use_flow_id`) or a new one, without
   * the rejected return_to when `dropReturnTo`, and with `notice` shown above the form.
   */
  | { type: 'restart'; flowId: string | null; notice: string | null; dropReturnTo: boolean }
  | { type: 'navigate'; to: string }
  | { type: 'redirectBrowser'; url: string }
  /**
   * session_already_available: the server has a session the app did not know about. Load it and go to the
   * library (or the login's return_to), or to the two-factor screen when it still lacks its second factor.
   */
  | { type: 'alreadySignedIn' }
  /** session_refresh_required: re-authenticate in a dialog, then repeat what failed. */
  | { type: 'stepUp' }
  /** Nothing to follow: the screen shows `message` (the server's words, or null for its own fallback). */
  | { type: 'showError'; message: string | null };

export interface FailureContext {
  origin: string;
  /** The screen's own path and query, for return_to when the user must log in first. */
  currentPath: string;
  /** Where the user goes once signed in (an app path); the two-factor screen returns there. */
  returnTo: string | null;
  /** The way through password recovery: the two-factor screen gets password=true. */
  passwordRecovery?: boolean;
}

function followBrowserTarget(url: string, context: FailureContext): FailureAction {
  const target = classifyBrowserTarget(url, context.origin);
  switch (target.kind) {
    case 'secondFactor':
      return {
        type: 'navigate',
        to: mfaPath({
          returnTo: target.returnTo ?? context.returnTo,
          passwordRecovery: context.passwordRecovery === true,
        }),
      };
    case 'appPath':
      return { type: 'navigate', to: target.path };
    case 'external':
      return { type: 'redirectBrowser', url: target.url };
  }
}

export function decideFailureAction(failure: IdentityFailure, context: FailureContext): FailureAction {
  if (failure.kind === 'unreachable') {
    return { type: 'showError', message: ERROR_MESSAGES[failure.reason] };
  }
  if (failure.kind === 'flow') return { type: 'showFlow', flow: failure.flow };

  const { status, error } = failure;
  const restart = (
    notice: string | null,
    flowId: string | null = null,
    dropReturnTo = false,
  ): FailureAction => ({
    type: 'restart',
    flowId,
    notice,
    dropReturnTo,
  });
  switch (error.id) {
    case 'session_inactive':
    case 'session_not_found':
    case 'session_aal1_required':
      return { type: 'navigate', to: loginRedirectPath(context.currentPath) };
    case 'session_aal2_required':
      return {
        type: 'navigate',
        to: mfaPath({ returnTo: context.returnTo, passwordRecovery: context.passwordRecovery === true }),
      };
    case 'session_already_available':
      return { type: 'alreadySignedIn' };
    case 'session_refresh_required':
      return { type: 'stepUp' };
    case 'self_service_flow_return_to_forbidden':
      return restart(null, null, true);
    case 'self_service_flow_expired':
      return restart(FLOW_EXPIRED_NOTICE, error.useFlowId);
    case 'self_service_flow_replaced':
      return restart(null, error.useFlowId);
    case 'security_csrf_violation':
      return restart(error.reason ?? error.message);
    case 'browser_location_change_required':
      return error.redirectBrowserTo === null
        ? { type: 'showError', message: error.reason ?? error.message }
        : followBrowserTarget(error.redirectBrowserTo, context);
    default:
      break;
  }
  // A flow that is gone (404) or expired without naming a successor (a bare 410) is simply started again.
  if (status === 404) return restart(null);
  if (status === 410) return restart(FLOW_EXPIRED_NOTICE, error.useFlowId);
  return { type: 'showError', message: error.reason ?? error.message };
}
