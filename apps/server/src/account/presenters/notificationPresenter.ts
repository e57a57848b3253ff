import type { AccountNotification } from '@wtt/contract';
import type { StoredNotification } from '../notifications/notificationStore.ts';

export function presentNotification(row: StoredNotification): AccountNotification {
  return {
    id: row.id,
    text: row.text,
    timestamp: row.created_at.toISOString(),
    acknowledged: row.acknowledged,
    kind: row.kind,
    link: row.link,
  };
}
