import type { FastifyReply } from 'fastify';
import { setCredential } from '../credentials.ts';
import type { FlowRecord } from '../flowStore.ts';
import { problems } from '../messages.ts';
import { checkPasswordPolicy, hashPassword } from '../passwords.ts';
import { textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { revokeOtherSessions } from '../sessions.ts';
import { answerSettings, settingsProblem, type SettingsAccess } from './settingsView.ts';

/**
 * method=password: sets a new password (also for accounts that had none, e.g. created through OIDC), and
 * signs out every other session of the account, since a password change often answers a leak.
 */
export async function changePassword(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
): Promise<FastifyReply> {
  const password = textField(form, 'password') ?? '';
  const problem = password === '' ? problems.missing('password') : checkPasswordPolicy(password);
  if (problem !== undefined) {
    return settingsProblem(ctx, flow, access, { fieldMessages: { password: [problem] } });
  }
  await setCredential(ctx.deps.db, access.identity.id, 'password', {
    hashed_password: await hashPassword(password),
  });
  await revokeOtherSessions(ctx.deps.db, access.identity.id, access.session.id);
  ctx.request.log.info({ identityId: access.identity.id }, 'password changed');
  return answerSettings(ctx, flow, access, { state: 'success' });
}
