import type { DatabaseClient } from '../../database/connection.ts';
import { NON_ESSENTIAL_KINDS } from './notices.ts';
import { findNotificationSettings } from './notificationSettingsStore.ts';
import { insertNotification, type NewNotification } from './notificationStore.ts';

/**
 * The one way the server gives a user a notification (make them with notices.ts). A non-essential one is
 * dropped when the user turned enableNonEssentialNotifications off. Pass the transaction of the change it
 * reports, so the two are written together or not at all. Answers whether it was written.
 */
export async function notify(
  db: DatabaseClient,
  ownerId: string,
  notification: NewNotification,
): Promise<boolean> {
  if (NON_ESSENTIAL_KINDS.has(notification.kind)) {
    const settings = await findNotificationSettings(db, ownerId);
    if (!settings.enable_non_essential_notifications) return false;
  }
  await insertNotification(db, ownerId, notification);
  return true;
}
