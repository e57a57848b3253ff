import type { PlanResource } from '@wtt/contract';
import { assertRoomFor, createWithinPlanLimit } from '../account/planLimits.ts';
import type { ResourceCounts } from '../account/accountStatus.ts';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { insertGlossary, type NewGlossary, type StoredGlossary } from './glossaries/glossaryStore.ts';
import { insertGuide, type NewGuide, type StoredGuide } from './guides/guideStore.ts';
import { insertPrompt, type NewPrompt, type StoredPrompt } from './prompts/promptStore.ts';
import type { OwnedTable } from './ownedRecords.ts';

/**
 * Counting of spec section 5 (docs/decisions.md, "Plan limits"): guides — the user's own guides, not
 * those others shared with them (an owner's guide counts whether or not they shared it, else a share
 * code would lift the limit); glossaries — the user's own; prompts — all the user's prompts. Predefined
 * and public items never count.
 */
async function countOwn(db: DatabaseClient, table: OwnedTable, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The user's items that count against their plan, for GET /api/account/status. */
export async function countPlanResources(db: DatabaseClient, ownerId: string): Promise<ResourceCounts> {
  const [createTone, createGlossary, createPrompt] = await Promise.all([
    countOwn(db, 'tone_of_voice', ownerId),
    countOwn(db, 'glossary', ownerId),
    countOwn(db, 'prompt', ownerId),
  ]);
  return { createTone, createGlossary, createPrompt };
}

/** Which resource of the plan a kind of item uses. */
const RESOURCE_OF: Record<OwnedTable, PlanResource> = {
  tone_of_voice: 'createTone',
  glossary: 'createGlossary',
  prompt: 'createPrompt',
};

/**
 * An insert that first checks the owner's plan allows another item of its kind (else 403 with an
 * upgrade message), with check and insert in one transaction.
 */
function withinLimit<Item extends { ownerId: string }, Created>(
  table: OwnedTable,
  insert: (db: DatabaseClient, item: Item) => Promise<Created>,
): (db: DatabaseClient, plans: AccountConfig, item: Item) => Promise<Created> {
  return (db, plans, item) =>
    createWithinPlanLimit(db, plans, {
      identityId: item.ownerId,
      resource: RESOURCE_OF[table],
      countUsed: (trx) => countOwn(trx, table, item.ownerId),
      create: (trx) => insert(trx, item),
    });
}

/** Every way a user gets a new guide (POST, wizard, builder job) goes through this. */
export const insertGuideWithinLimit = withinLimit<NewGuide, StoredGuide>('tone_of_voice', insertGuide);
export const insertGlossaryWithinLimit = withinLimit<NewGlossary, StoredGlossary>('glossary', insertGlossary);
export const insertPromptWithinLimit = withinLimit<NewPrompt, StoredPrompt>('prompt', insertPrompt);

/** 403 unless the owner's plan allows another guide now (the builder's early answer). */
export function assertRoomForGuide(db: DatabaseClient, plans: AccountConfig, ownerId: string): Promise<void> {
  return assertRoomFor(db, plans, {
    identityId: ownerId,
    resource: 'createTone',
    countUsed: (trx) => countOwn(trx, 'tone_of_voice', ownerId),
  });
}
