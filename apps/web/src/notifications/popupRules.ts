// What the notifications popup shows (spec sections 2 and 9): the latest three, and an unread badge capped
// at '9+'.
import type { AccountNotification } from '@wtt/contract';

export const LATEST_NOTIFICATIONS_SHOWN = 3;
export const UNREAD_BADGE_CAP = 9;

/** Newest first, whatever order the list came in; at most `LATEST_NOTIFICATIONS_SHOWN`. */
export function latestNotifications(
  notifications: readonly AccountNotification[],
  count: number = LATEST_NOTIFICATIONS_SHOWN,
): AccountNotification[] {
  return newestFirst(notifications).slice(0, count);
}

export function newestFirst(notifications: readonly AccountNotification[]): AccountNotification[] {
  return [...notifications].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

export function unreadCount(notifications: readonly AccountNotification[]): number {
  return notifications.filter((notification) => !notification.acknowledged).length;
}

/** The badge's text: none without unread notifications, the count up to 9, then '9+'. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
