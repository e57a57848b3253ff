// The password rule the browser enforces before anything is sent (spec section 5, DESIGN.md section 5): at
// least 8 characters (4000025) and none of a few very common passwords. The server only ever receives the
// SHA-256 digest, which is always long enough, so this check is the one that counts.
import { PRODUCT_MESSAGES } from './messages.ts';

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_REQUIRED_MESSAGE = PRODUCT_MESSAGES[4000002] ?? 'Password is required.';
export const PASSWORD_TOO_SHORT_MESSAGE =
  PRODUCT_MESSAGES[4000025] ?? 'Password must be at least 8 characters long.';
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

// The most used passwords of public breach lists that are 8 characters or longer (shorter ones already fail
// the length rule), plus the product's own name. Compared without regard to case.
const COMMON_PASSWORDS = new Set([
  '00000000',
  '11111111',
  '12341234',
  '12344321',
  '12345678',
  '123456789',
  '1234567890',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '87654321',
  'aa123456',
  'abc12345',
  'abcd1234',
  'admin123',
  'asdfghjk',
  'asdfasdf',
  'baseball',
  'changeme',
  'computer',
  'football',
  'iloveyou',
  'letmein1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'princess',
  'q1w2e3r4',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'starwars',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'whatever',
  'writethetone',
  'zaq12wsx',
]);

// Characters as a reader counts them (grapheme clusters): "é" typed as e plus a combining accent is one.
function characters(password: string): string[] {
  return Array.from(new Intl.Segmenter().segment(password), (part) => part.segment);
}

function isSingleRepeatedCharacter(password: string): boolean {
  const all = characters(password);
  return all.every((character) => character === all[0]);
}

export function isCommonPassword(password: string): boolean {
  const normalised = password.trim().toLowerCase();
  return COMMON_PASSWORDS.has(normalised) || isSingleRepeatedCharacter(normalised);
}

/** The message for a password the browser refuses to send, or null when it may be sent. */
export function checkPassword(password: string): string | null {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  if (characters(password).length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}

/** The new-password rule plus the confirmation field of registration and reset. */
export function checkNewPassword(
  password: string,
  confirmation: string,
): { password: string | null; confirmation: string | null } {
  const problem = checkPassword(password);
  if (problem !== null) return { password: problem, confirmation: null };
  return { password: null, confirmation: password === confirmation ? null : PASSWORDS_DIFFER_MESSAGE };
}
