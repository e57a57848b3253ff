import type { GuideSource as GuideSourceAnswer } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGlossaryTerm, StoredGuideRule } from '../../database/schema.ts';
import { HttpError } from '../../errors/httpError.ts';
import { authorize } from '../../policies/decision.ts';
import { guidePolicy } from '../../policies/guidePolicy.ts';
import { glossariesForGuide, isUuid, referencedGlossaryIds } from '../guides/guideGlossaries.ts';
import { findGuideRules, findGuideToCheck } from '../guides/guideStore.ts';
import { itemNotFound } from '../../policies/itemKinds.ts';

/** What a guide is compiled from (the engine's GuideSource, as stored). */
export interface StoredGuideSource {
  readonly name: string;
  readonly rules: StoredGuideRule[];
  readonly glossaries: Record<string, StoredGlossaryTerm[]>;
}

/**
 * A guide to check with, by identity and version: a checker that has compiled `key` at `version` uses
 * that; otherwise it asks for the source, which is read from the database only then. The version changes
 * with the guide's rules and with any of its glossaries, so an edit applies to the next check.
 */
export interface GuideRef {
  readonly key: string;
  readonly version: string;
  readonly source: () => Promise<StoredGuideSource>;
}

/**
 * The guide `guideId` as `readerId` may use it (predefined, their own or shared with them); 404 when
 * they may not see it, 409 when it is disabled. Its glossaries are its owner's, whoever reads it. One
 * statement reads the access and the version; the rules are read only when `source` is called.
 */
export async function guideToCheckWith(
  db: DatabaseClient,
  readerId: string,
  guideId: string,
): Promise<GuideRef> {
  const found = await findGuideToCheck(db, readerId, guideId);
  authorize(found, guidePolicy(readerId, found, 'check'));
  const { guide, glossaryOwnerId, version } = found;
  if (guide.disabled) throw new HttpError(409, 'This guide is disabled. Enable it to check texts with it.');
  return {
    key: guide.id,
    version,
    source: async () => {
      const stored = await findGuideRules(db, guide.id);
      // Deleted between the access check and this read: as if it had never been found.
      if (stored === undefined) throw itemNotFound('guide');
      const glossaryIds = referencedGlossaryIds(stored.rules).filter(isUuid);
      // A glossary deleted since the guide was saved gives no terms: the guide keeps working without it.
      const glossaries = await glossariesForGuide(db, glossaryOwnerId, stored.rules, new Set(glossaryIds));
      return { name: stored.name, rules: stored.rules, glossaries: Object.fromEntries(glossaries) };
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
  return { id: guide.key, name, rules, glossaries };
}
