import type { ToneOfVoice } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { HttpError } from '../../errors/httpError.ts';
import { assertOwnItem, notFound } from '../ownership.ts';
import { findVisibleGuide, toToneOfVoice, type GuideAccess } from './guideStore.ts';

/** A guide someone may use to check text, and whose glossaries its rules refer to. */
export interface ReadableGuide {
  tov: ToneOfVoice;
  /**
   * The user whose glossaries the guide's rules may use (pass it to glossariesForGuide): the guide's owner,
   * also when a member checks with a shared guide (its rules name the owner's glossaries); for a predefined
   * guide the reader (its rules use public glossaries only).
   */
  glossaryOwnerId: string;
}

/**
 * The guide `id` if `userId` may read it (predefined, their own, or shared with them); undefined answers 404
 * like `notFound('tone_of_voice')`. Every place that uses a guide by id (matching, analyzing, the assistant)
 * goes through this, so members can use shared guides and nobody else's.
 */
export async function findReadableGuide(
  db: DatabaseClient,
  userId: string,
  id: string,
): Promise<ReadableGuide | undefined> {
  const access = await findVisibleGuide(db, userId, id);
  if (access === undefined) return undefined;
  return { tov: toToneOfVoice(access.guide), glossaryOwnerId: access.guide.owner_id ?? userId };
}

/**
 * A guide the user may change: their own. A guide shared with them is visible but read-only (403, and it
 * says how to remove it from their library); predefined ones are read-only too; anything else is 404.
 */
export function assertGuideOwner(
  access: GuideAccess | undefined,
  userId: string,
): asserts access is GuideAccess & { role: 'owner' } {
  if (access?.role === 'member') {
    throw new HttpError(
      403,
      `"${access.guide.name}" is shared with you by ${access.guide.owner_name} and is read-only. ` +
        'To remove it from your library, leave the share.',
    );
  }
  assertOwnItem('tone_of_voice', access?.guide, userId);
}

/** The guide `id` if the user may see it; else 404. */
export async function visibleGuideOr404(
  db: DatabaseClient,
  userId: string,
  id: string,
): Promise<GuideAccess> {
  const access = await findVisibleGuide(db, userId, id);
  if (access === undefined) throw notFound('tone_of_voice');
  return access;
}
