import { LoginFlowFromJSON, RegistrationFlowFromJSON, VerificationFlowFromJSON } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import {
  allMessages,
  buildFormModel,
  fieldError,
  findAction,
  flowFailureText,
  messagesFor,
  offersMethod,
  oidcProviders,
} from './formModel.ts';
import { CSRF_TOKEN, loginFlow, registrationFlow, text, verificationFlow } from './test/fixtures.ts';

const loginModel = (options: Parameters<typeof loginFlow>[0]) =>
  buildFormModel(LoginFlowFromJSON(loginFlow(options)).ui);

describe('buildFormModel', () => {
  it('reads a password login flow: csrf token, fields, method submit', () => {
    const model = loginModel({});
    expect(model.csrfToken).toBe(CSRF_TOKEN);
    expect(Object.keys(model.fields)).toEqual(['identifier', 'password']);
    expect(model.fields.password).toMatchObject({
      type: 'password',
      group: 'password',
      required: true,
      autocomplete: 'current-password',
      label: 'Password',
    });
    expect(offersMethod(model, 'password')).toBe(true);
    expect(offersMethod(model, 'totp')).toBe(false);
    expect(model.messages).toEqual([]);
  });

  it('keeps the pre-filled identifier of a refresh=true flow as a hidden value', () => {
    const model = loginModel({ refresh: { identifier: 'ada@example.com' } });
    expect(model.hidden.identifier).toBe('ada@example.com');
    expect(model.fields.identifier).toBeUndefined();
    expect(model.messages).toEqual([
      { id: 1010003, text: 'Please confirm this action by verifying that it is you.', type: 'info' },
    ]);
  });

  it('lists the second factors of an aal2 flow', () => {
    const model = loginModel({ aal2: { totp: true, lookup: true } });
    expect(offersMethod(model, 'totp')).toBe(true);
    expect(offersMethod(model, 'lookup_secret')).toBe(true);
    expect(Object.keys(model.fields)).toEqual(['totp_code', 'lookup_secret']);
    expect(model.messages[0]?.id).toBe(1010004);
  });

  it('renders OIDC providers from their provider submits', () => {
    const model = loginModel({
      oidc: [
        { id: 'acme', name: 'Acme ID' },
        { id: 'github', name: 'GitHub' },
      ],
    });
    expect(oidcProviders(model)).toEqual([
      { provider: 'acme', label: 'Sign in with Acme ID' },
      { provider: 'github', label: 'Sign in with GitHub' },
    ]);
  });

  it('turns field and flow messages into the product wording', () => {
    const model = loginModel({
      messages: [
        text(4000006, 'The provided credentials are invalid, check for spelling mistakes.', 'error'),
      ],
      fieldMessages: { identifier: [text(4000001, 'is not valid "email"', 'error')] },
    });
    expect(fieldError(model, 'identifier')).toBe('Please enter a valid email address.');
    expect(fieldError(model, 'password')).toBeNull();
    expect(flowFailureText(model, 'Login failed')).toBe(
      'The provided credentials are invalid. Please check your email address and password.',
    );
  });

  it('finds the resend button of a sent_email flow and its address', () => {
    const model = buildFormModel(
      VerificationFlowFromJSON(verificationFlow({ address: 'ada@example.com' })).ui,
    );
    expect(findAction(model, 'email')?.value).toBe('ada@example.com');
    expect(model.fields.code).toMatchObject({ pattern: '[0-9]+', maxLength: 6, label: 'Verification code' });
    expect(model.hidden.method).toBe('code');
  });

  it('reads the continue link of a passed_challenge flow', () => {
    const model = buildFormModel(
      VerificationFlowFromJSON(verificationFlow({ state: 'passed_challenge' })).ui,
    );
    expect(model.links).toEqual([
      { id: 'continue', href: 'http://localhost:3000/library/guides', label: 'Continue' },
    ]);
    expect(model.messages[0]?.type).toBe('success');
  });

  it('collects messages of submit nodes too', () => {
    const model = buildFormModel(
      RegistrationFlowFromJSON(
        registrationFlow({ fieldMessages: { email: [text(4000015, 'exists', 'error')] } }),
      ).ui,
    );
    expect(messagesFor(model, 'traits.email').map((message) => message.text)).toEqual([
      'This email address is already registered.',
    ]);
    expect(allMessages(model)).toHaveLength(1);
  });
});

describe('flowFailureText', () => {
  it('falls back when the flow carries no message, or there is no flow', () => {
    expect(
      flowFailureText(buildFormModel(RegistrationFlowFromJSON(registrationFlow()).ui), 'Registration failed'),
    ).toBe('Registration failed');
    expect(flowFailureText(null, 'Recovery failed')).toBe('Recovery failed');
  });

  it('prefers an error over an info line', () => {
    const model = loginModel({ aal2: { totp: true }, messages: [text(4000008, 'x', 'error')] });
    expect(flowFailureText(model, 'x')).toBe('Too many failed login attempts. Please try again later.');
  });
});
