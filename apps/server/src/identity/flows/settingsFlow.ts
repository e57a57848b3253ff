import type { FastifyInstance, FastifyReply } from 'fastify';
import { isExpired, verifyCsrfSubmission, type FlowRecord } from '../flowStore.ts';
import { identityJson } from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { problems } from '../messages.ts';
import { methodField, readForm, textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import {
  allowedReturnTo,
  expiredError,
  expiredMessage,
  flowFromQuery,
  requestUrl,
  sendFlow,
} from './flowCommon.ts';
import { registerFlowRoutes } from './flowRoutes.ts';
import { oidcSettings } from './settingsOidc.ts';
import { changePassword } from './settingsPassword.ts';
import { changeProfile } from './settingsProfile.ts';
import { lookupSettings, totpSettings } from './settingsSecondFactors.ts';
import {
  requirePrivileged,
  settingsAccess,
  settingsProblem,
  startSettingsFlow,
  type SettingsAccess,
} from './settingsView.ts';

/** GET /self-service/settings/browser */
async function initSettings(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  const access = await settingsAccess(ctx);
  const flow = await startSettingsFlow(ctx, access.identity, {
    returnTo,
    requestUrl: requestUrl(ctx),
    messages: [],
  });
  return sendFlow(ctx, flow, { identity: await identityJson(ctx.deps.db, access.identity, ctx.publicBase) });
}

async function restart(ctx: RequestContext, flow: FlowRecord, access: SettingsAccess): Promise<FlowRecord> {
  return startSettingsFlow(ctx, access.identity, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    messages: [expiredMessage(ctx, flow)],
  });
}

/** GET /self-service/settings/flows?id= (Kratos checks the session and the owner here, not the CSRF cookie). */
async function getSettings(ctx: RequestContext): Promise<FastifyReply> {
  const flow = await flowFromQuery(ctx, 'settings', 'id');
  const access = await settingsAccess(ctx, flow);
  if (isExpired(ctx, flow)) throw expiredError(ctx, flow, await restart(ctx, flow, access));
  return sendFlow(ctx, flow, { identity: await identityJson(ctx.deps.db, access.identity, ctx.publicBase) });
}

type SettingsMethod = (
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
) => Promise<FastifyReply>;

const METHODS: Record<string, SettingsMethod> = {
  password: changePassword,
  profile: changeProfile,
  totp: totpSettings,
  lookup_secret: lookupSettings,
  oidc: oidcSettings,
};

/** POST /self-service/settings?flow= */
async function submitSettings(ctx: RequestContext): Promise<FastifyReply> {
  const form = readForm(ctx.request.body);
  const flow = await flowFromQuery(ctx, 'settings', 'flow');
  const access = await settingsAccess(ctx, flow);
  if (isExpired(ctx, flow)) throw expiredError(ctx, flow, await restart(ctx, flow, access));
  verifyCsrfSubmission(ctx, flow, form);
  const linking = textField(form, 'link') !== undefined || textField(form, 'unlink') !== undefined;
  const method = methodField(form) ?? (linking ? 'oidc' : undefined);
  const handler = method === undefined ? undefined : METHODS[method];
  if (handler === undefined) {
    return settingsProblem(ctx, flow, access, { messages: [problems.noStrategy('settings')] });
  }
  requirePrivileged(ctx, flow, access);
  return handler(ctx, flow, form, access);
}

export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  registerFlowRoutes(app, deps, limits, {
    name: 'settings',
    init: initSettings,
    get: getSettings,
    submit: submitSettings,
  });
}
