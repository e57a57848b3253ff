import type { Selectable } from 'kysely';
import type { Prompt } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { PromptTable } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

type PromptRow = Selectable<PromptTable>;

const COLUMNS = ['id', 'owner_id', 'name', 'content', 'disabled'] as const;

function toPrompt(row: Pick<PromptRow, (typeof COLUMNS)[number]>): Prompt {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    disabled: row.disabled,
    predefined: row.owner_id === null,
  };
}

/** Predefined prompts first, then the user's own, oldest first. */
export async function listPrompts(db: DatabaseClient, ownerId: string): Promise<Prompt[]> {
  const rows = await db
    .selectFrom('prompt')
    .select(COLUMNS)
    .where(visibleTo(ownerId))
    .$call(publicFirst)
    .execute();
  return rows.map(toPrompt);
}

export async function findPrompt(db: DatabaseClient, id: string) {
  const row = await db.selectFrom('prompt').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : { owner_id: row.owner_id, prompt: toPrompt(row) };
}

export interface NewPrompt {
  ownerId: string;
  name: string;
  content: string;
}

/** Inserts without a plan-limit check: routes go through insertPromptWithinLimit (planLimits.ts). */
export async function insertPrompt(db: DatabaseClient, prompt: NewPrompt): Promise<Prompt> {
  const row = await db
    .insertInto('prompt')
    .values({ owner_id: prompt.ownerId, name: prompt.name, content: prompt.content })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toPrompt(row);
}

export interface PromptPatch {
  name?: string | undefined;
  content?: string | undefined;
  disabled?: boolean | undefined;
}

export async function updatePrompt(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: PromptPatch,
): Promise<Prompt | undefined> {
  const row = await db
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
  return row === undefined ? undefined : toPrompt(row);
}

export function deletePrompt(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, 'prompt', ownerId, id);
}
