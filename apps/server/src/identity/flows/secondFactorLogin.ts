import type { FastifyReply } from 'fastify';
import { claimTotpStep, getCredential } from '../credentials.ts';
import { sessionAal1Required } from '../errors.ts';
import type { FlowRecord } from '../flowStore.ts';
import { claimLoginAttempt, recordFailedLogin, releaseLoginAttempt } from '../lockout.ts';
import { consumeLookupSecret } from '../lookupSecrets.ts';
import { problems, type UiText } from '../messages.ts';
import { textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { lookupSession } from '../sessions.ts';
import { verifyTotp } from '../totp.ts';
import { answerWithFeedback } from './flowCommon.ts';
import { answerLogin, signInClearingFailures } from './loginCompletion.ts';
import { loginFields, loginInitUrl } from './loginFields.ts';

type Outcome = { ok: true } | { ok: false; message: UiText; countsAsFailure: boolean; field?: string };

/** method=totp or lookup_secret on an aal=aal2 flow: the second factor of the signed-in identity. */
export async function secondFactorLogin(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  method: 'totp' | 'lookup_secret',
): Promise<FastifyReply> {
  if (loginFields(flow).requested_aal !== 'aal2') {
    return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('login')] });
  }
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active' || lookup.identity.id !== flow.identity_id) {
    throw sessionAal1Required(loginInitUrl(ctx, { return_to: flow.return_to ?? undefined }));
  }
  const account = lookup.identity.email;
  ctx.deps.accountLimiter.hit(`login:${account}`);
  const claim = await claimLoginAttempt(ctx, account);
  if (!claim.allowed) {
    return answerWithFeedback(ctx, flow, { messages: [problems.accountLocked(claim.lockedUntil)] });
  }

  const outcome =
    method === 'totp'
      ? await checkTotp(ctx, lookup.identity.id, textField(form, 'totp_code') ?? '')
      : await checkLookupSecret(ctx, lookup.identity.id, textField(form, 'lookup_secret') ?? '');
  if (!outcome.ok) {
    let lockedNow: Date | undefined;
    if (outcome.countsAsFailure) lockedNow = await recordFailedLogin(ctx, account, claim);
    else await releaseLoginAttempt(ctx, account);
    const message = lockedNow === undefined ? outcome.message : problems.tooManyAttempts(lockedNow);
    return answerWithFeedback(
      ctx,
      flow,
      outcome.field === undefined
        ? { messages: [message] }
        : { fieldMessages: { [outcome.field]: [message] } },
    );
  }
  const signIn = await signInClearingFailures(
    ctx,
    flow,
    {
      identity: lookup.identity,
      method: { method, aal: 'aal2' },
      signedIn: lookup,
    },
    account,
  );
  // A parallel failure may have locked the account while this code was being checked.
  if ('lockedUntil' in signIn) {
    return answerWithFeedback(ctx, flow, { messages: [problems.accountLocked(signIn.lockedUntil)] });
  }
  return answerLogin(ctx, flow, lookup.identity, signIn.session, lookup.secondFactor);
}

async function checkTotp(ctx: RequestContext, identityId: string, code: string): Promise<Outcome> {
  if (code.trim() === '') {
    return { ok: false, message: problems.missing('totp_code'), countsAsFailure: false, field: 'totp_code' };
  }
  const credential = await getCredential(ctx.deps.db, identityId, 'totp');
  if (credential === undefined) return { ok: false, message: problems.noTotp(), countsAsFailure: false };
  const step = await verifyTotp(credential.secret, code, credential.last_time_step);
  if (step === undefined) return { ok: false, message: problems.invalidTotpCode(), countsAsFailure: true };
  // Claims the time step in one conditional statement: reading last_time_step and writing it back later let
  // concurrent submits of one code all pass.
  if (!(await claimTotpStep(ctx.deps.db, identityId, step))) {
    return { ok: false, message: problems.invalidTotpCode(), countsAsFailure: true };
  }
  return { ok: true };
}

async function checkLookupSecret(ctx: RequestContext, identityId: string, code: string): Promise<Outcome> {
  if (code.trim() === '') {
    return {
      ok: false,
      message: problems.missing('lookup_secret'),
      countsAsFailure: false,
      field: 'lookup_secret',
    };
  }
  const check = await consumeLookupSecret(ctx.deps.db, identityId, code, ctx.now);
  switch (check.result) {
    case 'valid':
      return { ok: true };
    case 'none':
      return { ok: false, message: problems.noLookup(), countsAsFailure: false };
    case 'used':
      return { ok: false, message: problems.lookupUsed(), countsAsFailure: true };
    case 'invalid':
      return { ok: false, message: problems.lookupInvalid(), countsAsFailure: true };
  }
}
