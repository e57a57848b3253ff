import { badRequest } from './errors.ts';

/** A submitted form, flattened to dotted names: `{traits: {email}}` and `traits.email` read the same. */
export type FormFields = ReadonlyMap<string, string | boolean>;

const MAX_DEPTH = 4;

/**
 * Longest accepted value per field; anything longer is a 400 before it reaches argon2, an index (a ~6 KB
 * login identifier overflowed the lockout table's btree key) or a mail. Unlisted fields get DEFAULT.
 */
const MAX_FIELD_LENGTH: Readonly<Record<string, number>> = {
  identifier: 254,
  email: 254,
  'traits.email': 254,
  // Above the policy's 1024 (passwords.ts), so that 1025..4096 still get the policy's own message 4000033.
  password: 4096,
  code: 64,
  totp_code: 64,
  lookup_secret: 64,
};
const DEFAULT_MAX_FIELD_LENGTH = 2048;

/** A UTF-16 surrogate without its partner: not encodable as UTF-8, so PostgreSQL would refuse it later. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Reads a self-service submission: JSON (nested objects as the SDK sends them, or dotted keys) or an
 * url-encoded form. Anything that is not an object is a 400 with a reason, never a 500.
 */
export function readForm(body: unknown): FormFields {
  const fields = new Map<string, string | boolean>();
  if (body === undefined || body === null || body === '') return fields;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object or a form.');
  }
  flatten(body as Record<string, unknown>, '', 0, fields);
  return fields;
}

function flatten(
  value: Record<string, unknown>,
  prefix: string,
  depth: number,
  into: Map<string, string | boolean>,
): void {
  if (depth > MAX_DEPTH) throw badRequest('The request body is nested too deeply.');
  for (const [key, entry] of Object.entries(value)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof entry === 'string') into.set(name, checkedText(name, entry));
    else if (typeof entry === 'boolean') into.set(name, entry);
    else if (typeof entry === 'number' && Number.isFinite(entry)) into.set(name, String(entry));
    else if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
      flatten(entry as Record<string, unknown>, name, depth + 1, into);
    }
  }
}

/**
 * PostgreSQL cannot store NUL bytes or lone surrogates ("invalid byte sequence", a 500 after some rows may
 * already be written), so they are refused here, with the length caps, before any flow looks at the form.
 */
function checkedText(name: string, value: string): string {
  if (value.includes('\0') || LONE_SURROGATE.test(value)) {
    throw badRequest(`The field "${name}" contains characters that are not allowed.`);
  }
  const max = MAX_FIELD_LENGTH[name] ?? DEFAULT_MAX_FIELD_LENGTH;
  if (value.length > max) throw badRequest(`The field "${name}" is longer than ${max} characters.`);
  return value;
}

/** A text field, trimmed of nothing (passwords keep their spaces); undefined when absent or not text. */
export function textField(form: FormFields, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** A flag sent as JSON true or as the text "true" (forms). */
export function flagField(form: FormFields, name: string): boolean {
  const value = form.get(name);
  return value === true || value === 'true' || value === '1';
}

/** The `method` of a submission (password, totp, lookup_secret, oidc, code, profile). */
export function methodField(form: FormFields): string | undefined {
  return textField(form, 'method')?.trim();
}

/** Parses an url-encoded body (last value wins), for browsers posting the form without JavaScript. */
export function parseUrlEncoded(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

// No white space and no control characters anywhere in an address.
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const MAX_EMAIL_LENGTH = 254;

/** Lower-cased and trimmed, the one form in which addresses are stored and compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}
