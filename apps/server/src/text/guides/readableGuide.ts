import type { ToneOfVoice } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { guidePolicy } from '../../policies/guidePolicy.ts';
import { presentGuide } from '../presenters/guidePresenter.ts';
import { findVisibleGuide, type GuideAccess } from './guideStore.ts';

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

export function toReadableGuide(access: GuideAccess, readerId: string): ReadableGuide {
  return { tov: presentGuide(access.guide), glossaryOwnerId: access.guide.owner_id ?? readerId };
}

/**
 * The guide `id` if `userId` may check with it (guidePolicy 'check': predefined, their own, or shared with
 * them); undefined otherwise, which callers answer as 404.
 */
export async function findReadableGuide(
  db: DatabaseClient,
  userId: string,
  id: string,
): Promise<ReadableGuide | undefined> {
  const access = await findVisibleGuide(db, userId, id);
  if (access === undefined || !guidePolicy(userId, access, 'check').allowed) return undefined;
  return toReadableGuide(access, userId);
}
