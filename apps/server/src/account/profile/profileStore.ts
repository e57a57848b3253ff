import type { Selectable } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { AccountProfileTable } from '../../database/schema.ts';

const COLUMNS = [
  'first_name',
  'last_name',
  'company_size',
  'position_code',
  'position_text',
  'priority_code',
  'priority_text',
  'ai_assistant_personality',
] as const;

export type StoredProfile = Pick<Selectable<AccountProfileTable>, (typeof COLUMNS)[number]>;

/** No row yet: empty names and texts, nothing chosen, the human assistant (spec section 9). */
const DEFAULTS: StoredProfile = {
  first_name: '',
  last_name: '',
  company_size: null,
  position_code: null,
  position_text: '',
  priority_code: null,
  priority_text: '',
  ai_assistant_personality: 1,
};

export async function findProfile(db: DatabaseClient, identityId: string): Promise<StoredProfile> {
  const row = await db
    .selectFrom('account_profile')
    .select(COLUMNS)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return row ?? DEFAULTS;
}

/** The editable fields, already validated; undefined leaves a field as it is, null clears it. */
export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  companySize?: number | null | undefined;
  positionCode?: string | null | undefined;
  positionText?: string | undefined;
  priorityCode?: string | null | undefined;
  priorityText?: string | undefined;
  aiAssistantPersonality?: number | undefined;
}

/** Writes the fields the change names (creating the row with defaults for the rest) and answers the profile. */
export async function updateProfile(
  db: DatabaseClient,
  identityId: string,
  change: ProfileChanges,
): Promise<StoredProfile> {
  const columns = {
    ...(change.firstName === undefined ? {} : { first_name: change.firstName }),
    ...(change.lastName === undefined ? {} : { last_name: change.lastName }),
    ...(change.companySize === undefined ? {} : { company_size: change.companySize }),
    ...(change.positionCode === undefined ? {} : { position_code: change.positionCode }),
    ...(change.positionText === undefined ? {} : { position_text: change.positionText }),
    ...(change.priorityCode === undefined ? {} : { priority_code: change.priorityCode }),
    ...(change.priorityText === undefined ? {} : { priority_text: change.priorityText }),
    ...(change.aiAssistantPersonality === undefined
      ? {}
      : { ai_assistant_personality: change.aiAssistantPersonality }),
  };
  return db
    .insertInto('account_profile')
    .values({ identity_id: identityId, ...columns })
    .onConflict((conflict) =>
      conflict.column('identity_id').doUpdateSet({ ...columns, updated_at: new Date() }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
