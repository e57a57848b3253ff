import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { CredentialType } from '../database/schema.ts';
import type { IdentityRecord } from './identities.ts';

/** Stored configuration per credential type (jsonb in identity_credential). */
export interface PasswordCredential {
  hashed_password: string;
}

export interface TotpCredential {
  /** Base32 secret; needed in clear to compute codes, as in Kratos. */
  secret: string;
  /** Time step of the last accepted code, so that it cannot be used twice. */
  last_time_step?: number;
}

export interface LookupCode {
  code: string;
  used_at: string | null;
}

export interface LookupCredential {
  /** Kept readable (not hashed) because settings can reveal them again, as in Kratos. */
  codes: LookupCode[];
}

interface CredentialConfigs {
  password: PasswordCredential;
  totp: TotpCredential;
  lookup_secret: LookupCredential;
}

export async function getCredential<T extends CredentialType>(
  db: DatabaseClient,
  identityId: string,
  type: T,
): Promise<CredentialConfigs[T] | undefined> {
  const row = await db
    .selectFrom('identity_credential')
    .select('config')
    .where('identity_id', '=', identityId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.config as CredentialConfigs[T] | undefined;
}

/** Who a password sign-in names: the identity, its password hash (if it has one), its second factor. */
export interface PasswordSignIn {
  identity: IdentityRecord;
  hashedPassword: string | undefined;
  secondFactor: boolean;
}

/**
 * One round trip for what a password sign-in needs before and after checking the password; undefined when
 * no identity has the address.
 */
export async function findPasswordSignIn(
  db: DatabaseClient,
  email: string,
): Promise<PasswordSignIn | undefined> {
  const row = await db
    .selectFrom('identity')
    .leftJoin('identity_credential as password', (join) =>
      join.onRef('password.identity_id', '=', 'identity.id').on('password.type', '=', 'password'),
    )
    .selectAll('identity')
    .select(['password.config as password', secondFactorEnrolled(sql.ref('identity.id')).as('second_factor')])
    .where('identity.email', '=', email)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { password, second_factor, ...identity } = row;
  return {
    identity,
    hashedPassword: (password as PasswordCredential | null)?.hashed_password,
    secondFactor: second_factor,
  };
}

export async function setCredential<T extends CredentialType>(
  db: DatabaseClient,
  identityId: string,
  type: T,
  config: CredentialConfigs[T],
): Promise<void> {
  const json = JSON.stringify(config);
  await db
    .insertInto('identity_credential')
    .values({ identity_id: identityId, type, config: json })
    .onConflict((conflict) =>
      conflict.columns(['identity_id', 'type']).doUpdateSet({ config: json, updated_at: new Date() }),
    )
    .execute();
}

export async function deleteCredential(
  db: DatabaseClient,
  identityId: string,
  type: CredentialType,
): Promise<void> {
  await db
    .deleteFrom('identity_credential')
    .where('identity_id', '=', identityId)
    .where('type', '=', type)
    .execute();
}

/** What an identity can sign in with. */
export interface Capabilities {
  password: boolean;
  totp: boolean;
  lookupSecret: boolean;
  oidcProviders: string[];
}

export async function loadCapabilities(db: DatabaseClient, identityId: string): Promise<Capabilities> {
  const [credentials, links] = await Promise.all([
    db
      .selectFrom('identity_credential')
      .select(['type', 'config'])
      .where('identity_id', '=', identityId)
      .execute(),
    db.selectFrom('identity_oidc_link').select('provider').where('identity_id', '=', identityId).execute(),
  ]);
  const types = new Set(credentials.map((credential) => credential.type));
  const lookup = credentials.find((credential) => credential.type === 'lookup_secret')?.config as
    LookupCredential | undefined;
  return {
    password: types.has('password'),
    totp: types.has('totp'),
    // Kratos counts a lookup credential with any codes, used or not.
    lookupSecret: (lookup?.codes.length ?? 0) > 0,
    oidcProviders: links.map((link) => link.provider).sort(),
  };
}

/**
 * SQL: does the identity have a second factor (TOTP, or a lookup credential with any codes, used or not, as
 * Kratos counts it)? Kratos's "highest available" level is aal2 exactly then. The same rule as `totp ||
 * lookupSecret` of loadCapabilities, for queries that answer it along with something else in one round trip.
 */
export function secondFactorEnrolled(identityId: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM identity_credential AS credential
    WHERE credential.identity_id = ${identityId}
      AND (credential.type = 'totp' OR (credential.type = 'lookup_secret'
        AND jsonb_typeof(credential.config -> 'codes') = 'array'
        AND jsonb_array_length(credential.config -> 'codes') > 0)))`;
}

/** True when the identity has a second factor, so that an aal1 session of it is not complete. */
export async function hasSecondFactor(db: DatabaseClient, identityId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom(secondFactorEnrolled(sql<string>`${identityId}::uuid`).as('enrolled'))
    .executeTakeFirstOrThrow();
  return row.enrolled;
}

export function findOidcLink(db: DatabaseClient, provider: string, subject: string) {
  return db
    .selectFrom('identity_oidc_link')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider account; `false` when that account or provider is already linked elsewhere. */
export async function addOidcLink(
  db: DatabaseClient,
  identityId: string,
  provider: string,
  subject: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('identity_oidc_link')
    .values({ identity_id: identityId, provider, subject })
    .onConflict((conflict) => conflict.doNothing())
    .returning('subject')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function removeOidcLink(
  db: DatabaseClient,
  identityId: string,
  provider: string,
): Promise<void> {
  await db
    .deleteFrom('identity_oidc_link')
    .where('identity_id', '=', identityId)
    .where('provider', '=', provider)
    .execute();
}

/**
 * Records `step` as the last accepted TOTP time step, only if it is newer than the stored one; false when
 * a concurrent submit claimed it (or a later one) first, so a code is accepted at most once.
 */
export async function claimTotpStep(db: DatabaseClient, identityId: string, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('identity_credential')
    .set({
      config: sql<string>`jsonb_set(config, '{last_time_step}', to_jsonb(${step}::bigint))`,
      updated_at: new Date(),
    })
    .where('identity_id', '=', identityId)
    .where('type', '=', 'totp')
    .where(sql<boolean>`coalesce((config->>'last_time_step')::bigint, -1) < ${step}::bigint`)
    .returning('identity_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
