// The security submits of the settings flow (spec section 7, identity-protocol.md section 4). The password
// change is submitNewPassword in ../submissions.ts, shared with the password reset.
import type { InitOverrideFunction, SettingsFlow } from '@ory/client-fetch';
import type { CallResult } from '../callIdentity.ts';
import { callIdentity } from '../callIdentity.ts';
import { identityApi } from '../identityApi.ts';
import type { flowRef } from '../submissions.ts';
import type { BackupCodeAction, ProviderLink } from './securityModel.ts';

export type SettingsFlowRef = ReturnType<typeof flowRef>;

type SettingsBody = Parameters<
  ReturnType<typeof identityApi>['updateSettingsFlow']
>[0]['updateSettingsFlowBody'];

function submitSettings(
  ref: SettingsFlowRef,
  body: SettingsBody,
  overrides?: InitOverrideFunction,
): Promise<CallResult<SettingsFlow>> {
  return callIdentity(() =>
    identityApi().updateSettingsFlow({ flow: ref.flowId, updateSettingsFlowBody: body }, overrides),
  );
}

// The SDK's oidc settings body has no csrf_token and drops it when serialising; the server (like Kratos)
// checks it, so it goes back into the body the SDK has serialised.
function withCsrfToken(csrfToken: string): InitOverrideFunction {
  return ({ init }) => {
    const serialised: unknown = init.body;
    const body = typeof serialised === 'object' && serialised !== null ? serialised : {};
    return Promise.resolve({ body: { ...body, csrf_token: csrfToken } as unknown as BodyInit });
  };
}

/** Confirms the authenticator app with a code it shows. */
export function submitTotpCode(ref: SettingsFlowRef, code: string): Promise<CallResult<SettingsFlow>> {
  return submitSettings(ref, { method: 'totp', totp_code: code.trim(), csrf_token: ref.csrfToken });
}

export function submitTotpUnlink(ref: SettingsFlowRef): Promise<CallResult<SettingsFlow>> {
  return submitSettings(ref, { method: 'totp', totp_unlink: true, csrf_token: ref.csrfToken });
}

export function submitBackupCodes(
  ref: SettingsFlowRef,
  action: BackupCodeAction,
): Promise<CallResult<SettingsFlow>> {
  const flag = {
    regenerate: { lookup_secret_regenerate: true },
    confirm: { lookup_secret_confirm: true },
    reveal: { lookup_secret_reveal: true },
    disable: { lookup_secret_disable: true },
  }[action];
  return submitSettings(ref, { method: 'lookup_secret', ...flag, csrf_token: ref.csrfToken });
}

/** Linking leaves for the provider (422 browser_location_change_required); unlinking answers with the flow. */
export function submitProviderLink(
  ref: SettingsFlowRef,
  link: Pick<ProviderLink, 'provider' | 'action'>,
): Promise<CallResult<SettingsFlow>> {
  return submitSettings(ref, { method: 'oidc', [link.action]: link.provider }, withCsrfToken(ref.csrfToken));
}
