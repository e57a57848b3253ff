// Passwords leave the browser only as the lowercase hex SHA-256 digest of what the user typed (spec section 5).
import { sha256 } from './sha256.ts';

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The text's UTF-8 bytes hashed with WebCrypto, or with our own SHA-256 where WebCrypto is not offered. */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  // `crypto.subtle` is undefined outside secure contexts even though the type says otherwise.
  const subtle = globalThis.crypto.subtle as SubtleCrypto | undefined;
  if (subtle === undefined) return toHex(sha256(bytes));
  return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}
