// Notifications: each is its owner's alone. Another user's is answered exactly like one that does not
// exist (404), whatever the action, so ids reveal nothing.
import { ALLOWED, refused, type Decision } from './decision.ts';

export type NotificationAction = 'read' | 'acknowledge' | 'delete';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'There is no notification with this id in your account.';

export function notificationPolicy(
  userId: string,
  notification: { readonly owner_id: string } | undefined,
  _action: NotificationAction,
): Decision {
  if (notification === undefined || notification.owner_id !== userId) {
    return refused(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  }
  return ALLOWED;
}
