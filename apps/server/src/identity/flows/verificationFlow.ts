import type { FastifyInstance, FastifyReply } from 'fastify';
import { claimCodeMail } from '../codeBudget.ts';
import { consumeCode, issueCode } from '../codes.ts';
import { flowExpired, flowReplaced } from '../errors.ts';
import { updateFlow, type FlowRecord } from '../flowStore.ts';
import { findVerifiableAddress, markAddressSent } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { sendQuietly, verificationMail } from '../mailTemplates.ts';
import { labels, notices, problems, type UiText } from '../messages.ts';
import { textField } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import { anchorNode, container } from '../uiNodes.ts';
import { confirmVerifiedAddress } from './addressVerified.ts';
import {
  checkedEmail,
  codeInternalOf,
  codeSentNodes,
  fetchCodeFlow,
  openCodeSubmission,
  refuseCodeAttempt,
  restartCodeFlow,
  startCodeFlow,
  type CodeFlowSpec,
} from './codeFlow.ts';
import { allowedReturnTo, answerWithFeedback, requestUrl, sendFlow } from './flowCommon.ts';
import { registerFlowRoutes } from './flowRoutes.ts';

const spec: CodeFlowSpec = { kind: 'verification', submitLabel: labels.submit };

function startVerificationFlow(
  ctx: RequestContext,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  return startCodeFlow(ctx, spec, options);
}

/** Sends a code to `email` if it is an address of ours (silently nothing otherwise) and moves to sent_email. */
async function sendVerificationCode(
  ctx: RequestContext,
  flow: FlowRecord,
  email: string,
  afterSavedChange = false,
): Promise<FlowRecord> {
  // After a sign-up or an address change has been saved, a 429 would report a failure for a change that
  // happened; then the mail is skipped instead (the user can resend it from the verification flow).
  let withinMinuteLimit = true;
  if (afterSavedChange) withinMinuteLimit = ctx.deps.accountLimiter.tryHit(`mail:${email}`);
  else ctx.deps.accountLimiter.hit(`mail:${email}`);
  // Over the hourly budget nothing is sent, but the answer stays "code sent": no enumeration.
  const withinBudget = withinMinuteLimit && (await claimCodeMail(ctx, email));
  const address = withinBudget ? await findVerifiableAddress(ctx.deps.db, email) : undefined;
  if (address !== undefined) {
    const code = await issueCode(ctx, flow.id, 'verification', email);
    await sendQuietly(
      ctx.deps.mailer,
      verificationMail(email, code, Math.round(ctx.deps.config.codeLifespanMs / 60_000)),
      (error) => ctx.request.log.error({ err: error }, 'the verification e-mail could not be sent'),
    );
    await markAddressSent(ctx.deps.db, email);
  }
  return updateFlow(ctx, flow, {
    state: 'sent_email',
    ui: container(flow.ui.action, codeSentNodes(email, labels.verificationCode()), [
      notices.verificationCodeSent(),
    ]),
    internal: { ...codeInternalOf(flow), email },
  });
}

/**
 * After sign-up or an address change: a verification flow that has already sent its code (continue_with
 * show_verification_ui). Never throws for the mail limits, since the change is saved already.
 */
export async function startVerificationForAddress(
  ctx: RequestContext,
  email: string,
  returnTo: string | undefined,
): Promise<FlowRecord> {
  const flow = await startVerificationFlow(ctx, {
    returnTo,
    requestUrl: `${ctx.publicBase}/self-service/verification/browser`,
    messages: [],
  });
  return sendVerificationCode(ctx, flow, email, true);
}

/** GET /self-service/verification/browser */
async function initVerification(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  return sendFlow(
    ctx,
    await startVerificationFlow(ctx, { returnTo, requestUrl: requestUrl(ctx), messages: [] }),
  );
}

function restart(ctx: RequestContext, flow: FlowRecord, message: UiText): Promise<FlowRecord> {
  return restartCodeFlow(ctx, spec, flow, message);
}

/** GET /self-service/verification/flows?id= */
function getVerification(ctx: RequestContext): Promise<FastifyReply> {
  return fetchCodeFlow(ctx, spec);
}

/** POST /self-service/verification?flow=: send (or resend) a code, or submit one. */
async function submitVerification(ctx: RequestContext): Promise<FastifyReply> {
  const opened = await openCodeSubmission(ctx, spec);
  if (opened.reply !== undefined) return opened.reply;
  const { form, flow } = opened;
  const code = textField(form, 'code')?.trim() ?? '';
  if (code !== '') return submitCode(ctx, flow, code);

  const checked = await checkedEmail(ctx, flow, textField(form, 'email') ?? codeInternalOf(flow).email ?? '');
  if (checked.reply !== undefined) return checked.reply;
  const { email } = checked;
  return sendFlow(ctx, await sendVerificationCode(ctx, flow, email));
}

async function submitCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<FastifyReply> {
  const refused = await refuseCodeAttempt(ctx, spec, flow, problems.invalidVerificationCode);
  if (refused.reply !== undefined) return refused.reply;
  const check = await consumeCode(ctx, flow.id, code);
  switch (check.result) {
    case 'invalid':
      return answerWithFeedback(
        ctx,
        flow,
        { messages: [problems.invalidVerificationCode()] },
        { status: 200 },
      );
    case 'used': {
      const replacement = await restart(ctx, flow, problems.generic('This code was already used.'));
      throw flowReplaced(replacement.id, 'The verification code was already used.');
    }
    case 'expired': {
      const replacement = await restart(ctx, flow, problems.verificationCodeExpired(check.expiredAt));
      throw flowExpired(replacement.id, check.expiredAt, ctx.now);
    }
    case 'valid': {
      await confirmVerifiedAddress(ctx, check.address);
      const next = flow.return_to ?? uiUrl(ctx, 'afterLogin');
      const passed = await updateFlow(ctx, flow, {
        state: 'passed_challenge',
        ui: {
          action: next,
          method: 'GET',
          nodes: [anchorNode('code', 'continue', next, labels.continue())],
          messages: [notices.verified()],
        },
      });
      return sendFlow(ctx, passed);
    }
  }
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  registerFlowRoutes(app, deps, limits, {
    name: 'verification',
    submitNote: ' (send a code, or the code)',
    init: initVerification,
    get: getVerification,
    submit: submitVerification,
  });
}
