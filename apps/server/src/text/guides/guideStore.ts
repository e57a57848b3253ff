import { sql, type Selectable } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGuideRule, StoredRuleEvidence, ToneOfVoiceTable } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

type GuideRow = Selectable<ToneOfVoiceTable>;

const COLUMNS = ['id', 'owner_id', 'owner_name', 'name', 'description', 'rules', 'disabled'] as const;

/**
 * Whether the guide is shared now: it has members, or a share code that has not expired. Computed on
 * every read because a code expires by time (docs/decisions.md, "Sharing"). Usable in SELECT and RETURNING
 * of statements on tone_of_voice.
 */
const SHARED_NOW = sql<boolean>`(
  EXISTS (SELECT 1 FROM tone_of_voice_share s WHERE s.guide_id = tone_of_voice.id)
  OR EXISTS (
    SELECT 1 FROM tone_of_voice_share_code c WHERE c.guide_id = tone_of_voice.id AND c.expires_at > now()
  )
)`.as('shared');

/** A stored guide as the routes read it: its columns and whether it is shared now. */
export type StoredGuide = Pick<GuideRow, (typeof COLUMNS)[number]> & { shared: boolean };

/** The guides `userId` may see: the provider's first, then their own and those shared with them, oldest first. */
export function listGuides(db: DatabaseClient, userId: string): Promise<StoredGuide[]> {
  return db
    .selectFrom('tone_of_voice')
    .select([...COLUMNS, SHARED_NOW])
    .where((eb) =>
      eb.or([
        visibleTo(userId)(eb),
        eb('id', 'in', eb.selectFrom('tone_of_voice_share').select('guide_id').where('user_id', '=', userId)),
      ]),
    )
    .$call(publicFirst)
    .execute();
}

/** How a user relates to a guide they may see. */
export type GuideRole = 'provider' | 'owner' | 'member';

export interface GuideAccess {
  guide: StoredGuide & { evidence: StoredRuleEvidence[] | null };
  role: GuideRole;
}

/**
 * The guide `id` if `userId` may see it (predefined, their own, or shared with them), with their role;
 * undefined for an unknown guide and for another user's guide not shared with them.
 */
export async function findVisibleGuide(
  db: DatabaseClient,
  userId: string,
  id: string,
): Promise<GuideAccess | undefined> {
  const row = await db
    .selectFrom('tone_of_voice')
    .select([
      ...COLUMNS,
      SHARED_NOW,
      'evidence',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('tone_of_voice_share')
              .select('guide_id')
              .whereRef('tone_of_voice_share.guide_id', '=', 'tone_of_voice.id')
              .where('tone_of_voice_share.user_id', '=', userId),
          )
          .as('is_member'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { is_member: isMember, ...guide } = row;
  if (guide.owner_id === null) return { guide, role: 'provider' };
  if (guide.owner_id === userId) return { guide, role: 'owner' };
  return isMember ? { guide, role: 'member' } : undefined;
}

/** What a check needs to know of a guide before it runs: who may use it, and which version to run. */
export interface GuideToCheck {
  readonly role: GuideRole;
  readonly guide: {
    readonly id: string;
    readonly name: string;
    readonly owner_name: string;
    readonly disabled: boolean;
  };
  /** Whose glossaries its rules use: the owner's, or the reader's for a predefined guide. */
  readonly glossaryOwnerId: string;
  /** Its revision and its glossaries' (id and revision): changes whenever what it compiles from changes. */
  readonly version: string;
}

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The guide `id` as `userId` may check with it, read in one statement without its rules: its access and
 * its version, whose parts are the guide's revision and the revision of each glossary its rules name that
 * the glossary owner may see (a deleted glossary drops out, which changes the version too). Undefined
 * when the user may not see it.
 */
export async function findGuideToCheck(
  db: DatabaseClient,
  userId: string,
  id: string,
): Promise<GuideToCheck | undefined> {
  const row = await db
    .selectFrom('tone_of_voice as t')
    .select([
      't.id',
      't.owner_id',
      't.owner_name',
      't.name',
      't.disabled',
      't.revision',
      sql<boolean>`EXISTS (SELECT 1 FROM tone_of_voice_share s WHERE s.guide_id = t.id AND s.user_id = ${userId})`.as(
        'is_member',
      ),
      sql<string>`(
        SELECT coalesce(string_agg(g.id || '@' || g.revision, ',' ORDER BY g.id), '')
        FROM glossary g
        WHERE g.id IN (
          SELECT CASE WHEN rule -> 'params' ->> 'glossaryId' ~ ${UUID_PATTERN}
            THEN (rule -> 'params' ->> 'glossaryId')::uuid END
          FROM jsonb_array_elements(t.rules) AS rule
        )
        AND (g.owner_id IS NULL OR g.owner_id = coalesce(t.owner_id, ${userId}::uuid))
      )`.as('glossary_revisions'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const role: GuideRole | undefined =
    row.owner_id === null
      ? 'provider'
      : row.owner_id === userId
        ? 'owner'
        : row.is_member
          ? 'member'
          : undefined;
  if (role === undefined) return undefined;
  return {
    role,
    guide: { id: row.id, name: row.name, owner_name: row.owner_name, disabled: row.disabled },
    glossaryOwnerId: row.owner_id ?? userId,
    version: `${row.revision}|${row.glossary_revisions}`,
  };
}

/** The name and rules of guide `id` (whoever may read it has been decided already), or undefined. */
export function findGuideRules(
  db: DatabaseClient,
  id: string,
): Promise<Pick<StoredGuide, 'name' | 'rules'> | undefined> {
  return db.selectFrom('tone_of_voice').select(['name', 'rules']).where('id', '=', id).executeTakeFirst();
}

/**
 * The guide a valid share code opens (`code` in its stored form), whoever asks: the code is the access.
 * Undefined for an unknown, replaced or expired code.
 */
export async function findGuideByShareCode(
  db: DatabaseClient,
  code: string,
  now: Date,
): Promise<StoredGuide | undefined> {
  return db
    .selectFrom('tone_of_voice')
    .select([...COLUMNS, SHARED_NOW])
    .where((eb) =>
      eb(
        'id',
        '=',
        eb
          .selectFrom('tone_of_voice_share_code')
          .select('guide_id')
          .where('code', '=', code)
          .where('expires_at', '>', now),
      ),
    )
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
 * Inserts a user's guide, with no plan-limit check: every way a user creates one (POST /tones-of-voice,
 * the wizard, the guide builder's job) goes through insertGuideWithinLimit (planLimits.ts). `db` may be
 * a transaction.
 */
export function insertGuide(db: DatabaseClient, guide: NewGuide): Promise<StoredGuide> {
  return db
    .insertInto('tone_of_voice')
    .values({
      owner_id: guide.ownerId,
      owner_name: guide.ownerName,
      name: guide.name,
      description: guide.description,
      rules: JSON.stringify(guide.rules),
      evidence: guide.evidence === undefined ? null : JSON.stringify(guide.evidence),
    })
    .returning([...COLUMNS, SHARED_NOW])
    .executeTakeFirstOrThrow();
}

export interface GuidePatch {
  name?: string | undefined;
  description?: string | undefined;
  rules?: StoredGuideRule[] | undefined;
  disabled?: boolean | undefined;
}

/** Updates the user's own guide; undefined when it is not theirs (any more). */
export function updateGuide(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: GuidePatch,
): Promise<StoredGuide | undefined> {
  return db
    .updateTable('tone_of_voice')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.rules === undefined ? {} : { rules: JSON.stringify(patch.rules) }),
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
      updated_at: new Date(),
    })
    .where(ownRow(ownerId, id))
    .returning([...COLUMNS, SHARED_NOW])
    .executeTakeFirst();
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
