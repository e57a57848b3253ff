// Settings flows with the security groups shaped as identity-protocol.md section 4 describes them (totp,
// lookup_secret, oidc next to profile and password), as raw JSON for tests that stub the network.
import type { UiTextJson } from '../../test/fixtures.ts';
import { csrfNode, inputNode, text } from '../../test/fixtures.ts';

type Json = Record<string, unknown>;

const BASE = 'http://localhost:3000/api/auth';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const QR_SRC =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const BACKUP_CODES = ['a1b2c3d4', 'e5f6g7h8', 'j9k0m1n2'];

const submit = (group: string, name: string, value: string | boolean, label: UiTextJson): Json => {
  const node = inputNode(name, { type: 'submit', group, label });
  return { ...node, attributes: { ...(node.attributes as Json), value } };
};

const textNode = (group: string, id: string, value: UiTextJson, label: UiTextJson): Json => ({
  type: 'text',
  group,
  attributes: { id, text: value, node_type: 'text' },
  messages: [],
  meta: { label },
});

function totpNodes(state: 'enrol' | 'enrolled' | 'none', codeMessages: UiTextJson[]): Json[] {
  if (state === 'none') return [];
  if (state === 'enrolled') {
    const unlink = inputNode('totp_unlink', {
      type: 'submit',
      group: 'totp',
      required: true,
      label: text(1050004, 'Unlink TOTP Authenticator App'),
    });
    return [{ ...unlink, attributes: { ...(unlink.attributes as Json), value: true } }];
  }
  return [
    {
      type: 'img',
      group: 'totp',
      attributes: { id: 'totp_qr', src: QR_SRC, width: 256, height: 256, node_type: 'img' },
      messages: [],
      meta: { label: text(1050005, 'Authenticator app QR code') },
    },
    textNode(
      'totp',
      'totp_secret_key',
      text(1050006, TOTP_SECRET, 'info', { secret: TOTP_SECRET }),
      text(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
    ),
    inputNode('totp_code', {
      group: 'totp',
      required: true,
      label: text(1070006, 'Verify code'),
      messages: codeMessages,
    }),
    submit('totp', 'method', 'totp', text(1070003, 'Save')),
  ];
}

export type LookupState = 'none' | 'saved' | 'regenerated' | 'revealed';

function codeList(usedFirst: boolean): Json {
  const secrets = BACKUP_CODES.map((code, index) =>
    usedFirst && index === 0
      ? text(1050014, 'Secret was used at 2026-11-22T01:10:00.000Z', 'info', {
          used_at: '2026-11-22T01:10:00.000Z',
          used_at_unix: 1795309800,
        })
      : text(1050009, code, 'info', { secret: code }),
  );
  const shown = BACKUP_CODES.map((code, index) => (usedFirst && index === 0 ? 'used' : code));
  return textNode(
    'lookup_secret',
    'lookup_secret_codes',
    text(1050015, shown.join(', '), 'info', { secrets }),
    text(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  );
}

function lookupNodes(state: LookupState): Json[] {
  const regenerate = submit(
    'lookup_secret',
    'lookup_secret_regenerate',
    true,
    text(1050008, 'Generate new backup recovery codes'),
  );
  const reveal = submit(
    'lookup_secret',
    'lookup_secret_reveal',
    true,
    text(1050007, 'Reveal backup recovery codes'),
  );
  const disable = submit(
    'lookup_secret',
    'lookup_secret_disable',
    true,
    text(1050016, 'Disable this method'),
  );
  const confirm = submit(
    'lookup_secret',
    'lookup_secret_confirm',
    true,
    text(1050011, 'Confirm backup recovery codes'),
  );
  switch (state) {
    case 'none':
      return [regenerate];
    case 'saved':
      return [reveal, disable];
    case 'regenerated':
      return [codeList(false), regenerate, confirm];
    case 'revealed':
      return [codeList(true), regenerate, disable];
  }
}

export interface ProviderOption {
  id: string;
  label: string;
  linked: boolean;
}

function providerNode({ id, label, linked }: ProviderOption): Json {
  return linked
    ? submit(
        'oidc',
        'unlink',
        id,
        text(1050003, `Unlink ${label}`, 'info', { provider: label, provider_id: id }),
      )
    : submit(
        'oidc',
        'link',
        id,
        text(1050002, `Link ${label}`, 'info', { provider: label, provider_id: id }),
      );
}

export interface SecurityFlowOptions {
  id?: string;
  state?: 'show_form' | 'success';
  totp?: 'enrol' | 'enrolled' | 'none';
  totpCodeMessages?: UiTextJson[];
  lookup?: LookupState;
  providers?: ProviderOption[];
  passwordMessages?: UiTextJson[];
  messages?: UiTextJson[];
}

/** A settings flow of a signed-in user as GET /self-service/settings/browser returns it. */
export function securitySettingsFlow(options: SecurityFlowOptions = {}): Json {
  const id = options.id ?? 'settings-flow-1';
  const state = options.state ?? 'show_form';
  const messages =
    options.messages ??
    (state === 'success' ? [text(1050001, 'Your changes have been saved!', 'success')] : []);
  const ui: Json = {
    action: `${BASE}/self-service/settings?flow=${id}`,
    method: 'POST',
    nodes: [
      csrfNode(),
      inputNode('traits.email', {
        group: 'profile',
        type: 'email',
        value: 'ada@example.com',
        required: true,
        autocomplete: 'email',
        label: text(1070002, 'E-Mail', 'info', { title: 'E-Mail', name: 'traits.email' }),
      }),
      submit('profile', 'method', 'profile', text(1070003, 'Save')),
      inputNode('password', {
        group: 'password',
        type: 'password',
        required: true,
        autocomplete: 'new-password',
        label: text(1070001, 'Password'),
        messages: options.passwordMessages ?? [],
      }),
      submit('password', 'method', 'password', text(1070003, 'Save')),
      ...(options.providers ?? []).map(providerNode),
      ...totpNodes(options.totp ?? 'enrol', options.totpCodeMessages ?? []),
      ...lookupNodes(options.lookup ?? 'none'),
    ],
  };
  if (messages.length > 0) ui.messages = messages;
  return {
    id,
    type: 'browser',
    expires_at: '2026-11-22T02:00:00Z',
    issued_at: '2026-11-22T01:00:00Z',
    request_url: `${BASE}/self-service/settings/browser`,
    state,
    identity: {
      id: 'identity-1',
      schema_id: 'default',
      schema_url: `${BASE}/schemas/default`,
      state: 'active',
      traits: { email: 'ada@example.com' },
    },
    ui,
  };
}
