import { guideJoined } from '../../account/notifications/notices.ts';
import { notify } from '../../account/notifications/notify.ts';
import type { DatabaseClient } from '../../database/connection.ts';
import { addShareMember } from './shareStore.ts';

interface SharedGuide {
  id: string;
  name: string;
  owner_id: string | null;
}

/**
 * Adds the caller to a shared guide's members and, the first time they join, tells its owner, in one
 * transaction. False when the guide was deleted meanwhile.
 */
export function joinSharedGuide(
  db: DatabaseClient,
  guide: SharedGuide,
  member: { identityId: string; email: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const outcome = await addShareMember(trx, guide.id, member.identityId, member.email);
    if (outcome === 'joined' && guide.owner_id !== null) {
      await notify(trx, guide.owner_id, guideJoined(guide, member.email));
    }
    return outcome !== 'guide gone';
  });
}
