import type { NotificationSettings } from '@wtt/contract';
import type { StoredNotificationSettings } from '../notifications/notificationSettingsStore.ts';

export function presentNotificationSettings(row: StoredNotificationSettings): NotificationSettings {
  return {
    enableNewsletter: row.enable_newsletter,
    enableNonEssentialEmails: row.enable_non_essential_emails,
    enableNonEssentialNotifications: row.enable_non_essential_notifications,
  };
}
