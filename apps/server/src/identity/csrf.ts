import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Anti-CSRF double submit, as Kratos (ory/nosurf) does it: the cookie holds 32 random bytes; every answer
 * carries the same secret masked with a fresh one-time pad (pad || secret XOR pad, base64), so the form
 * value differs on each answer (no BREACH-style compression oracle) while any masking verifies.
 */
const TOKEN_BYTES = 32;

export function newCsrfSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64');
}

/** The cookie value decoded, or undefined when it is not a well-formed secret. */
export function decodeCsrfSecret(cookieValue: string | undefined): Buffer | undefined {
  if (cookieValue === undefined || !/^[A-Za-z0-9+/]+=*$/.test(cookieValue)) return undefined;
  const bytes = Buffer.from(cookieValue, 'base64');
  return bytes.length === TOKEN_BYTES ? bytes : undefined;
}

export function maskCsrfSecret(secret: Buffer): string {
  const pad = randomBytes(TOKEN_BYTES);
  const masked = Buffer.alloc(TOKEN_BYTES);
  for (let index = 0; index < TOKEN_BYTES; index += 1) {
    masked[index] = (secret[index] ?? 0) ^ (pad[index] ?? 0);
  }
  return Buffer.concat([pad, masked]).toString('base64');
}

/** The secret inside a masked form token, or undefined when the token is malformed. */
export function unmaskCsrfToken(token: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/]+=*$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64');
  if (bytes.length !== 2 * TOKEN_BYTES) return undefined;
  const secret = Buffer.alloc(TOKEN_BYTES);
  for (let index = 0; index < TOKEN_BYTES; index += 1) {
    secret[index] = (bytes[index] ?? 0) ^ (bytes[index + TOKEN_BYTES] ?? 0);
  }
  return secret;
}

/** Constant-time check that a masked form token belongs to the cookie's secret. */
export function csrfTokenMatches(secret: Buffer, maskedToken: string): boolean {
  const unmasked = unmaskCsrfToken(maskedToken);
  return unmasked !== undefined && timingSafeEqual(unmasked, secret);
}

/** What a flow stores to remember which browser (CSRF cookie) it belongs to. */
export function csrfBindingHash(secret: Buffer): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** `csrf_token_<hex SHA-256 of the public base URL>`, Kratos's cookie name. */
export function csrfCookieName(publicBaseUrl: string): string {
  return `csrf_token_${createHash('sha256').update(publicBaseUrl).digest('hex')}`;
}
