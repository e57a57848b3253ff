// The identity session as GET /api/auth/sessions/whoami answers it (a Kratos session object); fetched by
// api/session.ts.

export interface Session {
  id: string;
  active: boolean;
  identity: { id: string; traits: { email: string } };
  authenticator_assurance_level: string | null;
  /**
   * Whether the identity's address (traits.email) is verified, from `identity.verifiable_addresses`; null
   * when the answer lists no addresses at all. Until it is, sharing is blocked (docs/decisions.md).
   */
  emailVerified: boolean | null;
}

export const WHOAMI_PATH = '/auth/sessions/whoami';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `email` is among the verified entries of a Kratos `verifiable_addresses` list. */
function isVerifiedAmong(addresses: unknown, email: string): boolean | null {
  if (!Array.isArray(addresses)) return null;
  return addresses.some(
    (address: unknown) =>
      isRecord(address) &&
      typeof address.value === 'string' &&
      address.value.toLowerCase() === email.toLowerCase() &&
      address.verified === true,
  );
}

/** The session fields the app uses, or null when the answer does not look like a session. */
export function parseSession(value: unknown): Session | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !isRecord(value.identity)) return null;
  const identity = value.identity;
  if (typeof identity.id !== 'string') return null;
  const traits = isRecord(identity.traits) ? identity.traits : {};
  const email = typeof traits.email === 'string' ? traits.email : '';
  const level = value.authenticator_assurance_level;
  return {
    id: value.id,
    active: value.active === true,
    identity: { id: identity.id, traits: { email } },
    authenticator_assurance_level: typeof level === 'string' ? level : null,
    emailVerified: isVerifiedAmong(identity.verifiable_addresses, email),
  };
}
