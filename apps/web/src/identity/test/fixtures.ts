// Flow, error and session objects shaped exactly as identity-protocol.md describes the wire format (sections
// 1.1–1.3, 2, 3, 4, 5), as raw JSON, for tests that stub the network.
const ORIGIN = 'http://localhost:3000';
const BASE = `${ORIGIN}/api/auth`;
export const CSRF_TOKEN = 'Ym9ndXMtY3NyZi10b2tlbi0xMjM0NTY3ODkwYWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo=';

type Json = Record<string, unknown>;

export interface UiTextJson {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Json;
}

export const text = (
  id: number,
  value: string,
  type: UiTextJson['type'] = 'info',
  context?: Json,
): UiTextJson => (context === undefined ? { id, text: value, type } : { id, text: value, type, context });

interface InputOptions {
  group?: string;
  type?: string;
  value?: string;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  label?: UiTextJson;
  messages?: UiTextJson[];
}

export function inputNode(name: string, options: InputOptions = {}): Json {
  const attributes: Json = { name, type: options.type ?? 'text', disabled: false, node_type: 'input' };
  if (options.value !== undefined) attributes.value = options.value;
  if (options.required === true) attributes.required = true;
  if (options.autocomplete !== undefined) attributes.autocomplete = options.autocomplete;
  if (options.pattern !== undefined) attributes.pattern = options.pattern;
  if (options.maxlength !== undefined) attributes.maxlength = options.maxlength;
  return {
    type: 'input',
    group: options.group ?? 'default',
    attributes,
    messages: options.messages ?? [],
    meta: options.label === undefined ? {} : { label: options.label },
  };
}

export const csrfNode = (): Json =>
  inputNode('csrf_token', { type: 'hidden', value: CSRF_TOKEN, required: true });

const submit = (name: string, value: string, group: string, label: UiTextJson): Json =>
  inputNode(name, { type: 'submit', value, group, label });

function flowBase(kind: string, id: string, query = ''): Json {
  return {
    id,
    type: 'browser',
    expires_at: '2026-11-22T02:00:00Z',
    issued_at: '2026-11-22T01:00:00Z',
    request_url: `${BASE}/self-service/${kind}/browser${query}`,
  };
}

function ui(kind: string, id: string, nodes: Json[], messages: UiTextJson[] = []): Json {
  const container: Json = { action: `${BASE}/self-service/${kind}?flow=${id}`, method: 'POST', nodes };
  if (messages.length > 0) container.messages = messages;
  return container;
}

export interface LoginFlowOptions {
  id?: string;
  refresh?: { identifier: string };
  aal2?: { totp?: boolean; lookup?: boolean };
  oidc?: { id: string; name: string }[];
  messages?: UiTextJson[];
  fieldMessages?: { identifier?: UiTextJson[]; password?: UiTextJson[]; totp_code?: UiTextJson[] };
  returnTo?: string;
}

/** Login: aal1 password, refresh=true, aal=aal2 (TOTP and/or lookup) and OIDC nodes (section 1.3). */
export function loginFlow(options: LoginFlowOptions = {}): Json {
  const id = options.id ?? 'login-flow-1';
  const nodes: Json[] = [csrfNode()];
  const messages = [...(options.messages ?? [])];
  let query = '';
  if (options.aal2 !== undefined) {
    query = '?aal=aal2';
    messages.unshift(text(1010004, 'Please complete the second authentication challenge.'));
    if (options.aal2.totp === true) {
      nodes.push(
        inputNode('totp_code', {
          group: 'totp',
          value: '',
          required: true,
          label: text(1010006, 'Authentication code'),
          messages: options.fieldMessages?.totp_code ?? [],
        }),
        submit('method', 'totp', 'totp', text(1010009, 'Use Authenticator')),
      );
    }
    if (options.aal2.lookup === true) {
      nodes.push(
        inputNode('lookup_secret', {
          group: 'lookup_secret',
          required: true,
          label: text(1010007, 'Backup recovery code'),
        }),
        submit('method', 'lookup_secret', 'lookup_secret', text(1010010, 'Use backup recovery code')),
      );
    }
  } else {
    if (options.refresh !== undefined) {
      query = '?refresh=true';
      messages.unshift(text(1010003, 'Please confirm this action by verifying that it is you.'));
      nodes.push(
        inputNode('identifier', { type: 'hidden', value: options.refresh.identifier, required: true }),
      );
    } else {
      nodes.push(
        inputNode('identifier', {
          value: '',
          required: true,
          label: text(1070004, 'ID'),
          messages: options.fieldMessages?.identifier ?? [],
        }),
      );
    }
    nodes.push(
      inputNode('password', {
        group: 'password',
        type: 'password',
        required: true,
        autocomplete: 'current-password',
        label: text(1070001, 'Password'),
        messages: options.fieldMessages?.password ?? [],
      }),
      submit(
        'method',
        'password',
        'password',
        options.refresh === undefined ? text(1010022, 'Sign in with password') : text(1010001, 'Sign in'),
      ),
    );
    for (const provider of options.oidc ?? []) {
      nodes.push(
        submit(
          'provider',
          provider.id,
          'oidc',
          text(1010002, `Sign in with ${provider.name}`, 'info', {
            provider: provider.name,
            provider_id: provider.id,
          }),
        ),
      );
    }
  }
  return {
    ...flowBase('login', id, query),
    ...(options.returnTo === undefined ? {} : { return_to: options.returnTo }),
    refresh: options.refresh !== undefined,
    requested_aal: options.aal2 === undefined ? 'aal1' : 'aal2',
    created_at: '2026-11-22T01:00:00Z',
    updated_at: '2026-11-22T01:00:00Z',
    state: 'choose_method',
    ui: ui('login', id, nodes, messages),
  };
}

/** Registration in the "unified" style: traits.email, password, method=password (section 1.3). */
export function registrationFlow(
  options: {
    id?: string;
    email?: string;
    fieldMessages?: { email?: UiTextJson[]; password?: UiTextJson[] };
    messages?: UiTextJson[];
  } = {},
): Json {
  const id = options.id ?? 'registration-flow-1';
  const nodes = [
    csrfNode(),
    inputNode('traits.email', {
      type: 'email',
      value: options.email,
      required: true,
      autocomplete: 'email',
      label: text(1070002, 'E-Mail', 'info', { title: 'E-Mail', name: 'traits.email' }),
      messages: options.fieldMessages?.email ?? [],
    }),
    inputNode('password', {
      group: 'password',
      type: 'password',
      required: true,
      autocomplete: 'new-password',
      label: text(1070001, 'Password'),
      messages: options.fieldMessages?.password ?? [],
    }),
    submit('method', 'password', 'password', text(1040001, 'Sign up')),
  ];
  return {
    ...flowBase('registration', id),
    state: 'choose_method',
    ui: ui('registration', id, nodes, options.messages),
  };
}

type CodeFlowState = 'choose_method' | 'sent_email' | 'passed_challenge';

function codeFlowNodes(
  kind: 'verification' | 'recovery',
  state: CodeFlowState,
  address: string,
  codeMessages: UiTextJson[],
): Json[] {
  if (state === 'choose_method') {
    return [
      csrfNode(),
      inputNode('email', { group: 'code', type: 'email', required: true, label: text(1070007, 'Email') }),
      submit('method', 'code', 'code', text(1070009, 'Continue')),
    ];
  }
  return [
    csrfNode(),
    inputNode('code', {
      group: 'code',
      required: true,
      pattern: '[0-9]+',
      maxlength: 6,
      label: kind === 'recovery' ? text(1070010, 'Recovery code') : text(1070011, 'Verification code'),
      messages: codeMessages,
    }),
    inputNode('method', { group: 'code', type: 'hidden', value: 'code' }),
    submit('method', 'code', 'code', text(1070009, 'Continue')),
    submit('email', address, 'code', text(1070008, 'Resend code')),
  ];
}

export interface CodeFlowOptions {
  id?: string;
  state?: CodeFlowState;
  address?: string;
  messages?: UiTextJson[];
  codeMessages?: UiTextJson[];
  continueWith?: Json[];
}

/** Verification (section 5): choose_method, sent_email with resend, passed_challenge with its link node. */
export function verificationFlow(options: CodeFlowOptions = {}): Json {
  const id = options.id ?? 'verification-flow-1';
  const state = options.state ?? 'sent_email';
  const address = options.address ?? 'ada@example.com';
  if (state === 'passed_challenge') {
    return {
      ...flowBase('verification', id),
      active: 'code',
      state,
      ui: {
        action: `${ORIGIN}/library/guides`,
        method: 'GET',
        nodes: [
          {
            type: 'a',
            group: 'code',
            attributes: {
              id: 'continue',
              href: `${ORIGIN}/library/guides`,
              title: text(1070009, 'Continue'),
              node_type: 'a',
            },
            messages: [],
            meta: { label: text(1070009, 'Continue') },
          },
        ],
        messages: [text(1080002, 'You successfully verified your email address.', 'success')],
      },
    };
  }
  const messages =
    options.messages ??
    (state === 'sent_email'
      ? [
          text(
            1080003,
            'An email containing a verification code has been sent to the email address you provided.',
          ),
        ]
      : []);
  return {
    ...flowBase('verification', id),
    active: 'code',
    state,
    ui: ui(
      'verification',
      id,
      codeFlowNodes('verification', state, address, options.codeMessages ?? []),
      messages,
    ),
  };
}

/** Recovery (section 5): choose_method, then sent_email; passed_challenge carries continue_with. */
export function recoveryFlow(options: CodeFlowOptions = {}): Json {
  const id = options.id ?? 'recovery-flow-1';
  const state = options.state ?? 'choose_method';
  const address = options.address ?? 'ada@example.com';
  const messages =
    options.messages ??
    (state === 'sent_email'
      ? [
          text(
            1060003,
            'An email containing a recovery code has been sent to the email address you provided.',
          ),
        ]
      : []);
  const nodes =
    state === 'passed_challenge'
      ? [csrfNode()]
      : codeFlowNodes('recovery', state, address, options.codeMessages ?? []);
  return {
    ...flowBase('recovery', id),
    active: 'code',
    state,
    ...(options.continueWith === undefined ? {} : { continue_with: options.continueWith }),
    ui: ui('recovery', id, nodes, messages),
  };
}

/** Settings after a recovery (section 5): the password group and the 1060001 message. */
export function settingsFlow(
  options: {
    id?: string;
    state?: 'show_form' | 'success';
    passwordMessages?: UiTextJson[];
    messages?: UiTextJson[];
  } = {},
): Json {
  const id = options.id ?? 'settings-flow-1';
  const state = options.state ?? 'show_form';
  const messages =
    options.messages ??
    (state === 'success'
      ? [text(1050001, 'Your changes have been saved!', 'success')]
      : [
          text(
            1060001,
            'You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next 60 minutes.',
            'success',
            {
              privileged_session_expires_at: '2026-11-22T02:00:00Z',
              privileged_session_expires_at_unix: 1795312800,
            },
          ),
        ]);
  return {
    ...flowBase('settings', id),
    state,
    identity: {
      id: 'identity-1',
      schema_id: 'default',
      schema_url: `${BASE}/schemas/default`,
      state: 'active',
      traits: { email: 'ada@example.com' },
    },
    ui: ui(
      'settings',
      id,
      [
        csrfNode(),
        inputNode('traits.email', {
          group: 'profile',
          type: 'email',
          value: 'ada@example.com',
          required: true,
          autocomplete: 'email',
          label: text(1070002, 'E-Mail', 'info', { title: 'E-Mail', name: 'traits.email' }),
        }),
        submit('method', 'profile', 'profile', text(1070003, 'Save')),
        inputNode('password', {
          group: 'password',
          type: 'password',
          required: true,
          autocomplete: 'new-password',
          label: text(1070001, 'Password'),
          messages: options.passwordMessages ?? [],
        }),
        submit('method', 'password', 'password', text(1070003, 'Save')),
      ],
      messages,
    ),
  };
}

/** A Kratos error answer (section 3): {error:{id, code, status, reason, message, details?}} plus extras. */
export function errorBody(
  code: number,
  options: {
    id?: string;
    status?: string;
    reason?: string;
    message?: string;
    details?: Json;
    extra?: Json;
  } = {},
): Json {
  const error: Json = {
    code,
    status: options.status ?? 'Error',
    message: options.message ?? 'The request could not be handled',
  };
  if (options.id !== undefined) error.id = options.id;
  if (options.reason !== undefined) error.reason = options.reason;
  if (options.details !== undefined) error.details = options.details;
  return { error, ...options.extra };
}

export const loginAal2Url = (returnTo?: string): string =>
  `${BASE}/self-service/login/browser?aal=aal2${returnTo === undefined ? '' : `&return_to=${encodeURIComponent(returnTo)}`}`;

/** A session (section 2, whoami); its address is verified unless `verified: false`. */
export function sessionJson(
  options: { aal?: 'aal1' | 'aal2'; email?: string; verified?: boolean } = {},
): Json {
  const aal = options.aal ?? 'aal1';
  const email = options.email ?? 'ada@example.com';
  const verified = options.verified ?? true;
  return {
    id: 'session-1',
    active: true,
    expires_at: '2026-11-23T01:00:00Z',
    authenticated_at: '2026-11-22T01:00:00Z',
    authenticator_assurance_level: aal,
    authentication_methods: [{ method: 'password', aal: 'aal1', completed_at: '2026-11-22T01:00:00Z' }],
    issued_at: '2026-11-22T01:00:00Z',
    identity: {
      id: 'identity-1',
      schema_id: 'default',
      schema_url: `${BASE}/schemas/default`,
      state: 'active',
      traits: { email },
      verifiable_addresses: [
        {
          id: 'address-1',
          value: email,
          verified,
          via: 'email',
          status: verified ? 'completed' : 'sent',
          created_at: '2026-11-22T01:00:00Z',
          updated_at: '2026-11-22T01:00:00Z',
        },
      ],
      recovery_addresses: [],
      metadata_public: null,
      created_at: '2026-11-22T01:00:00Z',
      updated_at: '2026-11-22T01:00:00Z',
    },
    devices: [],
  };
}

/** The whoami answer without a session (section 2): 401 with no error id. */
export const NO_SESSION_BODY = errorBody(401, {
  status: 'Unauthorized',
  reason: 'No valid session credentials found in the request.',
  message: 'The request could not be authorized',
});
