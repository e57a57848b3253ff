import { describe, expect, it, vi } from 'vitest';
import type { HttpClientEnvironment } from './httpClient.ts';
import { createHttpClient } from './httpClient.ts';
import { fetchAccountInfo, fetchSession, loadSignedInUser } from './session.ts';

const kratosSession = {
  id: 's1',
  active: true,
  authenticator_assurance_level: 'aal1',
  identity: {
    id: 'i1',
    traits: { email: 'ada@example.com' },
    verifiable_addresses: [{ id: 'a1', value: 'ada@example.com', verified: true, via: 'email' }],
  },
};

function clientAnswering(answers: Record<string, () => Response>) {
  const env: HttpClientEnvironment = {
    fetch: vi.fn((url: string) => {
      const answer = answers[url];
      return Promise.resolve(answer ? answer() : new Response(null, { status: 404 }));
    }),
    location: () => ({ pathname: '/', search: '' }),
    navigate: vi.fn(),
    toast: vi.fn(),
    onSessionExpired: vi.fn(),
    onUpgradeRequired: vi.fn(),
  };
  return { env, client: createHttpClient(env) };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchSession', () => {
  it('returns the session of a 200 answer, without toasts', async () => {
    const { client, env } = clientAnswering({ '/api/auth/sessions/whoami': json(200, kratosSession) });
    await expect(fetchSession(client)).resolves.toMatchObject({ id: 's1' });
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('treats 401 and 403 as no session, silently', async () => {
    for (const status of [401, 403]) {
      const { client, env } = clientAnswering({
        '/api/auth/sessions/whoami': json(status, { error: { code: status } }),
      });
      await expect(fetchSession(client)).resolves.toBeNull();
      expect(env.toast).not.toHaveBeenCalled();
      expect(env.onSessionExpired).not.toHaveBeenCalled();
    }
  });

  it('treats an inactive session as none', async () => {
    const { client } = clientAnswering({
      '/api/auth/sessions/whoami': json(200, { ...kratosSession, active: false }),
    });
    await expect(fetchSession(client)).resolves.toBeNull();
  });

  it('throws for a server error or an answer that is not a session', async () => {
    const failing = clientAnswering({ '/api/auth/sessions/whoami': json(500, {}) });
    await expect(fetchSession(failing.client)).rejects.toMatchObject({ status: 500 });
    const odd = clientAnswering({ '/api/auth/sessions/whoami': json(200, { hello: 'world' }) });
    await expect(fetchSession(odd.client)).rejects.toThrow('not a session');
  });
});

describe('fetchAccountInfo', () => {
  it('is unknown while the endpoints answer 404', async () => {
    const { client, env } = clientAnswering({});
    await expect(fetchAccountInfo(client)).resolves.toEqual({ accountLevel: null, closed: null });
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('combines profile and status once they exist', async () => {
    const { client } = clientAnswering({
      '/api/account/profile': json(200, { accountLevel: 'NONE', email: 'ada@example.com' }),
      '/api/account/status': json(200, { closed: false, resourceUsage: {} }),
    });
    await expect(fetchAccountInfo(client)).resolves.toEqual({ accountLevel: 'NONE', closed: false });
  });

  it('logs other failures and leaves the value unknown', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientAnswering({ '/api/account/profile': json(500, {}) });
    await expect(fetchAccountInfo(client)).resolves.toEqual({ accountLevel: null, closed: null });
    expect(errors).toHaveBeenCalledWith('Could not load /account/profile.', expect.anything());
    errors.mockRestore();
  });
});

describe('loadSignedInUser', () => {
  it('loads the session and the account information after a sign-in', async () => {
    const { client, env } = clientAnswering({
      '/api/auth/sessions/whoami': json(200, kratosSession),
      '/api/account/status': json(200, { closed: false, resourceUsage: {} }),
    });
    await expect(loadSignedInUser(client)).resolves.toMatchObject({
      kind: 'signedIn',
      session: { id: 's1', identity: { id: 'i1' } },
      account: { accountLevel: null, closed: false },
    });
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('knows a session that still needs its second factor', async () => {
    const { client } = clientAnswering({
      '/api/auth/sessions/whoami': json(403, { error: { id: 'session_aal2_required', code: 403 } }),
    });
    await expect(loadSignedInUser(client)).resolves.toEqual({ kind: 'secondFactorRequired' });
  });

  it('reports no session as signed out', async () => {
    for (const answer of [
      json(401, { error: { code: 401 } }),
      json(200, { ...kratosSession, active: false }),
    ]) {
      const { client } = clientAnswering({ '/api/auth/sessions/whoami': answer });
      await expect(loadSignedInUser(client)).resolves.toEqual({ kind: 'signedOut' });
    }
  });
});
