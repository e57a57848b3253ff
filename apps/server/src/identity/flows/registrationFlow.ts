import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionAlreadyAvailable } from '../errors.ts';
import { createFlow, flowAction, type FlowRecord } from '../flowStore.ts';
import { createIdentity, identityJson } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { labels, problems, type UiText } from '../messages.ts';
import { startOidc } from '../oidc/oidcStart.ts';
import { checkPasswordPolicy, hashPassword } from '../passwords.ts';
import { isValidEmail, methodField, normaliseEmail, textField, type FormFields } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import { issueSession, lookupSession, sessionJson } from '../sessions.ts';
import { container, csrfNode, inputNode, submitNode, type UiNode } from '../uiNodes.ts';
import {
  allowedReturnTo,
  answerWithFeedback,
  expiredMessage,
  noStore,
  requestUrl,
  sendFlow,
  showFlow,
  submittedFlow,
} from './flowCommon.ts';
import { registerFlowRoutes } from './flowRoutes.ts';
import { oidcButtons } from './loginNodes.ts';
import { startVerificationForAddress } from './verificationFlow.ts';

/** Kratos's "unified" registration form: the e-mail trait, a password, and a button per provider. */
function registrationNodes(ctx: RequestContext): UiNode[] {
  return [
    csrfNode(),
    inputNode('default', 'traits.email', 'email', {
      required: true,
      autocomplete: 'email',
      label: labels.titled('E-Mail', 'traits.email'),
    }),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.signUp()),
    ...oidcButtons(ctx.deps.oidc.providers, labels.signUpWith),
  ];
}

async function startRegistrationFlow(
  ctx: RequestContext,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  const id = randomUUID();
  return createFlow(ctx, {
    id,
    kind: 'registration',
    state: 'choose_method',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    ui: container(flowAction(ctx, 'registration', id), registrationNodes(ctx), options.messages),
  });
}

function restart(ctx: RequestContext, flow: FlowRecord): Promise<FlowRecord> {
  return startRegistrationFlow(ctx, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    messages: [expiredMessage(ctx, flow)],
  });
}

/** GET /self-service/registration/browser */
async function initRegistration(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  if ((await lookupSession(ctx)).status === 'active') throw sessionAlreadyAvailable();
  return sendFlow(
    ctx,
    await startRegistrationFlow(ctx, { returnTo, requestUrl: requestUrl(ctx), messages: [] }),
  );
}

/** GET /self-service/registration/flows?id= */
function getRegistration(ctx: RequestContext): Promise<FastifyReply> {
  return showFlow(ctx, 'registration', (expired) => restart(ctx, expired));
}

/** POST /self-service/registration?flow= */
async function submitRegistration(ctx: RequestContext): Promise<FastifyReply> {
  const { flow, form } = await submittedFlow(ctx, 'registration', (expired) => restart(ctx, expired));
  if ((await lookupSession(ctx)).status === 'active') throw sessionAlreadyAvailable();
  const method = methodField(form) ?? (textField(form, 'provider') === undefined ? undefined : 'oidc');
  if (method === 'password') return registerWithPassword(ctx, flow, form);
  if (method === 'oidc') return startOidc(ctx, flow, textField(form, 'provider'), 'registration');
  return answerWithFeedback(ctx, flow, { messages: [problems.noStrategy('registration')] });
}

async function registerWithPassword(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
): Promise<FastifyReply> {
  const typed = textField(form, 'traits.email') ?? '';
  const email = normaliseEmail(typed);
  const password = textField(form, 'password') ?? '';
  const fieldMessages: Record<string, UiText[]> = {};
  if (email === '') fieldMessages['traits.email'] = [problems.emailMissing('traits.email')];
  else if (!isValidEmail(email)) fieldMessages['traits.email'] = [problems.invalidEmail()];
  const policyProblem = password === '' ? problems.missing('password') : checkPasswordPolicy(password);
  if (policyProblem !== undefined) fieldMessages.password = [policyProblem];
  const values = { 'traits.email': typed };
  if (Object.keys(fieldMessages).length > 0) return answerWithFeedback(ctx, flow, { fieldMessages, values });

  const identity = await createIdentity(
    ctx.deps.db,
    {
      email,
      verified: false,
      passwordHash: await hashPassword(password),
    },
    ctx.deps.onIdentityCreated,
  );
  if (identity === undefined) {
    return answerWithFeedback(ctx, flow, {
      fieldMessages: { 'traits.email': [problems.emailTaken()] },
      values,
    });
  }
  ctx.request.log.info({ identityId: identity.id }, 'identity registered');
  const session = await issueSession(ctx, identity, { method: 'password', aal: 'aal1' });
  const returnTo = flow.return_to ?? undefined;
  const verification = await startVerificationForAddress(ctx, email, returnTo, identity.id);
  noStore(ctx);
  return ctx.reply.status(200).send({
    session: await sessionJson(ctx, session, identity),
    identity: await identityJson(ctx.deps.db, identity, ctx.publicBase),
    continue_with: [
      {
        action: 'show_verification_ui',
        flow: {
          id: verification.id,
          verifiable_address: email,
          url: uiUrl(ctx, 'verification', { flow: verification.id }),
        },
      },
      { action: 'redirect_browser_to', redirect_browser_to: returnTo ?? uiUrl(ctx, 'afterLogin') },
    ],
  });
}

export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  registerFlowRoutes(app, deps, limits, {
    name: 'registration',
    init: initRegistration,
    get: getRegistration,
    submit: submitRegistration,
  });
}
