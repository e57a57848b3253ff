import type { DatabaseClient } from '../../database/connection.ts';
import { authorize } from '../../policies/decision.ts';
import { guidePolicy, type GuideAction } from '../../policies/guidePolicy.ts';
import { findVisibleGuide, type GuideAccess } from './guideStore.ts';

/**
 * Guide `id` as `userId` may do `action` on it: read, and decided by the guide policy (404 when they may
 * not see it, 403 saying why when they may see but not do it).
 */
export async function guideForAction(
  db: DatabaseClient,
  userId: string,
  id: string,
  action: GuideAction,
): Promise<GuideAccess> {
  const access = await findVisibleGuide(db, userId, id);
  authorize(access, guidePolicy(userId, access, action));
  return access;
}
