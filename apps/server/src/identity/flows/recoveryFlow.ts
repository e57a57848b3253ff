import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { claimCodeAttempt, claimCodeMail } from '../codeBudget.ts';
import { consumeCode, countCodeSubmission, issueCode, MAX_CODE_SUBMISSIONS } from '../codes.ts';
import { flowReplaced, sessionAlreadyAvailable } from '../errors.ts';
import {
  createFlow,
  ensureSameBrowser,
  flowAction,
  isExpired,
  updateFlow,
  verifyCsrfSubmission,
  type FlowRecord,
} from '../flowStore.ts';
import { findIdentityById, findRecoveryAddress, markAddressVerified } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { liftLockout } from '../lockout.ts';
import { recoveryMail, sendQuietly } from '../mailTemplates.ts';
import { labels, notices, problems, type UiText } from '../messages.ts';
import { isValidEmail, methodField, normaliseEmail, readForm, textField } from '../requestBody.ts';
import { selfServiceUrl, uiUrl, type RequestContext } from '../requestContext.ts';
import { FORM_BODY_LIMIT_BYTES, withContext, type RouteLimits } from '../routeContext.ts';
import { issueSession, lookupSession, revokeOtherSessions } from '../sessions.ts';
import { container, csrfNode, inputNode, submitNode, type UiNode } from '../uiNodes.ts';
import {
  allowedReturnTo,
  answerWithFeedback,
  expiredError,
  expiredMessage,
  flowFromQuery,
  requestUrl,
  sendFlow,
} from './flowCommon.ts';
import { startSettingsFlow } from './settingsView.ts';
import { codeSentNodes } from './verificationFlow.ts';

function chooseMethodNodes(): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: labels.email() }),
    submitNode('code', 'method', 'code', labels.continue()),
  ];
}

interface RecoveryInternal {
  email?: string;
  submissions?: number;
}

function internalOf(flow: FlowRecord): RecoveryInternal {
  return flow.internal;
}

async function startRecoveryFlow(
  ctx: RequestContext,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  const id = randomUUID();
  return createFlow(ctx, {
    id,
    kind: 'recovery',
    state: 'choose_method',
    active: 'code',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    ui: container(flowAction(ctx, 'recovery', id), chooseMethodNodes(), options.messages),
  });
}

function restart(ctx: RequestContext, flow: FlowRecord, message: UiText): Promise<FlowRecord> {
  return startRecoveryFlow(ctx, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    messages: [message],
  });
}

/** GET /self-service/recovery/browser (refused while signed in, as in Kratos). */
async function initRecovery(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  if ((await lookupSession(ctx)).status === 'active') throw sessionAlreadyAvailable();
  return sendFlow(ctx, await startRecoveryFlow(ctx, { returnTo, requestUrl: requestUrl(ctx), messages: [] }));
}

/** GET /self-service/recovery/flows?id= */
async function getRecovery(ctx: RequestContext): Promise<FastifyReply> {
  const flow = await flowFromQuery(ctx, 'recovery', 'id');
  ensureSameBrowser(ctx, flow);
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restart(ctx, flow, expiredMessage(ctx, flow)));
  }
  return sendFlow(ctx, flow);
}

/** POST /self-service/recovery?flow=: `email` sends a code (again); `code` without `email` redeems it. */
async function submitRecovery(ctx: RequestContext): Promise<FastifyReply> {
  const form = readForm(ctx.request.body);
  const flow = await flowFromQuery(ctx, 'recovery', 'flow');
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restart(ctx, flow, expiredMessage(ctx, flow)));
  }
  verifyCsrfSubmission(ctx, flow, form);
  if (flow.state === 'passed_challenge') {
    const replacement = await restart(ctx, flow, problems.generic('This recovery was already completed.'));
    throw flowReplaced(replacement.id, 'The recovery flow was already completed; continue with the new one.');
  }
  const method = methodField(form);
  if (method !== undefined && method !== 'code') {
    return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('recovery')] });
  }
  const typed = textField(form, 'email');
  const code = textField(form, 'code')?.trim() ?? '';
  if (typed === undefined && code !== '') return redeemCode(ctx, flow, code);

  const email = normaliseEmail(typed ?? '');
  if (email === '') {
    return answerWithFeedback(ctx, flow, { fieldMessages: { email: [problems.emailMissing('email')] } });
  }
  if (!isValidEmail(email)) {
    return answerWithFeedback(ctx, flow, {
      fieldMessages: { email: [problems.invalidEmail()] },
      values: { email: typed ?? '' },
    });
  }
  ctx.deps.accountLimiter.hit(`mail:${email}`);
  // Over the hourly budget nothing is sent, but the answer stays "code sent": no enumeration.
  const withinBudget = await claimCodeMail(ctx, email);
  if (withinBudget && (await findRecoveryAddress(ctx.deps.db, email)) !== undefined) {
    const sent = await issueCode(ctx, flow.id, 'recovery', email);
    await sendQuietly(
      ctx.deps.mailer,
      recoveryMail(email, sent, Math.round(ctx.deps.config.codeLifespanMs / 60_000)),
      (error) => ctx.request.log.error({ err: error }, 'the recovery e-mail could not be sent'),
    );
  }
  const updated = await updateFlow(ctx, flow, {
    state: 'sent_email',
    ui: container(flow.ui.action, codeSentNodes(email, labels.recoveryCode()), [notices.recoveryCodeSent()]),
    internal: { ...internalOf(flow), email },
  });
  return sendFlow(ctx, updated);
}

/**
 * A good code signs the browser in (method code_recovery, so the session is privileged right away),
 * verifies the address, lifts a lockout, and continues with a settings flow to choose a new password.
 */
async function redeemCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<FastifyReply> {
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
    return answerWithFeedback(ctx, flow, { messages: [problems.invalidRecoveryCode()] }, { status: 200 });
  }
  const check = await consumeCode(ctx, flow.id, code);
  const address =
    check.result === 'valid' ? await findRecoveryAddress(ctx.deps.db, check.address) : undefined;
  const identity =
    address === undefined ? undefined : await findIdentityById(ctx.deps.db, address.identity_id);
  if (address === undefined || identity === undefined || identity.state !== 'active') {
    return answerWithFeedback(ctx, flow, { messages: [problems.invalidRecoveryCode()] }, { status: 200 });
  }
  await markAddressVerified(ctx.deps.db, address.value);
  await liftLockout(ctx, identity.email);
  const session = await issueSession(ctx, identity, { method: 'code_recovery', aal: 'aal1' });
  // Recovery is what an owner does when someone else may be in the account: sign out everyone else.
  await revokeOtherSessions(ctx.deps.db, identity.id, session.id);
  ctx.request.log.info({ identityId: identity.id }, 'account recovered');
  const privilegedUntil = new Date(
    session.authenticated_at.getTime() + ctx.deps.config.privilegedSessionMaxAgeMs,
  );
  const settings = await startSettingsFlow(ctx, identity, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: selfServiceUrl(ctx, '/self-service/settings/browser'),
    messages: [notices.recovered(privilegedUntil, ctx.now)],
  });
  const continueWith = [
    {
      action: 'show_settings_ui',
      flow: { id: settings.id, url: uiUrl(ctx, 'resetPassword', { flow: settings.id }) },
    },
  ];
  const passed = await updateFlow(ctx, flow, {
    state: 'passed_challenge',
    ui: container(flow.ui.action, [csrfNode()]),
    fields: { continue_with: continueWith },
  });
  return sendFlow(ctx, passed);
}

export function registerRecoveryRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  const tags = ['identity'];
  app.get(
    '/self-service/recovery/browser',
    { schema: { summary: 'Start a browser recovery flow', tags }, config: { rateLimit: limits.read } },
    withContext(deps, initRecovery),
  );
  app.get(
    '/self-service/recovery/flows',
    { schema: { summary: 'Fetch a recovery flow', tags }, config: { rateLimit: limits.read } },
    withContext(deps, getRecovery),
  );
  app.post(
    '/self-service/recovery',
    {
      schema: { summary: 'Submit a recovery flow (send a code, or the code)', tags },
      config: { rateLimit: limits.submit },
      bodyLimit: FORM_BODY_LIMIT_BYTES,
    },
    withContext(deps, submitRecovery),
  );
}
