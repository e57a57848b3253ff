// The library's three kinds of guide (spec sections 1 and 6): predefined ones (owner 'Write the Tone', or no
// owner at all), the user's own, and those others shared with the user (shown with their owner's name).
import type { ToneOfVoice } from '@wtt/contract';
import { PROVIDER_NAME } from '@wtt/contract';

export interface SharedWithMeGuide {
  guide: ToneOfVoice;
  /** Who shared it: the owner's name (their e-mail address when they created the guide). */
  ownerName: string;
}

export interface GuideGroups {
  predefined: ToneOfVoice[];
  mine: ToneOfVoice[];
  sharedWithMe: SharedWithMeGuide[];
}

export function isPredefinedGuide(guide: Pick<ToneOfVoice, 'ownerName'>): boolean {
  const owner = guide.ownerName.trim();
  return owner === '' || owner === PROVIDER_NAME;
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sorts guides into the three groups, each in the order given. The answer does not say whose a guide is
 * (docs/decisions.md, "Sharing"), so: a guide whose owner name is the user's address is theirs; so is
 * one that is not shared at all, since a guide shared with the user is always `shared` (this keeps the
 * user's unshared guides theirs after a change of address, which leaves `ownerName` at the old one).
 */
export function groupGuides(guides: readonly ToneOfVoice[], myEmail: string | null): GuideGroups {
  const groups: GuideGroups = { predefined: [], mine: [], sharedWithMe: [] };
  for (const guide of guides) {
    if (isPredefinedGuide(guide)) groups.predefined.push(guide);
    else if (!guide.shared || (myEmail !== null && sameAddress(guide.ownerName, myEmail))) {
      groups.mine.push(guide);
    } else groups.sharedWithMe.push({ guide, ownerName: guide.ownerName.trim() });
  }
  return groups;
}
