import { createHash, randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database, FlowKind } from '../database/schema.ts';
import { codeHolder } from './codeHolder.ts';
import type { RequestContext } from './requestContext.ts';

/**
 * One-time codes for verification and recovery: 6 digits, stored only as SHA-256 of flow id and code,
 * single use, valid for AUTH_CODE_LIFESPAN_MINUTES. A six-digit code is guessable offline from its hash, so
 * what protects it is the short life, the 5 tries per code and per flow, the hourly tries per address, and
 * that it only works in its own flow for the address it was sent to.
 */
export const CODE_PATTERN = /^[0-9]{6}$/;
export const MAX_CODE_SUBMISSIONS = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(flowId: string, code: string): string {
  return createHash('sha256').update(`${flowId}:${code}`).digest('hex');
}

export interface CodeToIssue {
  flowId: string;
  kind: FlowKind;
  /** The address the code goes to: the flow's address at the time the mail was asked for. */
  address: string;
  now: Date;
  lifespanMs: number;
}

/**
 * Makes a new code for the flow, but only while the flow still waits for a code to `address` (the person
 * may have moved the flow to another address since the mail was queued) and the address has a holder this
 * flow may issue a code for (codeHolder.ts), looked up in the same transaction. Every older unused code for
 * this address in flows of this kind is deleted. Answers the code, or undefined when none was issued.
 */
export async function issueCode(db: DatabaseClient, issue: CodeToIssue): Promise<string | undefined> {
  const code = generateCode();
  const issued = await db.transaction().execute(async (trx) => {
    const flow = await trx
      .selectFrom('identity_flow')
      .select(['state', 'expires_at', 'identity_id', sql<string | null>`internal->>'email'`.as('email')])
      .where('id', '=', issue.flowId)
      .where('kind', '=', issue.kind)
      .forUpdate()
      .executeTakeFirst();
    const waiting =
      flow !== undefined &&
      flow.state === 'sent_email' &&
      flow.email === issue.address &&
      flow.expires_at.getTime() > issue.now.getTime();
    if (!waiting) return false;
    const holderId = await codeHolder(trx, issue.kind, issue.address, flow.identity_id);
    if (holderId === undefined) return false;
    await trx.deleteFrom('identity_code').where('flow_id', '=', issue.flowId).execute();
    await trx
      .deleteFrom('identity_code')
      .where('address', '=', issue.address)
      .where('used_at', 'is', null)
      .where('flow_id', 'in', trx.selectFrom('identity_flow').select('id').where('kind', '=', issue.kind))
      .execute();
    await trx
      .insertInto('identity_code')
      .values({
        id: randomUUID(),
        flow_id: issue.flowId,
        address: issue.address,
        code_hash: codeHash(issue.flowId, code),
        expires_at: new Date(issue.now.getTime() + issue.lifespanMs),
        holder_id: holderId,
      })
      .execute();
    return true;
  });
  return issued ? code : undefined;
}

/** Deletes the flow's unused code: it was sent to an address the flow no longer speaks for. */
export async function withdrawFlowCodes(db: Kysely<Database>, flowId: string): Promise<void> {
  await db.deleteFrom('identity_code').where('flow_id', '=', flowId).where('used_at', 'is', null).execute();
}

/**
 * Counts one try against the flow's unused code, before it is compared. Answers the address that code was
 * sent to and its tries so far, or undefined when the flow holds no unused code (the address has no
 * account, the mail is still on its way, or the code was used).
 */
export async function countCodeTry(
  db: DatabaseClient,
  flowId: string,
): Promise<{ address: string; tries: number } | undefined> {
  return db
    .updateTable('identity_code')
    .set({ tries: sql<number>`tries + 1` })
    .where('flow_id', '=', flowId)
    .where('used_at', 'is', null)
    .returning(['address', 'tries'])
    .executeTakeFirst();
}

export type CodeCheck =
  | { result: 'valid'; address: string; holderId: string }
  | { result: 'expired'; expiredAt: Date }
  | { result: 'used' }
  | { result: 'invalid' };

/**
 * Checks a submitted code and, when it is good, marks it used (exactly once, even under races). Only a
 * code sent to `address`, the flow's address now, counts.
 */
export async function consumeCode(
  ctx: RequestContext,
  flowId: string,
  address: string,
  code: string,
): Promise<CodeCheck> {
  const trimmed = code.trim();
  if (!CODE_PATTERN.test(trimmed)) return { result: 'invalid' };
  const row = await ctx.deps.db
    .selectFrom('identity_code')
    .selectAll()
    .where('flow_id', '=', flowId)
    .where('address', '=', address)
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
    .returning(['address', 'holder_id'])
    .executeTakeFirst();
  if (claimed === undefined) return { result: 'used' };
  // Codes from before holders were recorded are refused: they were issued at most an hour before.
  if (claimed.holder_id === null) return { result: 'invalid' };
  return { result: 'valid', address: claimed.address, holderId: claimed.holder_id };
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
