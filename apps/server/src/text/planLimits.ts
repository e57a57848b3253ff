import type { Glossary, Prompt, ToneOfVoice } from '@wtt/contract';
import { assertRoomFor, createWithinPlanLimit } from '../account/planLimits.ts';
import type { ResourceCounts } from '../account/accountStatus.ts';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { insertGlossary, type NewGlossary } from './glossaries/glossaryStore.ts';
import { insertGuide, type NewGuide } from './guides/guideStore.ts';
import { insertPrompt, type NewPrompt } from './prompts/promptStore.ts';
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

/**
 * Creates a guide if the owner's plan allows another (else 403 with an upgrade message), with check and
 * insert in one transaction. Every way a user gets a new guide (POST, wizard, builder job) goes through it.
 */
export function insertGuideWithinLimit(
  db: DatabaseClient,
  plans: AccountConfig,
  guide: NewGuide,
): Promise<ToneOfVoice> {
  return createWithinPlanLimit(db, plans, {
    identityId: guide.ownerId,
    resource: 'createTone',
    countUsed: (trx) => countOwn(trx, 'tone_of_voice', guide.ownerId),
    create: (trx) => insertGuide(trx, guide),
  });
}

/** 403 unless the owner's plan allows another guide now (the builder's early answer). */
export function assertRoomForGuide(db: DatabaseClient, plans: AccountConfig, ownerId: string): Promise<void> {
  return assertRoomFor(db, plans, {
    identityId: ownerId,
    resource: 'createTone',
    countUsed: (trx) => countOwn(trx, 'tone_of_voice', ownerId),
  });
}

export function insertGlossaryWithinLimit(
  db: DatabaseClient,
  plans: AccountConfig,
  glossary: NewGlossary,
): Promise<Glossary> {
  return createWithinPlanLimit(db, plans, {
    identityId: glossary.ownerId,
    resource: 'createGlossary',
    countUsed: (trx) => countOwn(trx, 'glossary', glossary.ownerId),
    create: (trx) => insertGlossary(trx, glossary),
  });
}

export function insertPromptWithinLimit(
  db: DatabaseClient,
  plans: AccountConfig,
  prompt: NewPrompt,
): Promise<Prompt> {
  return createWithinPlanLimit(db, plans, {
    identityId: prompt.ownerId,
    resource: 'createPrompt',
    countUsed: (trx) => countOwn(trx, 'prompt', prompt.ownerId),
    create: (trx) => insertPrompt(trx, prompt),
  });
}
