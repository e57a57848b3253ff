import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database, IdentityTable } from '../database/schema.ts';
import { isUniqueViolation } from '../database/uniqueViolation.ts';
import {
  completeEmailChange,
  findPendingClaim,
  forgetUnusedCodes,
  type EmailChange,
} from './pendingEmail.ts';

export type IdentityRecord = Selectable<IdentityTable>;

/** The identity schema id Kratos would use, and its id as it appears in URLs (base64 of "default"). */
export const SCHEMA_ID = 'default';
export const SCHEMA_URL_ID = Buffer.from(SCHEMA_ID).toString('base64url');

/** The identity as Kratos serialises it (never with credentials). */
export interface IdentityJson {
  id: string;
  schema_id: string;
  schema_url: string;
  state: 'active' | 'inactive';
  traits: { email: string };
  verifiable_addresses: {
    id: string;
    value: string;
    verified: boolean;
    via: 'email';
    status: 'pending' | 'sent' | 'completed';
    verified_at?: string;
    created_at: string;
    updated_at: string;
  }[];
  recovery_addresses: { id: string; value: string; via: 'email'; created_at: string; updated_at: string }[];
  metadata_public: null;
  created_at: string;
  updated_at: string;
}

export function findIdentityById(db: DatabaseClient, id: string): Promise<IdentityRecord | undefined> {
  return db.selectFrom('identity').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findIdentityByEmail(db: DatabaseClient, email: string): Promise<IdentityRecord | undefined> {
  return db.selectFrom('identity').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Every identity's id and address (the admin command line lists accounts by address). */
export function listIdentityAddresses(db: DatabaseClient): Promise<{ id: string; email: string }[]> {
  return db.selectFrom('identity').select(['id', 'email']).execute();
}

export interface NewIdentity {
  email: string;
  /** True when an external provider vouched for the address (OIDC with email_verified). */
  verified: boolean;
  passwordHash?: string;
}

/**
 * Told of every identity created, inside the creating transaction (so its writes commit or roll back with
 * the identity). Other areas hook in through this without the identity area knowing them: the account
 * area starts the trial here (buildApp passes its listener in IdentityDependencies).
 */
export type IdentityCreatedListener = (trx: DatabaseClient, identity: IdentityRecord) => Promise<void>;

/** Creates the identity with its addresses (and password); `undefined` when the address is taken. */
export async function createIdentity(
  db: DatabaseClient,
  input: NewIdentity,
  onCreated?: IdentityCreatedListener,
): Promise<IdentityRecord | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const identity = await trx
        .insertInto('identity')
        .values({ id: randomUUID(), email: input.email })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('identity_verifiable_address')
        .values({
          id: randomUUID(),
          identity_id: identity.id,
          value: input.email,
          verified: input.verified,
          status: input.verified ? 'completed' : 'pending',
          verified_at: input.verified ? new Date() : null,
        })
        .execute();
      await trx
        .insertInto('identity_recovery_address')
        .values({ id: randomUUID(), identity_id: identity.id, value: input.email })
        .execute();
      if (input.passwordHash !== undefined) {
        await trx
          .insertInto('identity_credential')
          .values({
            identity_id: identity.id,
            type: 'password',
            config: JSON.stringify({ hashed_password: input.passwordHash }),
          })
          .execute();
      }
      // The address has its holder now: someone else's pending change to it can never complete, and codes
      // sent for it before were meant for that change.
      await trx.deleteFrom('identity_pending_email').where('value', '=', input.email).execute();
      await forgetUnusedCodes(trx, input.email);
      await onCreated?.(trx, identity);
      return identity;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** An address a verification code may be sent to: an identity's own, or the one its pending change claims. */
export interface VerifiableAddress {
  identity_id: string;
  value: string;
  verified: boolean;
  /** True for the new address of a pending e-mail change (pendingEmail.ts). */
  pending: boolean;
}

export async function findVerifiableAddress(
  db: DatabaseClient,
  value: string,
): Promise<VerifiableAddress | undefined> {
  const current = await db
    .selectFrom('identity_verifiable_address')
    .select(['identity_id', 'value', 'verified'])
    .where('value', '=', value)
    .executeTakeFirst();
  if (current !== undefined) return { ...current, pending: false };
  const claim = await findPendingClaim(db, value);
  return claim === undefined
    ? undefined
    : { identity_id: claim.identity_id, value: claim.value, verified: false, pending: true };
}

export function findRecoveryAddress(db: DatabaseClient, value: string) {
  return db.selectFrom('identity_recovery_address').selectAll().where('value', '=', value).executeTakeFirst();
}

export async function markAddressSent(db: Kysely<Database>, value: string): Promise<void> {
  await db
    .updateTable('identity_verifiable_address')
    .set({ status: 'sent', updated_at: new Date() })
    .where('value', '=', value)
    .where('verified', '=', false)
    .execute();
}

/**
 * A code sent to `value` for `holderId` was entered. The holder's own address becomes verified; the new
 * address of the holder's pending e-mail change replaces its address (the answer says which change
 * completed). A code never verifies or completes anything for another identity, even when the address
 * changed hands since the code was issued.
 */
export async function markAddressVerified(
  db: DatabaseClient,
  value: string,
  holderId: string,
): Promise<EmailChange | undefined> {
  const now = new Date();
  const own = await db
    .updateTable('identity_verifiable_address')
    .set({
      verified: true,
      status: 'completed',
      verified_at: sql<Date>`coalesce(verified_at, ${now}::timestamptz)`,
      updated_at: now,
    })
    .where('value', '=', value)
    .where('identity_id', '=', holderId)
    .returning('id')
    .executeTakeFirst();
  return own === undefined ? completeEmailChange(db, value, holderId, now) : undefined;
}

export async function isAddressVerified(db: DatabaseClient, value: string): Promise<boolean> {
  const address = await findVerifiableAddress(db, value);
  return address?.verified === true;
}

export async function identityJson(
  db: DatabaseClient,
  identity: IdentityRecord,
  publicBase: string,
): Promise<IdentityJson> {
  // Both kinds of address in one round trip; a recovery address has no verification columns.
  const addresses = await db
    .selectFrom('identity_verifiable_address')
    .select([
      sql<'verifiable' | 'recovery'>`'verifiable'`.as('kind'),
      'id',
      'value',
      'verified',
      'status',
      'verified_at',
      'created_at',
      'updated_at',
    ])
    .where('identity_id', '=', identity.id)
    .unionAll(
      db
        .selectFrom('identity_recovery_address')
        .select([
          sql<'verifiable' | 'recovery'>`'recovery'`.as('kind'),
          'id',
          'value',
          sql<boolean>`false`.as('verified'),
          sql<'pending' | 'sent' | 'completed'>`'pending'`.as('status'),
          sql<Date | null>`NULL::timestamptz`.as('verified_at'),
          'created_at',
          'updated_at',
        ])
        .where('identity_id', '=', identity.id),
    )
    .execute();
  return {
    id: identity.id,
    schema_id: SCHEMA_ID,
    schema_url: `${publicBase}/schemas/${SCHEMA_URL_ID}`,
    state: identity.state,
    traits: { email: identity.email },
    verifiable_addresses: addresses
      .filter((address) => address.kind === 'verifiable')
      .map((address) => ({
        id: address.id,
        value: address.value,
        verified: address.verified,
        via: 'email',
        status: address.status,
        ...(address.verified_at === null ? {} : { verified_at: address.verified_at.toISOString() }),
        created_at: address.created_at.toISOString(),
        updated_at: address.updated_at.toISOString(),
      })),
    recovery_addresses: addresses
      .filter((address) => address.kind === 'recovery')
      .map((address) => ({
        id: address.id,
        value: address.value,
        via: 'email',
        created_at: address.created_at.toISOString(),
        updated_at: address.updated_at.toISOString(),
      })),
    metadata_public: null,
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
  };
}

/** The identity JSON schema behind `schema_url`: one e-mail trait, the identifier for password and code. */
export const IDENTITY_SCHEMA = {
  $id: SCHEMA_ID,
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Write the Tone account',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          maxLength: 254,
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
      },
      required: ['email'],
      additionalProperties: false,
    },
  },
} as const;
