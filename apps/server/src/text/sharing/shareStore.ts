import type { DatabaseClient } from '../../database/connection.ts';

/** A user a guide is shared with, as the owner sees them. */
export interface ShareMember {
  id: string;
  email: string;
  addedAt: string;
}

/** A write that referred to a guide (or user) deleted meanwhile: PostgreSQL's foreign key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';
}

/**
 * Gives the guide a new code valid until `expiresAt`; the old one stops working at once. False when the
 * guide was deleted meanwhile.
 */
export async function replaceShareCode(
  db: DatabaseClient,
  guideId: string,
  code: string,
  expiresAt: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto('tone_of_voice_share_code')
      .values({ guide_id: guideId, code, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict.column('guide_id').doUpdateSet({
          code,
          expires_at: expiresAt,
          created_at: new Date(),
          // A new code expires on its own: its owner hears of it again.
          expiry_notified: false,
        }),
      )
      .execute();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function revokeShareCode(db: DatabaseClient, guideId: string): Promise<void> {
  await db.deleteFrom('tone_of_voice_share_code').where('guide_id', '=', guideId).execute();
}

/** The guide's code while it is valid. */
export async function liveShareCode(
  db: DatabaseClient,
  guideId: string,
  now: Date,
): Promise<{ code: string; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom('tone_of_voice_share_code')
    .select(['code', 'expires_at'])
    .where('guide_id', '=', guideId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row === undefined ? undefined : { code: row.code, expiresAt: row.expires_at };
}

/** Sets when the guide's code expires (tests move it into the past instead of waiting). */
export async function setShareCodeExpiry(
  db: DatabaseClient,
  guideId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('tone_of_voice_share_code')
    .set({ expires_at: expiresAt })
    .where('guide_id', '=', guideId)
    .execute();
}

/** What adding a member did. */
export type JoinOutcome = 'joined' | 'member already' | 'guide gone';

/**
 * Adds the user to the guide's members; joining twice keeps the first date. Call it in a transaction: the
 * guide is locked against deletion until the transaction ends, so whatever the caller writes about the
 * new member (the owner's notification) refers to a guide that exists.
 */
export async function addShareMember(
  db: DatabaseClient,
  guideId: string,
  userId: string,
  email: string,
): Promise<JoinOutcome> {
  const guide = await db
    .selectFrom('tone_of_voice')
    .select('id')
    .where('id', '=', guideId)
    .forShare()
    .executeTakeFirst();
  if (guide === undefined) return 'guide gone';
  const added = await db
    .insertInto('tone_of_voice_share')
    .values({ guide_id: guideId, user_id: userId, user_email: email })
    .onConflict((conflict) => conflict.columns(['guide_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return added === undefined ? 'member already' : 'joined';
}

/** Removes a member; false when they were none. */
export async function removeShareMember(
  db: DatabaseClient,
  guideId: string,
  userId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('tone_of_voice_share')
    .where('guide_id', '=', guideId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The guide's members in the order they joined; only `userId` when given. */
export async function listShareMembers(
  db: DatabaseClient,
  guideId: string,
  onlyUserId?: string,
): Promise<ShareMember[]> {
  let query = db
    .selectFrom('tone_of_voice_share')
    .select(['user_id', 'user_email', 'added_at'])
    .where('guide_id', '=', guideId);
  if (onlyUserId !== undefined) query = query.where('user_id', '=', onlyUserId);
  const rows = await query.orderBy('added_at').orderBy('user_id').execute();
  return rows.map((row) => ({ id: row.user_id, email: row.user_email, addedAt: row.added_at.toISOString() }));
}
