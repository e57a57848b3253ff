// The e-mail address checks the browser makes before a flow is submitted (spec section 8: 4000003, 4000001).
import { PRODUCT_MESSAGES } from './messages.ts';

export const EMAIL_REQUIRED_MESSAGE = PRODUCT_MESSAGES[4000003] ?? 'Email is required.';
export const EMAIL_INVALID_MESSAGE = PRODUCT_MESSAGES[4000001] ?? 'Please enter a valid email address.';

// The same shape the identity service accepts: something, an @, a domain with a dot; no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** The message for an address that cannot be sent, or null. Surrounding spaces are forgiven. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return EMAIL_INVALID_MESSAGE;
  return null;
}
