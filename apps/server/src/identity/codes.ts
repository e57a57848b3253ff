import { createHash, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FlowKind } from '../database/schema.ts';
import type { RequestContext } from './requestContext.ts';

/**
 * One-time codes for verification and recovery: 6 digits, stored only as SHA-256 of flow id and code,
 * single use, valid for AUTH_CODE_LIFESPAN_MINUTES. A six-digit code is guessable offline from its hash, so
 * what protects it is the short life, the 5 tries per flow and that it only works in its own flow.
 */
export const CODE_PATTERN = /^[0-9]{6}$/;
export const MAX_CODE_SUBMISSIONS = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(flowId: string, code: string): string {
  return createHash('sha256').update(`${flowId}:${code}`).digest('hex');
}

/** Makes a new code for the flow; every older unused code for this address in flows of this kind is deleted. */
export async function issueCode(
  ctx: RequestContext,
  flowId: string,
  kind: FlowKind,
  address: string,
): Promise<string> {
  const code = generateCode();
  await ctx.deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('identity_code').where('flow_id', '=', flowId).execute();
    await trx
      .deleteFrom('identity_code')
      .where('address', '=', address)
      .where('used_at', 'is', null)
      .where('flow_id', 'in', trx.selectFrom('identity_flow').select('id').where('kind', '=', kind))
      .execute();
    await trx
      .insertInto('identity_code')
      .values({
        id: randomUUID(),
        flow_id: flowId,
        address,
        code_hash: codeHash(flowId, code),
        expires_at: new Date(ctx.now.getTime() + ctx.deps.config.codeLifespanMs),
      })
      .execute();
  });
  return code;
}

export type CodeCheck =
  | { result: 'valid'; address: string }
  | { result: 'expired'; expiredAt: Date }
  | { result: 'used' }
  | { result: 'invalid' };

/** Checks a submitted code and, when it is good, marks it used (exactly once, even under races). */
export async function consumeCode(ctx: RequestContext, flowId: string, code: string): Promise<CodeCheck> {
  const trimmed = code.trim();
  if (!CODE_PATTERN.test(trimmed)) return { result: 'invalid' };
  const row = await ctx.deps.db
    .selectFrom('identity_code')
    .selectAll()
    .where('flow_id', '=', flowId)
    .where('code_hash', '=', codeHash(flowId, trimmed))
    .executeTakeFirst();
  if (row === undefined) return { result: 'invalid' };
  if (row.used_at !== null) return { result: 'used' };
  if (row.expires_at.getTime() <= ctx.now.getTime()) return { result: 'expired', expiredAt: row.expires_at };
  const claimed = await ctx.deps.db
    .updateTable('identity_code')
    .set({ used_at: ctx.now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('address')
    .executeTakeFirst();
  return claimed === undefined ? { result: 'used' } : { result: 'valid', address: claimed.address };
}

/**
 * Counts one code submission on the flow and returns the new count, atomically, so that parallel requests
 * cannot squeeze in more than MAX_CODE_SUBMISSIONS guesses.
 */
export async function countCodeSubmission(ctx: RequestContext, flowId: string): Promise<number> {
  const row = await ctx.deps.db
    .updateTable('identity_flow')
    .set({
      internal: sql<string>`jsonb_set(internal, '{submissions}',
        to_jsonb(coalesce((internal->>'submissions')::int, 0) + 1))`,
      updated_at: ctx.now,
    })
    .where('id', '=', flowId)
    .returning(sql<number>`(internal->>'submissions')::int`.as('submissions'))
    .executeTakeFirstOrThrow();
  return row.submissions;
}
