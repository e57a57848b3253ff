import type { UiText } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { FLOW_EXPIRED_NOTICE, FLOW_FAILURE_TEXTS, PRODUCT_MESSAGES, messageText } from './messages.ts';

const ui = (id: number, text: string, context?: Record<string, unknown>): UiText => ({
  id,
  text,
  type: 'error',
  context,
});

describe('messageText', () => {
  it('uses the product wording of spec section 8 for the ids it names', () => {
    expect(
      messageText(ui(4000006, 'The provided credentials are invalid, check for spelling mistakes.')),
    ).toBe('The provided credentials are invalid. Please check your email address and password.');
    expect(messageText(ui(4000007, 'locked'))).toBe('Your account has been locked. Please try again later.');
    expect(messageText(ui(4000008, 'The provided authentication code is invalid, please try again.'))).toBe(
      'Too many failed login attempts. Please try again later.',
    );
    expect(messageText(ui(4000015, 'x'))).toBe('This email address is already registered.');
    expect(messageText(ui(4000020, 'x'))).toBe('Invalid verification code.');
    expect(messageText(ui(4000025, 'x'), 'password')).toBe('Password must be at least 8 characters long.');
    expect(messageText(ui(4000010, 'x'))).toBe('Your session has expired. Please log in again.');
    expect(messageText(ui(4000003, 'x'), 'traits.email')).toBe('Email is required.');
  });

  it("keeps the server's text for ids the product does not name", () => {
    expect(messageText(ui(4060006, 'The recovery code is invalid or has already been used.'))).toBe(
      'The recovery code is invalid or has already been used.',
    );
  });

  it('gives 4000001 the e-mail wording only when it is about the e-mail address', () => {
    expect(messageText(ui(4000001, 'is not valid "email"'), 'traits.email')).toBe(
      'Please enter a valid email address.',
    );
    expect(messageText(ui(4000001, 'is not valid "email"'), 'identifier')).toBe(
      'Please enter a valid email address.',
    );
    expect(messageText(ui(4000001, 'Request a code first.', { reason: 'Request a code first.' }))).toBe(
      'Request a code first.',
    );
  });

  it('gives 4000002 the password wording only when the password is missing', () => {
    expect(messageText(ui(4000002, 'Property password is missing.', { property: 'password' }))).toBe(
      'Password is required.',
    );
    expect(messageText(ui(4000002, 'Property password is missing.'), 'password')).toBe(
      'Password is required.',
    );
    expect(messageText(ui(4000002, 'Property code is missing.', { property: 'code' }))).toBe(
      'Property code is missing.',
    );
  });

  it('lists every numeric message and fallback of the spec', () => {
    expect(Object.keys(PRODUCT_MESSAGES).map(Number).sort()).toEqual([
      4000001, 4000002, 4000003, 4000006, 4000007, 4000008, 4000010, 4000015, 4000020, 4000025,
    ]);
    expect(Object.values(FLOW_FAILURE_TEXTS)).toEqual([
      'Registration failed',
      'Verification failed',
      'Recovery failed',
      'Invalid recovery code',
      'Password update failed',
      'Failed to resend verification code',
      'Verification flow initialization failed',
      'Recovery flow initialization failed',
      'Password reset flow initialization failed',
      'OIDC login failed',
    ]);
    expect(FLOW_EXPIRED_NOTICE).toBe('Your session has expired. Please try again.');
  });
});
