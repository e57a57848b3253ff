// Where a successful recovery code leads (identity-protocol.md section 5): the settings flow in which the new
// password is chosen, announced either as continue_with show_settings_ui (200) or, Kratos's default, as a
// 422 browser_location_change_required towards the settings screen with `?flow=`.
import type { RecoveryFlow } from '@ory/client-fetch';
import { PATHS } from '../routes/paths.ts';
import { flowScreenPath, sameOriginPath } from './authPaths.ts';
import { decideContinueWith } from './continueWith.ts';
import type { IdentityFailure } from './identityFailure.ts';

/** The reset-password screen for the settings flow a recovery answer names, or null. */
export function resetPasswordTarget(answer: RecoveryFlow, origin: string): string | null {
  const step = decideContinueWith(answer.continue_with, origin);
  return step?.kind === 'settings' ? step.path : null;
}

/** The same for a 422: whatever settings screen the server names, its flow continues on ours. */
export function resetPasswordTargetOfFailure(failure: IdentityFailure, origin: string): string | null {
  if (failure.kind !== 'error' || failure.error.id !== 'browser_location_change_required') return null;
  const url = failure.error.redirectBrowserTo;
  const path = url === null ? null : sameOriginPath(url, origin);
  if (path === null) return null;
  const flowId = new URL(path, origin).searchParams.get('flow');
  return flowId === null || flowId === '' ? null : flowScreenPath(PATHS.resetPassword, flowId);
}
