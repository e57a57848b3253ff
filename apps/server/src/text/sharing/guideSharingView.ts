import type { ToneOfVoiceDetail } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { GuideAccess } from '../guides/guideStore.ts';
import { listShareMembers, liveShareCode } from './shareStore.ts';

/** What a viewer may see of a guide's sharing: its members, and the live code for the owner. */
export interface GuideSharingView {
  readonly shares: ToneOfVoiceDetail['shares'];
  readonly code: { readonly code: string; readonly expiresAt: Date } | undefined;
}

/**
 * The owner sees every member and the live code. A member sees only their own entry: the other members'
 * addresses are the owner's to see, and the code is the owner's to hand out (docs/decisions.md, "Sharing").
 * A predefined guide has no sharing.
 */
export async function readGuideSharing(
  db: DatabaseClient,
  access: GuideAccess,
  viewerId: string,
  now: Date = new Date(),
): Promise<GuideSharingView> {
  if (access.role === 'provider') return { shares: [], code: undefined };
  if (access.role === 'member') {
    return { shares: await listShareMembers(db, access.guide.id, viewerId), code: undefined };
  }
  const [shares, code] = await Promise.all([
    listShareMembers(db, access.guide.id),
    liveShareCode(db, access.guide.id, now),
  ]);
  return { shares, code };
}
