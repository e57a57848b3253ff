import type { ToneOfVoice } from '@wtt/contract';
import { compileGuide, GuideError, type CompiledGuide } from '@wtt/engine';
import type { DatabaseClient } from '../../database/connection.ts';
import { HttpError } from '../../http/errorHandler.ts';
import { glossariesForGuide, referencedGlossaryIds } from '../guides/guideGlossaries.ts';
import { findReadableGuide } from '../guides/guideAccess.ts';
import { notFound } from '../ownership.ts';
import { visibleTo } from '../ownedRecords.ts';
import { CompiledGuideCache } from './compiledGuideCache.ts';

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

  /**
   * The guide `guideId` as `readerId` may use it (predefined, their own or shared with them); 404 when
   * they may not see it, 409 when it is disabled.
   */
  async load(readerId: string, guideId: string): Promise<CompiledGuide> {
    const readable = await findReadableGuide(this.db, readerId, guideId);
    if (readable === undefined) throw notFound('tone_of_voice');
    const { tov, glossaryOwnerId } = readable;
    if (tov.disabled) {
      throw new HttpError(409, 'This guide is disabled. Enable it to check texts with it.');
    }
    const glossaryIds = referencedGlossaryIds(tov.rules).filter((id) => UUID.test(id));
    const version = await this.versionOf(tov, glossaryOwnerId, glossaryIds);
    const cached = this.cache.get(tov.id, version);
    if (cached !== undefined) return cached;

    // A glossary deleted since the guide was saved gives no terms: the guide keeps working without it.
    const glossaries = await glossariesForGuide(this.db, glossaryOwnerId, tov.rules, new Set(glossaryIds));
    const compiled = compileStored(tov.name, tov.rules, glossaries);
    this.cache.set(tov.id, version, compiled);
    return compiled;
  }

  /** What the compiled guide depends on: its rules, and when each of its glossaries last changed. */
  private async versionOf(tov: ToneOfVoice, glossaryOwnerId: string, glossaryIds: string[]): Promise<string> {
    const rules = JSON.stringify(tov.rules);
    if (glossaryIds.length === 0) return rules;
    const glossaries = await this.db
      .selectFrom('glossary')
      .select(['id', 'updated_at'])
      .where('id', 'in', glossaryIds)
      .where(visibleTo(glossaryOwnerId))
      .orderBy('id')
      .execute();
    const parts = glossaries.map((glossary) => `${glossary.id}@${glossary.updated_at.toISOString()}`);
    return [rules, ...parts].join('|');
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
