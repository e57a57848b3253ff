import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { claimCodeAttempt, claimCodeMail } from '../codeBudget.ts';
import { consumeCode, countCodeSubmission, issueCode, MAX_CODE_SUBMISSIONS } from '../codes.ts';
import { flowExpired, flowReplaced } from '../errors.ts';
import {
  createFlow,
  ensureSameBrowser,
  flowAction,
  isExpired,
  updateFlow,
  verifyCsrfSubmission,
  type FlowRecord,
} from '../flowStore.ts';
import { findVerifiableAddress, markAddressSent, markAddressVerified } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { sendQuietly, verificationMail } from '../mailTemplates.ts';
import { labels, notices, problems, type UiText } from '../messages.ts';
import { isValidEmail, methodField, normaliseEmail, readForm, textField } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import { FORM_BODY_LIMIT_BYTES, withContext, type RouteLimits } from '../routeContext.ts';
import { anchorNode, container, csrfNode, inputNode, submitNode, type UiNode } from '../uiNodes.ts';
import {
  allowedReturnTo,
  answerWithFeedback,
  expiredError,
  expiredMessage,
  flowFromQuery,
  requestUrl,
  sendFlow,
} from './flowCommon.ts';

/** Nodes before a code was sent: the address to verify. */
function chooseMethodNodes(): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: labels.email() }),
    submitNode('code', 'method', 'code', labels.submit()),
  ];
}

/** Nodes after a code was sent to `email`: the code, submit, and "resend" (the e-mail as a submit button). */
export function codeSentNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'code', 'text', {
      required: true,
      pattern: '[0-9]+',
      maxlength: 6,
      autocomplete: 'one-time-code',
      label: codeLabel,
    }),
    inputNode('code', 'method', 'hidden', { value: 'code' }),
    submitNode('code', 'method', 'code', labels.submit()),
    submitNode('code', 'email', email, labels.resendCode()),
  ];
}

interface VerificationInternal {
  email?: string;
  submissions?: number;
}

function internalOf(flow: FlowRecord): VerificationInternal {
  return flow.internal;
}

async function startVerificationFlow(
  ctx: RequestContext,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  const id = randomUUID();
  return createFlow(ctx, {
    id,
    kind: 'verification',
    state: 'choose_method',
    active: 'code',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    ui: container(flowAction(ctx, 'verification', id), chooseMethodNodes(), options.messages),
  });
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
    internal: { ...internalOf(flow), email },
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
  return startVerificationFlow(ctx, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    messages: [message],
  });
}

/** GET /self-service/verification/flows?id= */
async function getVerification(ctx: RequestContext): Promise<FastifyReply> {
  const flow = await flowFromQuery(ctx, 'verification', 'id');
  ensureSameBrowser(ctx, flow);
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restart(ctx, flow, expiredMessage(ctx, flow)));
  }
  return sendFlow(ctx, flow);
}

/** POST /self-service/verification?flow=: send (or resend) a code, or submit one. */
async function submitVerification(ctx: RequestContext): Promise<FastifyReply> {
  const form = readForm(ctx.request.body);
  const flow = await flowFromQuery(ctx, 'verification', 'flow');
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restart(ctx, flow, expiredMessage(ctx, flow)));
  }
  verifyCsrfSubmission(ctx, flow, form);
  if (flow.state === 'passed_challenge') {
    const replacement = await restart(
      ctx,
      flow,
      problems.generic('This verification was already completed.'),
    );
    throw flowReplaced(
      replacement.id,
      'The verification flow was already completed; continue with the new one.',
    );
  }
  const method = methodField(form);
  if (method !== undefined && method !== 'code') {
    return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('verification')] });
  }
  const code = textField(form, 'code')?.trim() ?? '';
  if (code !== '') return submitCode(ctx, flow, code);

  const typed = textField(form, 'email') ?? internalOf(flow).email ?? '';
  const email = normaliseEmail(typed);
  if (email === '') {
    return answerWithFeedback(ctx, flow, { fieldMessages: { email: [problems.emailMissing('email')] } });
  }
  if (!isValidEmail(email)) {
    return answerWithFeedback(ctx, flow, {
      fieldMessages: { email: [problems.invalidEmail()] },
      values: { email: typed },
    });
  }
  return sendFlow(ctx, await sendVerificationCode(ctx, flow, email));
}

async function submitCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<FastifyReply> {
  if (flow.state !== 'sent_email') {
    return answerWithFeedback(ctx, flow, {
      messages: [problems.generic('Request a code first: enter your e-mail address.')],
    });
  }
  const submissions = await countCodeSubmission(ctx, flow.id);
  if (submissions > MAX_CODE_SUBMISSIONS) {
    const replacement = await restart(
      ctx,
      flow,
      problems.generic('The request was submitted too often. Please request another code.'),
    );
    throw flowReplaced(
      replacement.id,
      'The code was submitted too often; request a new one in the new flow.',
    );
  }
  // The per-address budget spans all flows: new flows must not bring new guesses.
  const budgetAddress = internalOf(flow).email;
  if (budgetAddress !== undefined && !(await claimCodeAttempt(ctx, budgetAddress))) {
    return answerWithFeedback(ctx, flow, { messages: [problems.invalidVerificationCode()] }, { status: 200 });
  }
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
      await markAddressVerified(ctx.deps.db, check.address);
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
  const tags = ['identity'];
  app.get(
    '/self-service/verification/browser',
    { schema: { summary: 'Start a browser verification flow', tags }, config: { rateLimit: limits.read } },
    withContext(deps, initVerification),
  );
  app.get(
    '/self-service/verification/flows',
    { schema: { summary: 'Fetch a verification flow', tags }, config: { rateLimit: limits.read } },
    withContext(deps, getVerification),
  );
  app.post(
    '/self-service/verification',
    {
      schema: { summary: 'Submit a verification flow (send a code, or the code)', tags },
      config: { rateLimit: limits.submit },
      bodyLimit: FORM_BODY_LIMIT_BYTES,
    },
    withContext(deps, submitVerification),
  );
}
