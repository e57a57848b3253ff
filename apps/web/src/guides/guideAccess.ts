// What the user may do with a guide they opened (spec section 6): their own is editable; a predefined one
// and one shared with them are read-only and can be copied into their library.
import type { ToneOfVoice } from '@wtt/contract';
import { groupGuides } from '../library/guideGroups.ts';

export type GuideAccess = 'own' | 'predefined' | 'sharedWithMe';

/** The same sorting as the library's lists (library/guideGroups.ts), for one guide. */
export function guideAccess(guide: ToneOfVoice, myEmail: string | null): GuideAccess {
  const groups = groupGuides([guide], myEmail);
  if (groups.predefined.length > 0) return 'predefined';
  return groups.mine.length > 0 ? 'own' : 'sharedWithMe';
}
