import type { CurrentIdentity } from '../../identity/currentIdentity.ts';
import type { StoredGuideRule } from '../../database/schema.ts';
import { insertGuideWithinLimit } from '../planLimits.ts';
import type { StoredGuide } from './guideStore.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { assertValidGuideRules } from './validateGuideRules.ts';

/**
 * A new guide of the signed-in user from rules they chose (POST /tones-of-voice, the wizard): the rules
 * checked against the catalogue and the glossaries the user may use (400), then created within the plan.
 */
export async function createOwnGuide(
  { db, plans }: Pick<TextDependencies, 'db' | 'plans'>,
  owner: CurrentIdentity,
  guide: { name: string; description: string; rules: StoredGuideRule[] },
): Promise<StoredGuide> {
  await assertValidGuideRules(db, owner.identityId, guide.name, guide.rules);
  return insertGuideWithinLimit(db, plans, { ownerId: owner.identityId, ownerName: owner.email, ...guide });
}
