import type { Kysely } from 'kysely';
import type { Database, FlowKind } from '../database/schema.ts';

/**
 * The identity a code for `address` is issued for, or undefined when no code may be issued (the address
 * is nobody's, as far as this flow may know). Recovery: the identity whose recovery address it is.
 * Verification: the identity whose address it is, or the identity whose pending e-mail change claims it,
 * but only in a flow that identity started while signed in. Whoever reads the mail at a claimed address
 * must not complete the claimant's change from a flow of their own: the person changing the address may
 * have mistyped it into someone else's mailbox.
 */
export async function codeHolder(
  db: Kysely<Database>,
  kind: FlowKind,
  address: string,
  flowIdentityId: string | null,
): Promise<string | undefined> {
  if (kind === 'recovery') {
    const recovery = await db
      .selectFrom('identity_recovery_address')
      .select('identity_id')
      .where('value', '=', address)
      .executeTakeFirst();
    return recovery?.identity_id;
  }
  const own = await db
    .selectFrom('identity_verifiable_address')
    .select('identity_id')
    .where('value', '=', address)
    .executeTakeFirst();
  if (own !== undefined) return own.identity_id;
  const claim = await db
    .selectFrom('identity_pending_email')
    .select('identity_id')
    .where('value', '=', address)
    .executeTakeFirst();
  return claim !== undefined && claim.identity_id === flowIdentityId ? claim.identity_id : undefined;
}
