// The bodies the screens post (spec section 7, "Identity flows"), with the password always replaced by its
// SHA-256 digest before it leaves the browser (spec section 5).
import type {
  LoginFlow,
  RecoveryFlow,
  RegistrationFlow,
  SettingsFlow,
  SuccessfulNativeLogin,
  SuccessfulNativeRegistration,
  VerificationFlow,
} from '@ory/client-fetch';
import type { CallResult } from './callIdentity.ts';
import { callIdentity } from './callIdentity.ts';
import { identityApi } from './identityApi.ts';
import { passwordDigest } from './passwordDigest.ts';

interface FlowRef {
  flowId: string;
  csrfToken: string;
}

export async function submitPasswordLogin(
  ref: FlowRef,
  identifier: string,
  password: string,
): Promise<CallResult<SuccessfulNativeLogin>> {
  const digest = await passwordDigest(password);
  return callIdentity(() =>
    identityApi().updateLoginFlow({
      flow: ref.flowId,
      updateLoginFlowBody: {
        method: 'password',
        identifier: identifier.trim(),
        password: digest,
        csrf_token: ref.csrfToken,
      },
    }),
  );
}

export function submitSecondFactor(
  ref: FlowRef,
  factor: { method: 'totp'; code: string } | { method: 'lookup_secret'; code: string },
): Promise<CallResult<SuccessfulNativeLogin>> {
  const body =
    factor.method === 'totp'
      ? { method: 'totp' as const, totp_code: factor.code.trim(), csrf_token: ref.csrfToken }
      : { method: 'lookup_secret' as const, lookup_secret: factor.code.trim(), csrf_token: ref.csrfToken };
  return callIdentity(() => identityApi().updateLoginFlow({ flow: ref.flowId, updateLoginFlowBody: body }));
}

export function submitOidcLogin(ref: FlowRef, provider: string): Promise<CallResult<SuccessfulNativeLogin>> {
  return callIdentity(() =>
    identityApi().updateLoginFlow({
      flow: ref.flowId,
      updateLoginFlowBody: { method: 'oidc', provider, csrf_token: ref.csrfToken },
    }),
  );
}

export async function submitRegistration(
  ref: FlowRef,
  email: string,
  password: string,
): Promise<CallResult<SuccessfulNativeRegistration>> {
  const digest = await passwordDigest(password);
  return callIdentity(() =>
    identityApi().updateRegistrationFlow({
      flow: ref.flowId,
      updateRegistrationFlowBody: {
        method: 'password',
        traits: { email: email.trim() },
        password: digest,
        csrf_token: ref.csrfToken,
      },
    }),
  );
}

/** Verification: a code, or (no code) a request to send one to `email`; resend sends an empty code. */
export function submitVerification(
  ref: FlowRef,
  input: { code: string; email?: string },
): Promise<CallResult<VerificationFlow>> {
  return callIdentity(() =>
    identityApi().updateVerificationFlow({
      flow: ref.flowId,
      updateVerificationFlowBody: {
        method: 'code',
        code: input.code.trim(),
        ...(input.email === undefined ? {} : { email: input.email.trim() }),
        csrf_token: ref.csrfToken,
      },
    }),
  );
}

/** Recovery: the e-mail step (and resend) sends `email` only; the code step sends `code` only. */
export function submitRecovery(
  ref: FlowRef,
  input: { email: string } | { code: string },
): Promise<CallResult<RecoveryFlow>> {
  const field = 'email' in input ? { email: input.email.trim() } : { code: input.code.trim() };
  return callIdentity(() =>
    identityApi().updateRecoveryFlow({
      flow: ref.flowId,
      updateRecoveryFlowBody: { method: 'code', ...field, csrf_token: ref.csrfToken },
    }),
  );
}

export async function submitNewPassword(ref: FlowRef, password: string): Promise<CallResult<SettingsFlow>> {
  const digest = await passwordDigest(password);
  return callIdentity(() =>
    identityApi().updateSettingsFlow({
      flow: ref.flowId,
      updateSettingsFlowBody: { method: 'password', password: digest, csrf_token: ref.csrfToken },
    }),
  );
}

/** The id and csrf token of a shown flow, which every submit needs. */
export function flowRef(
  flow: LoginFlow | RegistrationFlow | VerificationFlow | RecoveryFlow | SettingsFlow,
  csrfToken: string,
): FlowRef {
  return { flowId: flow.id, csrfToken };
}
