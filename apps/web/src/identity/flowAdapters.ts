// How each self-service flow is started, fetched and read back from JSON (spec section 7), so one hook can
// run the lifecycle of all of them.
import type {
  LoginFlow,
  RecoveryFlow,
  RegistrationFlow,
  SettingsFlow,
  VerificationFlow,
} from '@ory/client-fetch';
import {
  LoginFlowFromJSON,
  RecoveryFlowFromJSON,
  RegistrationFlowFromJSON,
  SettingsFlowFromJSON,
  VerificationFlowFromJSON,
} from '@ory/client-fetch';
import { identityApi } from './identityApi.ts';

export type FlowKind = 'login' | 'registration' | 'verification' | 'recovery' | 'settings';

/** What every flow has and the screens rely on. */
export type AnyFlow = LoginFlow | RegistrationFlow | VerificationFlow | RecoveryFlow | SettingsFlow;

export interface CreateFlowOptions {
  /** An absolute URL the server checks against its allow-list. */
  returnTo?: string;
  refresh?: boolean;
  aal?: 'aal1' | 'aal2';
}

export interface FlowAdapter<F extends AnyFlow> {
  kind: FlowKind;
  create(options: CreateFlowOptions): Promise<F>;
  get(id: string): Promise<F>;
  /** A flow returned in an error answer (HTTP 400), parsed like the SDK parses its own answers. */
  parse(json: unknown): F;
}

export const loginFlows: FlowAdapter<LoginFlow> = {
  kind: 'login',
  create: ({ returnTo, refresh, aal }) => identityApi().createBrowserLoginFlow({ returnTo, refresh, aal }),
  get: (id) => identityApi().getLoginFlow({ id }),
  parse: (json) => LoginFlowFromJSON(json),
};

export const registrationFlows: FlowAdapter<RegistrationFlow> = {
  kind: 'registration',
  create: ({ returnTo }) => identityApi().createBrowserRegistrationFlow({ returnTo }),
  get: (id) => identityApi().getRegistrationFlow({ id }),
  parse: (json) => RegistrationFlowFromJSON(json),
};

export const verificationFlows: FlowAdapter<VerificationFlow> = {
  kind: 'verification',
  create: ({ returnTo }) => identityApi().createBrowserVerificationFlow({ returnTo }),
  get: (id) => identityApi().getVerificationFlow({ id }),
  parse: (json) => VerificationFlowFromJSON(json),
};

export const recoveryFlows: FlowAdapter<RecoveryFlow> = {
  kind: 'recovery',
  create: ({ returnTo }) => identityApi().createBrowserRecoveryFlow({ returnTo }),
  get: (id) => identityApi().getRecoveryFlow({ id }),
  parse: (json) => RecoveryFlowFromJSON(json),
};

export const settingsFlows: FlowAdapter<SettingsFlow> = {
  kind: 'settings',
  create: ({ returnTo }) => identityApi().createBrowserSettingsFlow({ returnTo }),
  get: (id) => identityApi().getSettingsFlow({ id }),
  parse: (json) => SettingsFlowFromJSON(json),
};

/** The flow's state (`choose_method`, `sent_email`, `passed_challenge`, `show_form`, `success`). */
export function flowState(flow: AnyFlow): string {
  const state: unknown = flow.state;
  return typeof state === 'string' ? state : '';
}
