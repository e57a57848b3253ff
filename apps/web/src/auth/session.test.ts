import { describe, expect, it } from 'vitest';
import { parseAccountLevel, parseClosed } from './accountInfo.ts';
import { parseSession } from './session.ts';

const kratosSession = {
  id: 's1',
  active: true,
  expires_at: '2026-12-01T00:00:00Z',
  authenticator_assurance_level: 'aal2',
  identity: {
    id: 'i1',
    schema_id: 'default',
    traits: { email: 'ada@example.com' },
    verifiable_addresses: [
      { id: 'a1', value: 'ada@example.com', verified: true, via: 'email', status: 'completed' },
    ],
  },
};

describe('parseSession', () => {
  it('keeps the fields the app uses', () => {
    expect(parseSession(kratosSession)).toEqual({
      id: 's1',
      active: true,
      identity: { id: 'i1', traits: { email: 'ada@example.com' } },
      authenticator_assurance_level: 'aal2',
      emailVerified: true,
    });
  });

  it('knows whether the address is verified from verifiable_addresses', () => {
    const withAddresses = (addresses: unknown) =>
      parseSession({
        ...kratosSession,
        identity: { ...kratosSession.identity, verifiable_addresses: addresses },
      });
    expect(
      withAddresses([{ value: 'ada@example.com', verified: false, status: 'sent' }])?.emailVerified,
    ).toBe(false);
    // Another address being verified says nothing about this one.
    expect(withAddresses([{ value: 'old@example.com', verified: true }])?.emailVerified).toBe(false);
    expect(withAddresses([])?.emailVerified).toBe(false);
    expect(withAddresses(undefined)?.emailVerified).toBeNull();
  });

  it('refuses what is not a session', () => {
    expect(parseSession({ error: { code: 401 } })).toBeNull();
    expect(parseSession({ id: 's1', identity: {} })).toBeNull();
    expect(parseSession(null)).toBeNull();
  });
});

describe('account information', () => {
  it('reads accountLevel and closed', () => {
    expect(parseAccountLevel({ accountLevel: 'ENTERPRISE' })).toBe('ENTERPRISE');
    expect(parseAccountLevel({ accountLevel: 'GOLD' })).toBeNull();
    expect(parseClosed({ closed: false })).toBe(false);
    expect(parseClosed({})).toBeNull();
  });
});
