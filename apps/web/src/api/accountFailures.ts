// The account area's failures in the spec's own words (section 8, "Profile errors"). A 401 keeps the
// policy's "Session expired" and its login redirect; every other failure of a call is toasted as the text
// that names the call, and the thrown error keeps the server's explanation for the screen to show in place.
import type { RequestFailure } from './apiError.ts';
import type { ErrorDecision } from './errorPolicy.ts';
import { decideErrorHandling } from './errorPolicy.ts';

export const ACCOUNT_ERROR_TEXTS = {
  loadProfile: 'Failed to load profile',
  updateProfile: 'Failed to update profile',
  loadNotificationSettings: 'Failed to load notification settings',
  updateNotificationSettings: 'Failed to update notification settings',
  loadProfilePicture: 'Failed to load profile picture',
  updateProfilePicture: 'Failed to update profile picture',
  loadNotifications: 'Failed to load notifications',
  acknowledgeNotification: 'Failed to acknowledge notification',
  deleteNotification: 'Failed to delete notification',
} as const;

export type AccountErrorText = (typeof ACCOUNT_ERROR_TEXTS)[keyof typeof ACCOUNT_ERROR_TEXTS];

/**
 * A call's `decide` that reports its failures as `text`. No upgrade dialog: a refused account call is no
 * plan limit (a closed account is sent to /account-closed by the guards instead).
 */
export function reportFailureAs(text: AccountErrorText): (failure: RequestFailure) => ErrorDecision {
  return (failure) => {
    const policy = decideErrorHandling(failure);
    if (policy.action === 'redirectToLogin') return policy;
    return { message: text, severity: 'error', action: 'none' };
  };
}
