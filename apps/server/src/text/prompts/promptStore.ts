import type { Selectable } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { PromptTable } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

const COLUMNS = ['id', 'owner_id', 'name', 'content', 'disabled'] as const;

/** A prompt row as the store answers it (presenters/promptPresenter.ts turns it into the contract's). */
export type StoredPrompt = Pick<Selectable<PromptTable>, (typeof COLUMNS)[number]>;

/** Predefined prompts first, then the user's own, oldest first. */
export function listPrompts(db: DatabaseClient, ownerId: string): Promise<StoredPrompt[]> {
  return db.selectFrom('prompt').select(COLUMNS).where(visibleTo(ownerId)).$call(publicFirst).execute();
}

export function findPrompt(db: DatabaseClient, id: string): Promise<StoredPrompt | undefined> {
  return db.selectFrom('prompt').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface NewPrompt {
  ownerId: string;
  name: string;
  content: string;
}

/** Inserts without a plan-limit check: routes go through insertPromptWithinLimit (planLimits.ts). */
export function insertPrompt(db: DatabaseClient, prompt: NewPrompt): Promise<StoredPrompt> {
  return db
    .insertInto('prompt')
    .values({ owner_id: prompt.ownerId, name: prompt.name, content: prompt.content })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface PromptPatch {
  name?: string | undefined;
  content?: string | undefined;
  disabled?: boolean | undefined;
}

export function updatePrompt(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: PromptPatch,
): Promise<StoredPrompt | undefined> {
  return db
    .updateTable('prompt')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.content === undefined ? {} : { content: patch.content }),
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
      updated_at: new Date(),
    })
    .where(ownRow(ownerId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deletePrompt(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, 'prompt', ownerId, id);
}
