import type { Selectable } from 'kysely';
import type { NotificationSettingsUpdate } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { NotificationSettingsTable } from '../../database/schema.ts';

const COLUMNS = [
  'enable_newsletter',
  'enable_non_essential_emails',
  'enable_non_essential_notifications',
] as const;

export type StoredNotificationSettings = Pick<
  Selectable<NotificationSettingsTable>,
  (typeof COLUMNS)[number]
>;

/** No row yet: every setting is on (spec section 9). */
const DEFAULTS: StoredNotificationSettings = {
  enable_newsletter: true,
  enable_non_essential_emails: true,
  enable_non_essential_notifications: true,
};

export async function findNotificationSettings(
  db: DatabaseClient,
  identityId: string,
): Promise<StoredNotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .select(COLUMNS)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return row ?? DEFAULTS;
}

/** Writes the settings the update names; the others keep their value (or their default). */
export async function updateNotificationSettings(
  db: DatabaseClient,
  identityId: string,
  update: NotificationSettingsUpdate,
): Promise<StoredNotificationSettings> {
  const changes = {
    ...(update.enableNewsletter === undefined ? {} : { enable_newsletter: update.enableNewsletter }),
    ...(update.enableNonEssentialEmails === undefined
      ? {}
      : { enable_non_essential_emails: update.enableNonEssentialEmails }),
    ...(update.enableNonEssentialNotifications === undefined
      ? {}
      : { enable_non_essential_notifications: update.enableNonEssentialNotifications }),
  };
  return db
    .insertInto('notification_settings')
    .values({ identity_id: identityId, ...changes })
    .onConflict((conflict) =>
      conflict.column('identity_id').doUpdateSet({ ...changes, updated_at: new Date() }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
