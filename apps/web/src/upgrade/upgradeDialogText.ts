// What the 'Upgrade required' dialog says (spec sections 2 and 6). Before a create the plan-limit check
// gives the spec's own text ('You have reached the limit for …'); after a 403 the HTTP client gives the
// server's explanation (our server names the limit and says to upgrade), or the spec's 403 text when the
// server gave none. Either is shown as it came; only an empty reason falls back to a general sentence.
import { PATHS } from '../routes/paths.ts';

export const UPGRADE_DIALOG_TITLE = 'Upgrade required';

/** Where 'Upgrade Plan' leads: the settings with the subscription section open (spec section 2). */
export const UPGRADE_PLAN_PATH = `${PATHS.profileSettings}?openSubscription=true`;

export const UPGRADE_FALLBACK_TEXT =
  'Your subscription plan does not include this. Upgrade your subscription plan to use it.';

export function upgradeDialogText(reason: string | null): string {
  const text = reason?.trim() ?? '';
  return text === '' ? UPGRADE_FALLBACK_TEXT : text;
}
