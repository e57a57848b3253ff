import type { FastifyInstance, FastifyReply } from 'fastify';
import { consumeCode } from '../codes.ts';
import { sessionAlreadyAvailable } from '../errors.ts';
import { updateFlow, type FlowRecord } from '../flowStore.ts';
import { findIdentityById, findRecoveryAddress, markAddressVerified } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { liftLockout } from '../lockout.ts';
import { labels, notices, problems, type UiText } from '../messages.ts';
import { textField } from '../requestBody.ts';
import { selfServiceUrl, uiUrl, type RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import { issueSession, lookupSession, revokeOtherSessions } from '../sessions.ts';
import { container, csrfNode } from '../uiNodes.ts';
import {
  checkedEmail,
  claimCodeTry,
  fetchCodeFlow,
  openCodeSubmission,
  requestCodeMail,
  startCodeFlow,
  type CodeFlowSpec,
} from './codeFlow.ts';
import { allowedReturnTo, requestUrl, sendFlow } from './flowCommon.ts';
import { FlowFeedback } from './flowFeedback.ts';
import { registerFlowRoutes } from './flowRoutes.ts';
import { startSettingsFlow } from './settingsView.ts';

const spec: CodeFlowSpec = { kind: 'recovery', submitLabel: labels.continue };

function startRecoveryFlow(
  ctx: RequestContext,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  return startCodeFlow(ctx, spec, options);
}

/** GET /self-service/recovery/browser (refused while signed in, as in Kratos). */
async function initRecovery(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  if ((await lookupSession(ctx)).status === 'active') throw sessionAlreadyAvailable();
  return sendFlow(ctx, await startRecoveryFlow(ctx, { returnTo, requestUrl: requestUrl(ctx), messages: [] }));
}

/** GET /self-service/recovery/flows?id= */
function getRecovery(ctx: RequestContext): Promise<FastifyReply> {
  return fetchCodeFlow(ctx, spec);
}

/** POST /self-service/recovery?flow=: `email` sends a code (again); `code` without `email` redeems it. */
async function submitRecovery(ctx: RequestContext): Promise<FastifyReply> {
  const { form, flow } = await openCodeSubmission(ctx, spec);
  const typed = textField(form, 'email');
  const code = textField(form, 'code')?.trim() ?? '';
  if (typed === undefined && code !== '') return redeemCode(ctx, flow, code);

  const email = checkedEmail(flow, typed ?? '');
  const sent = await requestCodeMail(ctx, spec, flow, email, {
    codeLabel: labels.recoveryCode(),
    notice: notices.recoveryCodeSent(),
  });
  return sendFlow(ctx, sent);
}

/**
 * A good code signs the browser in (method code_recovery, so the session is privileged right away),
 * verifies the address, lifts a lockout, and continues with a settings flow to choose a new password.
 */
async function redeemCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<FastifyReply> {
  const flowAddress = await claimCodeTry(ctx, spec, flow, problems.invalidRecoveryCode);
  const check = await consumeCode(ctx, flow.id, flowAddress, code);
  const address =
    check.result === 'valid' ? await findRecoveryAddress(ctx.deps.db, check.address) : undefined;
  // The code was issued for the address's holder of the time: it recovers that identity only.
  const identity =
    address === undefined || check.result !== 'valid' || address.identity_id !== check.holderId
      ? undefined
      : await findIdentityById(ctx.deps.db, address.identity_id);
  if (address === undefined || identity === undefined || identity.state !== 'active') {
    throw new FlowFeedback(flow, { messages: [problems.invalidRecoveryCode()] }, 200);
  }
  await markAddressVerified(ctx.deps.db, address.value, identity.id);
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
  registerFlowRoutes(app, deps, limits, {
    name: 'recovery',
    submitNote: ' (send a code, or the code)',
    init: initRecovery,
    get: getRecovery,
    submit: submitRecovery,
  });
}
