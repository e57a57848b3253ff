import type { OidcProviderConfig } from '../../config/environment.ts';
import type { Capabilities } from '../credentials.ts';
import { labels } from '../messages.ts';
import { csrfNode, inputNode, submitNode, type UiNode } from '../uiNodes.ts';

/** The e-mail is the one identifier trait, titled "E-Mail" in the identity schema (label 1070002). */
const IDENTIFIER_TITLE = 'E-Mail';

export function oidcButtons(
  providers: readonly OidcProviderConfig[],
  label: (provider: string, id: string) => ReturnType<typeof labels.signInWith>,
): UiNode[] {
  return providers.map((provider) =>
    submitNode('oidc', 'provider', provider.id, label(provider.label, provider.id)),
  );
}

/** aal1: e-mail and password, plus a button per external provider. */
export function firstFactorNodes(providers: readonly OidcProviderConfig[]): UiNode[] {
  return [
    csrfNode(),
    inputNode('default', 'identifier', 'text', {
      value: '',
      required: true,
      autocomplete: 'username',
      label: labels.titled(IDENTIFIER_TITLE, 'identifier'),
    }),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'current-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.signInWithPassword()),
    ...oidcButtons(providers, labels.signInWith),
  ];
}

/** refresh=true: prove it is still you, with whatever first factor the identity has. */
export function refreshNodes(
  email: string,
  capabilities: Capabilities,
  providers: readonly OidcProviderConfig[],
): UiNode[] {
  const nodes: UiNode[] = [
    csrfNode(),
    inputNode('default', 'identifier', 'hidden', { value: email, required: true }),
  ];
  if (capabilities.password) {
    nodes.push(
      inputNode('password', 'password', 'password', {
        required: true,
        autocomplete: 'current-password',
        label: labels.password(),
      }),
      submitNode('password', 'method', 'password', labels.signIn()),
    );
  }
  const linked = providers.filter((provider) => capabilities.oidcProviders.includes(provider.id));
  nodes.push(...oidcButtons(linked, labels.signInWith));
  return nodes;
}

/** aal=aal2: only the second factors the identity has. */
export function secondFactorNodes(capabilities: Capabilities): UiNode[] {
  const nodes: UiNode[] = [csrfNode()];
  if (capabilities.totp) {
    nodes.push(
      inputNode('totp', 'totp_code', 'text', {
        value: '',
        required: true,
        autocomplete: 'one-time-code',
        label: labels.authenticationCode(),
      }),
      submitNode('totp', 'method', 'totp', labels.useAuthenticator()),
    );
  }
  if (capabilities.lookupSecret) {
    nodes.push(
      inputNode('lookup_secret', 'lookup_secret', 'text', {
        value: '',
        required: true,
        autocomplete: 'off',
        label: labels.backupCode(),
      }),
      submitNode('lookup_secret', 'method', 'lookup_secret', labels.useBackupCode()),
    );
  }
  return nodes;
}
