import type { GuideSource as GuideSourceAnswer, ToneOfVoice } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGlossaryTerm, StoredGuideRule } from '../../database/schema.ts';
import { HttpError } from '../../errors/httpError.ts';
import { authorize } from '../../policies/decision.ts';
import { guidePolicy } from '../../policies/guidePolicy.ts';
import { findVisibleGuide } from '../guides/guideStore.ts';
import { toReadableGuide } from '../guides/readableGuide.ts';
import { glossariesForGuide, isUuid, referencedGlossaryIds } from '../guides/guideGlossaries.ts';
import { visibleTo } from '../ownedRecords.ts';

/** What a guide is compiled from: its rules and the terms of the glossaries they name. */
export interface GuideSource {
  readonly name: string;
  readonly rules: StoredGuideRule[];
  readonly glossaries: [string, StoredGlossaryTerm[]][];
}

/**
 * A guide to check with, by identity and version: a checker that has compiled `key` at `version` uses
 * that; otherwise it asks for the source, which is read from the database only then. The version changes
 * with the guide's rules and with any of its glossaries, so an edit applies to the next check.
 */
export interface GuideRef {
  readonly key: string;
  readonly version: string;
  readonly source: () => Promise<GuideSource>;
}

/**
 * The guide `guideId` as `readerId` may use it (predefined, their own or shared with them); 404 when
 * they may not see it, 409 when it is disabled. Its glossaries are its owner's, whoever reads it.
 */
export async function guideToCheckWith(
  db: DatabaseClient,
  readerId: string,
  guideId: string,
): Promise<GuideRef> {
  const access = await findVisibleGuide(db, readerId, guideId);
  authorize(access, guidePolicy(readerId, access, 'check'));
  const { tov, glossaryOwnerId } = toReadableGuide(access, readerId);
  if (tov.disabled) throw new HttpError(409, 'This guide is disabled. Enable it to check texts with it.');
  const glossaryIds = referencedGlossaryIds(tov.rules).filter(isUuid);
  return {
    key: tov.id,
    version: await versionOf(db, tov, glossaryOwnerId, glossaryIds),
    source: async () => {
      // A glossary deleted since the guide was saved gives no terms: the guide keeps working without it.
      const glossaries = await glossariesForGuide(db, glossaryOwnerId, tov.rules, new Set(glossaryIds));
      return { name: tov.name, rules: tov.rules, glossaries: [...glossaries] };
    },
  };
}

/**
 * GET /tones-of-voice/{id}/source: the guide as the browser's checker compiles it, read exactly as a
 * check on the server reads it (same access, same 409 for a disabled guide, same glossaries), so the
 * editor's findings equal POST /match's.
 */
export async function guideSourceForBrowser(
  db: DatabaseClient,
  readerId: string,
  guideId: string,
): Promise<GuideSourceAnswer> {
  const guide = await guideToCheckWith(db, readerId, guideId);
  const { name, rules, glossaries } = await guide.source();
  return { id: guide.key, name, rules, glossaries: Object.fromEntries(glossaries) };
}

/** What the compiled guide depends on: its rules, and when each of its glossaries last changed. */
async function versionOf(
  db: DatabaseClient,
  tov: ToneOfVoice,
  glossaryOwnerId: string,
  glossaryIds: string[],
): Promise<string> {
  const rules = JSON.stringify(tov.rules);
  if (glossaryIds.length === 0) return rules;
  const glossaries = await db
    .selectFrom('glossary')
    .select(['id', 'updated_at'])
    .where('id', 'in', glossaryIds)
    .where(visibleTo(glossaryOwnerId))
    .orderBy('id')
    .execute();
  const parts = glossaries.map((glossary) => `${glossary.id}@${glossary.updated_at.toISOString()}`);
  return [rules, ...parts].join('|');
}
