import type { FastifyReply } from 'fastify';
import type { FlowRecord } from '../flowStore.ts';
import { notices, problems } from '../messages.ts';
import { cancelEmailChange, requestEmailChange } from '../pendingEmail.ts';
import { isValidEmail, normaliseEmail, textField, type FormFields } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import { answerSettings, settingsProblem, type SettingsAccess } from './settingsView.ts';
import { startVerificationForAddress } from './verificationFlow.ts';

/**
 * method=profile: asks to change the e-mail trait. The change waits for the code sent to the new address
 * (pendingEmail.ts); until it is entered the identity keeps its address. The answer is the settings flow
 * showing the pending address, with the verification flow in continue_with (show_verification_ui).
 */
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
  const db = ctx.deps.db;
  if (email === access.identity.email) {
    // Saving the address one has is keeping it: a change that was waiting is dropped.
    await cancelEmailChange(db, access.identity.id);
    return answerSettings(ctx, flow, access, { state: 'success' });
  }
  if (!(await requestEmailChange(db, access.identity.id, email, ctx.now))) {
    return settingsProblem(ctx, flow, access, {
      fieldMessages: { 'traits.email': [problems.emailTaken()] },
      values,
    });
  }
  ctx.request.log.info({ identityId: access.identity.id }, 'e-mail change waits for its code');
  const verification = await startVerificationForAddress(
    ctx,
    email,
    flow.return_to ?? undefined,
    access.identity.id,
  );
  return answerSettings(ctx, flow, access, {
    state: 'success',
    feedback: { messages: [notices.emailChangePending(access.identity.email, email)] },
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
  });
}
