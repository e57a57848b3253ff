import type { Selectable } from 'kysely';
import { NOTIFICATION_LIST_LIMIT, type NotificationKind } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { NotificationTable } from '../../database/schema.ts';

const COLUMNS = ['id', 'owner_id', 'kind', 'text', 'link', 'acknowledged', 'created_at'] as const;

export type StoredNotification = Pick<Selectable<NotificationTable>, (typeof COLUMNS)[number]>;

export interface NewNotification {
  kind: NotificationKind;
  text: string;
  link: string | null;
}

export function insertNotification(
  db: DatabaseClient,
  ownerId: string,
  notification: NewNotification,
): Promise<StoredNotification> {
  return db
    .insertInto('notification')
    .values({ owner_id: ownerId, ...notification })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The owner's newest notifications, newest first (ties by id, so the order is stable). */
export function listNotifications(db: DatabaseClient, ownerId: string): Promise<StoredNotification[]> {
  return db
    .selectFrom('notification')
    .select(COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
}

/** Any user's notification by id: the policy decides whether the caller may see it. */
export function findNotification(db: DatabaseClient, id: string): Promise<StoredNotification | undefined> {
  return db.selectFrom('notification').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Acknowledges one of the owner's notifications; answers how many changed (0 when it already was). */
export async function acknowledgeNotification(
  db: DatabaseClient,
  ownerId: string,
  id: string,
): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ acknowledged: true })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('acknowledged', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function acknowledgeAllNotifications(db: DatabaseClient, ownerId: string): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ acknowledged: true })
    .where('owner_id', '=', ownerId)
    .where('acknowledged', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one of the owner's notifications; false when there was none. */
export async function deleteNotification(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('notification')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Acknowledged notifications are kept this long, then the housekeeping job deletes them. */
export const ACKNOWLEDGED_NOTIFICATION_RETENTION_DAYS = 90;

export async function deleteOldAcknowledgedNotifications(db: DatabaseClient, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ACKNOWLEDGED_NOTIFICATION_RETENTION_DAYS * 86_400_000);
  const result = await db
    .deleteFrom('notification')
    .where('acknowledged', '=', true)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
