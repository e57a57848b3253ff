import { sql, type Selectable } from 'kysely';
import type { ToneOfVoice } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGuideRule, StoredRuleEvidence, ToneOfVoiceTable } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

type GuideRow = Selectable<ToneOfVoiceTable>;

const COLUMNS = [
  'id',
  'owner_id',
  'owner_name',
  'name',
  'description',
  'rules',
  'shared',
  'disabled',
] as const;

export function toToneOfVoice(row: Pick<GuideRow, (typeof COLUMNS)[number]>): ToneOfVoice {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rules: row.rules,
    shared: row.shared,
    ownerName: row.owner_name,
    disabled: row.disabled,
  };
}

/** The provider's guides first, then the user's own, oldest first. */
export async function listGuides(db: DatabaseClient, ownerId: string): Promise<ToneOfVoice[]> {
  const rows = await db
    .selectFrom('tone_of_voice')
    .select(COLUMNS)
    .where(visibleTo(ownerId))
    .$call(publicFirst)
    .execute();
  return rows.map(toToneOfVoice);
}

/** Any guide by id (ownership is the caller's check, so it can tell predefined from foreign). */
export async function findGuide(db: DatabaseClient, id: string) {
  return db
    .selectFrom('tone_of_voice')
    .select([...COLUMNS, 'evidence'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewGuide {
  ownerId: string;
  ownerName: string;
  name: string;
  description: string;
  rules: StoredGuideRule[];
  /** The guide builder's evidence per rule (guides it makes). */
  evidence?: StoredRuleEvidence[] | undefined;
}

/**
 * The one way a user's guide is created (POST /tones-of-voice, the wizard, the guide builder's job),
 * so a check that must hold for every new guide belongs here. `db` may be a transaction.
 */
export async function insertGuide(db: DatabaseClient, guide: NewGuide): Promise<ToneOfVoice> {
  const row = await db
    .insertInto('tone_of_voice')
    .values({
      owner_id: guide.ownerId,
      owner_name: guide.ownerName,
      name: guide.name,
      description: guide.description,
      rules: JSON.stringify(guide.rules),
      evidence: guide.evidence === undefined ? null : JSON.stringify(guide.evidence),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toToneOfVoice(row);
}

export interface GuidePatch {
  name?: string | undefined;
  description?: string | undefined;
  rules?: StoredGuideRule[] | undefined;
  disabled?: boolean | undefined;
}

/** Updates the user's own guide; undefined when it is not theirs (any more). */
export async function updateGuide(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: GuidePatch,
): Promise<ToneOfVoice | undefined> {
  const row = await db
    .updateTable('tone_of_voice')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.rules === undefined ? {} : { rules: JSON.stringify(patch.rules) }),
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
      updated_at: new Date(),
    })
    .where(ownRow(ownerId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : toToneOfVoice(row);
}

export function deleteGuide(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, 'tone_of_voice', ownerId, id);
}

/** The user's guides with a rule whose `glossaryId` is `glossaryId` (jsonb containment, any rule). */
export async function guidesReferencingGlossary(
  db: DatabaseClient,
  ownerId: string,
  glossaryId: string,
): Promise<{ id: string; name: string }[]> {
  const pattern = JSON.stringify([{ params: { glossaryId } }]);
  return db
    .selectFrom('tone_of_voice')
    .select(['id', 'name'])
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`rules @> ${pattern}::jsonb`)
    .orderBy('created_at')
    .execute();
}
