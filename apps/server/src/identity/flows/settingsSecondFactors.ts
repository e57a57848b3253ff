import type { FastifyReply } from 'fastify';
import { deleteCredential, getCredential, setCredential } from '../credentials.ts';
import type { FlowRecord } from '../flowStore.ts';
import { generateLookupCodes } from '../lookupSecrets.ts';
import { problems } from '../messages.ts';
import { flagField, textField, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { completeMethod } from '../sessions.ts';
import { newTotpSecret, verifyTotp } from '../totp.ts';
import { answerSettings, settingsInternal, settingsProblem, type SettingsAccess } from './settingsView.ts';

/** method=totp: confirm enrolment with a code from the app, or `totp_unlink`. */
export async function totpSettings(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
): Promise<FastifyReply> {
  const internal = settingsInternal(flow);
  if (flagField(form, 'totp_unlink')) {
    await deleteCredential(ctx.deps.db, access.identity.id, 'totp');
    ctx.request.log.info({ identityId: access.identity.id }, 'TOTP unlinked');
    return answerSettings(ctx, flow, access, {
      state: 'success',
      internal: { ...internal, totp_secret: newTotpSecret() },
    });
  }
  const code = textField(form, 'totp_code') ?? '';
  if (code.trim() === '') {
    return settingsProblem(ctx, flow, access, {
      fieldMessages: { totp_code: [problems.missing('totp_code')] },
    });
  }
  if ((await getCredential(ctx.deps.db, access.identity.id, 'totp')) !== undefined) {
    return settingsProblem(ctx, flow, access, {
      messages: [problems.generic('An authenticator app is already set up. Unlink it first.')],
    });
  }
  const secret = internal.totp_secret;
  const step = secret === undefined ? undefined : await verifyTotp(secret, code);
  if (secret === undefined || step === undefined) {
    return settingsProblem(ctx, flow, access, { fieldMessages: { totp_code: [problems.invalidTotpCode()] } });
  }
  await setCredential(ctx.deps.db, access.identity.id, 'totp', { secret, last_time_step: step });
  // Entering the code just proved the second factor: this session is aal2 from now on.
  const session = await completeMethod(ctx, access.session, { method: 'totp', aal: 'aal2' });
  ctx.request.log.info({ identityId: access.identity.id }, 'TOTP enrolled');
  const { totp_secret: _used, ...rest } = internal;
  return answerSettings(ctx, flow, { ...access, session }, { state: 'success', internal: rest });
}

/** method=lookup_secret with one of lookup_secret_regenerate / _confirm / _reveal / _disable. */
export async function lookupSettings(
  ctx: RequestContext,
  flow: FlowRecord,
  form: FormFields,
  access: SettingsAccess,
): Promise<FastifyReply> {
  const internal = settingsInternal(flow);
  const identityId = access.identity.id;
  if (flagField(form, 'lookup_secret_regenerate')) {
    const codes = generateLookupCodes();
    return answerSettings(ctx, flow, access, {
      state: 'show_form',
      internal: { ...internal, lookup_pending: codes },
      lookup: { mode: 'regenerated', codes },
    });
  }
  if (flagField(form, 'lookup_secret_confirm')) {
    const pending = internal.lookup_pending;
    if (pending === undefined || pending.length === 0) {
      return settingsProblem(ctx, flow, access, {
        messages: [problems.generic('Generate new backup recovery codes before confirming them.')],
      });
    }
    await setCredential(ctx.deps.db, identityId, 'lookup_secret', { codes: pending });
    const session = await completeMethod(ctx, access.session, { method: 'lookup_secret', aal: 'aal2' });
    const { lookup_pending: _saved, ...rest } = internal;
    ctx.request.log.info({ identityId }, 'backup codes confirmed');
    return answerSettings(ctx, flow, { ...access, session }, { state: 'success', internal: rest });
  }
  if (flagField(form, 'lookup_secret_reveal')) {
    const credential = await getCredential(ctx.deps.db, identityId, 'lookup_secret');
    if (credential === undefined || credential.codes.length === 0) {
      return settingsProblem(ctx, flow, access, { messages: [problems.noLookup()] });
    }
    return answerSettings(ctx, flow, access, {
      state: 'show_form',
      lookup: { mode: 'revealed', codes: credential.codes },
    });
  }
  if (flagField(form, 'lookup_secret_disable')) {
    await deleteCredential(ctx.deps.db, identityId, 'lookup_secret');
    const { lookup_pending: _dropped, ...rest } = internal;
    ctx.request.log.info({ identityId }, 'backup codes disabled');
    return answerSettings(ctx, flow, access, { state: 'success', internal: rest });
  }
  return settingsProblem(ctx, flow, access, { messages: [problems.noStrategy('settings')] });
}
