import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database } from '../database/schema.ts';

/**
 * The text tables whose rows belong to a user (`owner_id`), or to nobody (`owner_id` null: public or
 * predefined). All of them have `id`, `owner_id` and `created_at`; the helpers below use only those.
 */
export type OwnedTable = 'glossary' | 'tone_of_voice' | 'prompt';

/** The user's own rows and the public ones. */
export function visibleTo(ownerId: string) {
  return (eb: ExpressionBuilder<Database, OwnedTable>) =>
    eb.or([eb('owner_id', '=', ownerId), eb('owner_id', 'is', null)]);
}

/** The row `id` if it is the user's own. */
export function ownRow(ownerId: string, id: string) {
  return (eb: ExpressionBuilder<Database, OwnedTable>) =>
    eb.and([eb('id', '=', id), eb('owner_id', '=', ownerId)]);
}

/** Public rows first, then the user's own, oldest first (`$call` it on a select). */
export function publicFirst<O>(
  query: SelectQueryBuilder<Database, OwnedTable, O>,
): SelectQueryBuilder<Database, OwnedTable, O> {
  return query
    .orderBy(sql`owner_id IS NULL`, 'desc')
    .orderBy('created_at')
    .orderBy('id');
}

/** Deletes the user's own row `id`; false when there is none (or it is not theirs). */
export async function deleteOwnRow(
  db: DatabaseClient,
  table: OwnedTable,
  ownerId: string,
  id: string,
): Promise<boolean> {
  const result = await db.deleteFrom(table).where(ownRow(ownerId, id)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
