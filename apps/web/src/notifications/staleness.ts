// Notifications are refreshed when the popup opens if they are older than five minutes (spec sections 4
// and 9).

export const NOTIFICATIONS_STALE_AFTER_MS = 5 * 60_000;

/**
 * Whether a list loaded at `updatedAt` (milliseconds; 0 when never loaded) must be loaded again at `now`.
 * Exactly five minutes is not yet older than five minutes.
 */
export function notificationsNeedRefresh(updatedAt: number, now: number): boolean {
  return updatedAt === 0 || now - updatedAt > NOTIFICATIONS_STALE_AFTER_MS;
}
