import type { LoginFlow } from '@ory/client-fetch';
import { LoginFlowFromJSON, ResponseError } from '@ory/client-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { FlowAdapter } from './flowAdapters.ts';
import { resolveFlow } from './resolveFlow.ts';
import { errorBody, loginFlow } from './test/fixtures.ts';

const context = { origin: 'http://localhost:3000', currentPath: '/auth/login', returnTo: '/library/guides' };
const reject = (status: number, body: unknown) =>
  Promise.reject(new ResponseError(new Response(JSON.stringify(body), { status })));
const flow = (id: string) => LoginFlowFromJSON(loginFlow({ id }));

function adapter(overrides: Partial<FlowAdapter<LoginFlow>>): FlowAdapter<LoginFlow> {
  return {
    kind: 'login',
    create: vi.fn(() => Promise.resolve(flow('created'))),
    get: vi.fn((id: string) => Promise.resolve(flow(id))),
    parse: (json) => LoginFlowFromJSON(json),
    ...overrides,
  };
}

describe('resolveFlow', () => {
  it('fetches the named flow, or starts one with the given options', async () => {
    const create = vi.fn(() => Promise.resolve(flow('created')));
    const flows = adapter({ create });
    expect(await resolveFlow(flows, { flowId: 'f1', notice: null, create: {} }, context)).toMatchObject({
      kind: 'ready',
      flow: { id: 'f1' },
    });
    await resolveFlow(
      flows,
      { flowId: null, notice: null, create: { refresh: true, returnTo: 'http://localhost:3000/x' } },
      context,
    );
    expect(create).toHaveBeenCalledWith({ refresh: true, returnTo: 'http://localhost:3000/x' });
  });

  it('moves from an expired flow to the one the server names, with the notice', async () => {
    const get = vi.fn((id: string) =>
      id === 'old'
        ? reject(410, errorBody(410, { id: 'self_service_flow_expired', extra: { use_flow_id: 'new' } }))
        : Promise.resolve(flow(id)),
    );
    expect(await resolveFlow(adapter({ get }), { flowId: 'old', notice: null, create: {} }, context)).toEqual(
      {
        kind: 'ready',
        flow: expect.objectContaining({ id: 'new' }) as unknown,
        notice: 'Your session has expired. Please try again.',
      },
    );
  });

  it('starts a new flow when the named one belongs to another browser (CSRF)', async () => {
    const get = vi.fn(() =>
      reject(403, errorBody(403, { id: 'security_csrf_violation', reason: 'token mismatch' })),
    );
    expect(
      await resolveFlow(adapter({ get }), { flowId: 'foreign', notice: null, create: {} }, context),
    ).toMatchObject({
      kind: 'ready',
      flow: { id: 'created' },
      notice: 'token mismatch',
    });
  });

  it('drops a return_to the server refuses', async () => {
    const create = vi.fn((options: { returnTo?: string }) =>
      options.returnTo === undefined
        ? Promise.resolve(flow('plain'))
        : reject(400, errorBody(400, { id: 'self_service_flow_return_to_forbidden' })),
    );
    const result = await resolveFlow(
      adapter({ create }),
      { flowId: null, notice: null, create: { returnTo: 'https://evil.example' } },
      context,
    );
    expect(result).toMatchObject({ kind: 'ready', flow: { id: 'plain' } });
  });

  it('reports session errors, and gives up after three failed attempts', async () => {
    const signedIn = adapter({
      create: () => reject(400, errorBody(400, { id: 'session_already_available' })),
    });
    expect(await resolveFlow(signedIn, { flowId: null, notice: null, create: {} }, context)).toEqual({
      kind: 'alreadySignedIn',
    });
    const noSession = adapter({ create: () => reject(401, errorBody(401, { id: 'session_aal1_required' })) });
    expect(
      await resolveFlow(noSession, { flowId: null, notice: null, create: { aal: 'aal2' } }, context),
    ).toEqual({
      kind: 'navigate',
      to: '/auth/login?return_to=%2Fauth%2Flogin',
    });
    const create = vi.fn(() => reject(404, errorBody(404)));
    expect(
      await resolveFlow(adapter({ create }), { flowId: null, notice: null, create: {} }, context),
    ).toMatchObject({
      kind: 'failed',
    });
    expect(create).toHaveBeenCalledTimes(3);
    const broken = adapter({ create: () => reject(500, errorBody(500, { reason: 'database down' })) });
    expect(await resolveFlow(broken, { flowId: null, notice: null, create: {} }, context)).toMatchObject({
      kind: 'failed',
      detail: 'database down',
    });
  });
});
