import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadCapabilities } from '../credentials.ts';
import { sessionAal1Required, sessionAlreadyAvailable } from '../errors.ts';
import { createFlow, flowAction, type FlowRecord } from '../flowStore.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import type { IdentityRecord } from '../identities.ts';
import { notices, problems, type UiText } from '../messages.ts';
import { startOidc } from '../oidc/oidcStart.ts';
import { methodField, textField } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import { lookupSession, type Aal, type SessionRecord } from '../sessions.ts';
import { container } from '../uiNodes.ts';
import {
  allowedReturnTo,
  answerWithFeedback,
  expiredMessage,
  queryText,
  requestUrl,
  sendFlow,
  showFlow,
  submittedFlow,
} from './flowCommon.ts';
import { registerFlowRoutes } from './flowRoutes.ts';
import { loginFields, loginInitUrl } from './loginFields.ts';
import { firstFactorNodes, refreshNodes, secondFactorNodes } from './loginNodes.ts';
import { passwordLogin } from './passwordLogin.ts';
import { secondFactorLogin } from './secondFactorLogin.ts';

interface SignedIn {
  session: SessionRecord;
  identity: IdentityRecord;
}

interface StartLogin {
  returnTo: string | undefined;
  refresh: boolean;
  requestedAal: Aal;
  requestUrl: string;
  messages: UiText[];
  signedIn: SignedIn | undefined;
}

export async function startLoginFlow(ctx: RequestContext, options: StartLogin): Promise<FlowRecord> {
  const id = randomUUID();
  const providers = ctx.deps.oidc.providers;
  const { signedIn } = options;
  let nodes = firstFactorNodes(providers);
  let messages = options.messages;
  if (signedIn !== undefined && options.requestedAal === 'aal2') {
    nodes = secondFactorNodes(await loadCapabilities(ctx.deps.db, signedIn.identity.id));
    messages = [notices.secondFactor(), ...messages];
  } else if (signedIn !== undefined && options.refresh) {
    const capabilities = await loadCapabilities(ctx.deps.db, signedIn.identity.id);
    nodes = refreshNodes(signedIn.identity.email, capabilities, providers);
    messages = [notices.refreshLogin(), ...messages];
  }
  return createFlow(ctx, {
    id,
    kind: 'login',
    state: 'choose_method',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    ...(signedIn === undefined ? {} : { identityId: signedIn.identity.id }),
    ui: container(flowAction(ctx, 'login', id), nodes, messages),
    fields: {
      refresh: signedIn !== undefined && options.refresh,
      requested_aal: signedIn === undefined ? 'aal1' : options.requestedAal,
    },
  });
}

/** GET /self-service/login/browser?refresh&aal&return_to */
async function initLogin(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  const refresh = queryText(ctx, 'refresh') === 'true';
  const requestedAal: Aal = queryText(ctx, 'aal') === 'aal2' ? 'aal2' : 'aal1';
  const lookup = await lookupSession(ctx);
  const signedIn = lookup.status === 'active' ? lookup : undefined;
  if (signedIn !== undefined) {
    const upgrading = requestedAal === 'aal2' && signedIn.session.aal === 'aal1';
    if (!refresh && !upgrading) throw sessionAlreadyAvailable();
  } else if (requestedAal === 'aal2') {
    throw sessionAal1Required(loginInitUrl(ctx, { return_to: returnTo }));
  }
  const flow = await startLoginFlow(ctx, {
    returnTo,
    refresh,
    requestedAal,
    requestUrl: requestUrl(ctx),
    // A browser whose session ran out is told so (product message 4000010) instead of a bare form.
    messages: lookup.status === 'ended' ? [notices.sessionExpired()] : [],
    signedIn,
  });
  return sendFlow(ctx, flow);
}

/** A new login flow like `flow`, for the browser that now has `flow` expired. */
async function restartLogin(ctx: RequestContext, flow: FlowRecord): Promise<FlowRecord> {
  const fields = loginFields(flow);
  const lookup = await lookupSession(ctx);
  return startLoginFlow(ctx, {
    returnTo: flow.return_to ?? undefined,
    refresh: fields.refresh,
    requestedAal: fields.requested_aal,
    requestUrl: flow.request_url,
    messages: [expiredMessage(ctx, flow)],
    signedIn: lookup.status === 'active' ? lookup : undefined,
  });
}

/** GET /self-service/login/flows?id= */
function getLogin(ctx: RequestContext): Promise<FastifyReply> {
  return showFlow(ctx, 'login', (expired) => restartLogin(ctx, expired));
}

/** POST /self-service/login?flow= */
async function submitLogin(ctx: RequestContext): Promise<FastifyReply> {
  const { flow, form } = await submittedFlow(ctx, 'login', (expired) => restartLogin(ctx, expired));
  const method = methodField(form) ?? (textField(form, 'provider') === undefined ? undefined : 'oidc');
  switch (method) {
    case 'password':
      return passwordLogin(ctx, flow, form);
    case 'totp':
    case 'lookup_secret':
      return secondFactorLogin(ctx, flow, form, method);
    case 'oidc':
      if (loginFields(flow).requested_aal === 'aal2') break;
      return startOidc(
        ctx,
        flow,
        textField(form, 'provider'),
        loginFields(flow).refresh ? 'refresh' : 'login',
      );
    default:
      break;
  }
  return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('login')] });
}

export function registerLoginRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  registerFlowRoutes(app, deps, limits, {
    name: 'login',
    init: initLogin,
    get: getLogin,
    submit: submitLogin,
  });
}
