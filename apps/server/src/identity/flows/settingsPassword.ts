import type { FastifyReply } from 'fastify';
import { setCredential } from '../credentials.ts';
import type { FlowRecord } from '../flowStore.ts';
import { changeIdentityEmail, findIdentityById } from '../identities.ts';
import { problems } from '../messages.ts';
import { checkPasswordPolicy, hashPassword } from '../passwords.ts';
import { isValidEmail, normaliseEmail, textField, type FormFields } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import { revokeOtherSessions } from '../sessions.ts';
import { answerSettings, settingsProblem, type SettingsAccess } from './settingsView.ts';
import { startVerificationForAddress } from './verificationFlow.ts';

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

/** method=profile: changes the e-mail trait; the new address must be verified again (a code is sent). */
export async function changeProfile(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
): Promise<FastifyReply> {
  const typed = textField(form, 'traits.email') ?? '';
  const email = normaliseEmail(typed);
  const values = { 'traits.email': typed };
  if (email === '') {
    return settingsProblem(ctx, flow, access, {
      fieldMessages: { 'traits.email': [problems.emailMissing('traits.email')] },
      values,
    });
  }
  if (!isValidEmail(email)) {
    return settingsProblem(ctx, flow, access, {
      fieldMessages: { 'traits.email': [problems.invalidEmail()] },
      values,
    });
  }
  if (email === access.identity.email) return answerSettings(ctx, flow, access, { state: 'success' });
  if (!(await changeIdentityEmail(ctx.deps.db, access.identity.id, email))) {
    return settingsProblem(ctx, flow, access, {
      fieldMessages: { 'traits.email': [problems.emailTaken()] },
      values,
    });
  }
  const identity = (await findIdentityById(ctx.deps.db, access.identity.id)) ?? access.identity;
  const verification = await startVerificationForAddress(ctx, email, flow.return_to ?? undefined);
  return answerSettings(
    ctx,
    flow,
    { ...access, identity },
    {
      state: 'success',
      continueWith: [
        {
          action: 'show_verification_ui',
          flow: {
            id: verification.id,
            verifiable_address: email,
            url: uiUrl(ctx, 'verification', { flow: verification.id }),
          },
        },
      ],
    },
  );
}
