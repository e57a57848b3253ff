import type { FastifyReply } from 'fastify';
import { loadCapabilities, removeOidcLink } from '../credentials.ts';
import type { FlowRecord } from '../flowStore.ts';
import { problems } from '../messages.ts';
import { startOidc } from '../oidc/oidcStart.ts';
import { textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { answerSettings, settingsProblem, type SettingsAccess } from './settingsView.ts';

/** method=oidc with `link=<provider>` (off to the provider, 422) or `unlink=<provider>`. */
export async function oidcSettings(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
): Promise<FastifyReply> {
  const capabilities = await loadCapabilities(ctx.deps.db, access.identity.id);
  const link = textField(form, 'link');
  const unlink = textField(form, 'unlink');
  if (link !== undefined && link !== '') {
    if (ctx.deps.oidc.find(link) === undefined) {
      return settingsProblem(ctx, flow, access, {
        messages: [problems.generic(`There is no sign-in provider "${link}".`)],
      });
    }
    if (capabilities.oidcProviders.includes(link)) {
      return settingsProblem(ctx, flow, access, {
        messages: [problems.generic(`${link} is already linked.`)],
      });
    }
    return startOidc(ctx, flow, link, 'link');
  }
  if (unlink !== undefined && unlink !== '') {
    if (!capabilities.oidcProviders.includes(unlink)) {
      return settingsProblem(ctx, flow, access, { messages: [problems.generic(`${unlink} is not linked.`)] });
    }
    const otherWays = capabilities.password || capabilities.oidcProviders.length > 1;
    if (!otherWays) {
      return settingsProblem(ctx, flow, access, {
        messages: [
          problems.generic('This is the only way to sign in to your account. Set a password first.'),
        ],
      });
    }
    await removeOidcLink(ctx.deps.db, access.identity.id, unlink);
    ctx.request.log.info({ identityId: access.identity.id, provider: unlink }, 'OIDC provider unlinked');
    return answerSettings(ctx, flow, access, { state: 'success' });
  }
  return settingsProblem(ctx, flow, access, { messages: [problems.noStrategy('settings')] });
}
