import type { FastifyReply } from 'fastify';
import { findPasswordSignIn } from '../credentials.ts';
import { sessionInactive } from '../errors.ts';
import type { FlowRecord } from '../flowStore.ts';
import { claimLoginAttempt, recordFailedLogin } from '../lockout.ts';
import { problems, type UiText } from '../messages.ts';
import { verifyAgainstNothing, verifyPassword } from '../passwords.ts';
import { isValidEmail, normaliseEmail, textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { lookupSession } from '../sessions.ts';
import { answerWithFeedback } from './flowCommon.ts';
import { answerLogin, signInClearingFailures } from './loginCompletion.ts';
import { loginFields } from './loginFields.ts';

/** method=password: identifier (the e-mail) and the password's SHA-256 digest. */
export async function passwordLogin(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
): Promise<FastifyReply> {
  const fields = loginFields(flow);
  if (fields.requested_aal === 'aal2') {
    return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('login')] });
  }
  const typed = textField(form, 'identifier') ?? '';
  const identifier = normaliseEmail(typed);
  const password = textField(form, 'password') ?? '';
  const values = { identifier: typed };
  const fieldMessages: Record<string, UiText[]> = {};
  if (identifier === '') fieldMessages.identifier = [problems.emailMissing('identifier')];
  if (password === '') fieldMessages.password = [problems.missing('password')];
  if (Object.keys(fieldMessages).length > 0) return answerWithFeedback(ctx, flow, { fieldMessages, values });

  const lookup = await lookupSession(ctx);
  if (fields.refresh) {
    if (lookup.status !== 'active' || lookup.identity.id !== flow.identity_id) throw sessionInactive();
  } else if (lookup.status === 'active') {
    return answerWithFeedback(ctx, flow, {
      messages: [problems.generic('A valid session was detected and thus login is not possible.')],
    });
  }

  // Something that is no e-mail address is no account: answered like a wrong password, without touching
  // the limiter or the lockout table (whose key it would otherwise become).
  if (!isValidEmail(identifier)) {
    return answerWithFeedback(ctx, flow, { messages: [problems.invalidCredentials()], values });
  }
  ctx.deps.accountLimiter.hit(`login:${identifier}`);
  const claim = await claimLoginAttempt(ctx, identifier);
  if (!claim.allowed) {
    return answerWithFeedback(ctx, flow, { messages: [problems.accountLocked(claim.lockedUntil)], values });
  }
  const found = await findPasswordSignIn(ctx.deps.db, identifier);
  const valid =
    found?.hashedPassword === undefined
      ? await verifyAgainstNothing(password)
      : await verifyPassword(found.hashedPassword, password);
  const sameAccount = !fields.refresh || found?.identity.id === flow.identity_id;
  if (!valid || found === undefined || found.identity.state !== 'active' || !sameAccount) {
    const lockedNow = await recordFailedLogin(ctx, identifier, claim);
    return answerWithFeedback(ctx, flow, {
      messages: [
        lockedNow === undefined ? problems.invalidCredentials() : problems.tooManyAttempts(lockedNow),
      ],
      values,
    });
  }
  const { identity } = found;
  const signIn = await signInClearingFailures(
    ctx,
    flow,
    {
      identity,
      method: { method: 'password', aal: 'aal1' },
      signedIn: lookup,
    },
    identifier,
  );
  // A parallel failure may have locked the account while this password was being checked.
  if ('lockedUntil' in signIn) {
    return answerWithFeedback(ctx, flow, { messages: [problems.accountLocked(signIn.lockedUntil)], values });
  }
  return answerLogin(ctx, flow, identity, signIn.session, found.secondFactor);
}
