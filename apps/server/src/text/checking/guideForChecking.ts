import { compileGuide, GuideError, type CompiledGuide } from '@wtt/engine';
import type { DatabaseClient } from '../../database/connection.ts';
import { HttpError } from '../../http/errorHandler.ts';
import { glossariesForGuide, referencedGlossaryIds } from '../guides/guideGlossaries.ts';
import { isVisible, notFound } from '../ownership.ts';
import { visibleTo } from '../ownedRecords.ts';
import { CompiledGuideCache } from './compiledGuideCache.ts';

/** Matches no identity: a predefined guide (no owner) may use public glossaries only. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads the guides that texts are checked with, compiled, from a cache that is keyed by the guide's and
 * its glossaries' change times, so an edit of either applies to the next check.
 */
export class GuidesForChecking {
  private readonly cache = new CompiledGuideCache(256);

  private readonly db: DatabaseClient;

  constructor(db: DatabaseClient) {
    this.db = db;
  }

  /** The guide `guideId` as `readerId` may use it; 404 when they may not see it, 409 when disabled. */
  async load(readerId: string, guideId: string): Promise<CompiledGuide> {
    const row = await this.db
      .selectFrom('tone_of_voice')
      .select(['id', 'owner_id', 'name', 'rules', 'disabled', 'updated_at'])
      .where('id', '=', guideId)
      .executeTakeFirst();
    if (row === undefined || !isVisible(row, readerId)) throw notFound('tone_of_voice');
    if (row.disabled) {
      throw new HttpError(409, 'This guide is disabled. Enable it to check texts with it.');
    }
    // The guide's glossaries are those its owner may use, whoever reads it.
    const glossaryOwner = row.owner_id ?? NOBODY;
    const glossaryIds = referencedGlossaryIds(row.rules).filter((id) => UUID.test(id));
    const version = await this.versionOf(row.updated_at, glossaryOwner, glossaryIds);
    const cached = this.cache.get(row.id, version);
    if (cached !== undefined) return cached;

    // A glossary deleted since the guide was saved gives no terms: the guide keeps working without it.
    const glossaries = await glossariesForGuide(this.db, glossaryOwner, row.rules, new Set(glossaryIds));
    const compiled = compileStored(row.name, row.rules, glossaries);
    this.cache.set(row.id, version, compiled);
    return compiled;
  }

  private async versionOf(guideChanged: Date, glossaryOwner: string, glossaryIds: string[]): Promise<string> {
    if (glossaryIds.length === 0) return guideChanged.toISOString();
    const glossaries = await this.db
      .selectFrom('glossary')
      .select(['id', 'updated_at'])
      .where('id', 'in', glossaryIds)
      .where(visibleTo(glossaryOwner))
      .orderBy('id')
      .execute();
    const parts = glossaries.map((glossary) => `${glossary.id}@${glossary.updated_at.toISOString()}`);
    return [guideChanged.toISOString(), ...parts].join('|');
  }
}

function compileStored(
  name: string,
  rules: Parameters<typeof compileGuide>[0]['rules'],
  glossaries: Map<string, { term: string }[]>,
): CompiledGuide {
  try {
    return compileGuide({ name, rules }, { glossaries });
  } catch (error) {
    // A guide saved under an older catalogue may no longer compile: the owner has to update it.
    if (error instanceof GuideError) {
      throw new HttpError(
        409,
        `This guide's rules need an update before it can check texts: ${error.message}`,
      );
    }
    throw error;
  }
}
