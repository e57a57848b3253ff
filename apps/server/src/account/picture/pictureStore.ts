import type { Selectable } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { ProfilePictureTable } from '../../database/schema.ts';
import type { NormalisedPicture } from './normalisePicture.ts';

export type StoredPicture = Pick<Selectable<ProfilePictureTable>, 'bytes' | 'content_type' | 'etag'>;

export function findPicture(db: DatabaseClient, identityId: string): Promise<StoredPicture | undefined> {
  return db
    .selectFrom('profile_picture')
    .select(['bytes', 'content_type', 'etag'])
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
}

/** Replaces the identity's picture in one statement: a reader sees the old one or the new one. */
export async function savePicture(
  db: DatabaseClient,
  identityId: string,
  picture: NormalisedPicture,
): Promise<void> {
  const values = { bytes: picture.bytes, content_type: picture.contentType, etag: picture.etag };
  await db
    .insertInto('profile_picture')
    .values({ identity_id: identityId, ...values })
    .onConflict((conflict) =>
      conflict.column('identity_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}

/** Removes the picture; false when there was none. */
export async function deletePicture(db: DatabaseClient, identityId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('profile_picture')
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
