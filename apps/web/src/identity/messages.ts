// The texts the identity screens show (spec section 8): the product's wording for the numeric message ids it
// names, the fallbacks for failed flows, and the notice after an expired flow.
import type { UiText } from '@ory/client-fetch';

/** Spec section 8, "Numeric messages", word for word. */
export const PRODUCT_MESSAGES: Readonly<Record<number, string>> = {
  4000001: 'Please enter a valid email address.',
  4000002: 'Password is required.',
  4000003: 'Email is required.',
  4000006: 'The provided credentials are invalid. Please check your email address and password.',
  4000007: 'Your account has been locked. Please try again later.',
  4000008: 'Too many failed login attempts. Please try again later.',
  4000010: 'Your session has expired. Please log in again.',
  4000015: 'This email address is already registered.',
  4000020: 'Invalid verification code.',
  4000025: 'Password must be at least 8 characters long.',
};

/** Spec section 8, "Flow failures": shown when a failed flow call carries no message of its own. */
export const FLOW_FAILURE_TEXTS = {
  registration: 'Registration failed',
  verification: 'Verification failed',
  recovery: 'Recovery failed',
  recoveryCode: 'Invalid recovery code',
  passwordUpdate: 'Password update failed',
  resendVerification: 'Failed to resend verification code',
  verificationInit: 'Verification flow initialization failed',
  recoveryInit: 'Recovery flow initialization failed',
  passwordResetInit: 'Password reset flow initialization failed',
  oidcLogin: 'OIDC login failed',
} as const;

/** Spec section 8, self_service_flow_expired. */
export const FLOW_EXPIRED_NOTICE = 'Your session has expired. Please try again.';

// Kratos uses 4000001 ("its text is the reason") and 4000002 ("Property {property} is missing") generically;
// the product gives them to the e-mail address and the password. The product wording therefore applies
// only when the message is about that field, and the server's own text stays for every other use.
const EMAIL_FIELDS = new Set(['traits.email', 'email', 'identifier']);

function propertyOf(message: UiText): string | null {
  const property = (message.context as Record<string, unknown> | undefined)?.property;
  return typeof property === 'string' ? property : null;
}

function isAbout(message: UiText, field: string | null, names: ReadonlySet<string>): boolean {
  const property = propertyOf(message);
  return (field !== null && names.has(field)) || (property !== null && names.has(property));
}

const PASSWORD_FIELDS = new Set(['password']);

/** The text to show for a flow message: the product's wording for its id where the product names one. */
export function messageText(message: UiText, field: string | null = null): string {
  const product = PRODUCT_MESSAGES[message.id];
  if (product === undefined) return message.text;
  if (message.id === 4000001 && !isAbout(message, field, EMAIL_FIELDS)) return message.text;
  if (message.id === 4000002 && !isAbout(message, field, PASSWORD_FIELDS)) return message.text;
  return product;
}
