import { FetchError, ResponseError } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { failureDetail, isFlowBody, parseIdentityFailure, readIdentityFailure } from './identityFailure.ts';
import { errorBody, loginAal2Url, registrationFlow } from './test/fixtures.ts';

describe('parseIdentityFailure', () => {
  it('recognises a returned flow (HTTP 400)', () => {
    const flow = registrationFlow();
    expect(isFlowBody(flow)).toBe(true);
    expect(parseIdentityFailure(400, flow)).toEqual({ kind: 'flow', status: 400, flow });
  });

  it('reads a 410 with use_flow_id beside the error', () => {
    const body = errorBody(410, {
      id: 'self_service_flow_expired',
      extra: { use_flow_id: 'new-flow', expired_at: 'x' },
    });
    expect(parseIdentityFailure(410, body)).toEqual({
      kind: 'error',
      status: 410,
      error: {
        id: 'self_service_flow_expired',
        reason: null,
        message: 'The request could not be handled',
        redirectBrowserTo: null,
        useFlowId: 'new-flow',
      },
    });
  });

  it('reads redirect_browser_to from the top level and from details', () => {
    const top = errorBody(422, {
      id: 'browser_location_change_required',
      extra: { redirect_browser_to: loginAal2Url() },
    });
    expect(parseIdentityFailure(422, top)).toMatchObject({ error: { redirectBrowserTo: loginAal2Url() } });
    const nested = errorBody(403, {
      id: 'session_aal2_required',
      details: { redirect_browser_to: 'http://x/a' },
    });
    expect(parseIdentityFailure(403, nested)).toMatchObject({ error: { redirectBrowserTo: 'http://x/a' } });
  });

  it('copes with answers that are not Kratos errors', () => {
    expect(parseIdentityFailure(502, null)).toMatchObject({
      kind: 'error',
      status: 502,
      error: { id: null },
    });
    expect(parseIdentityFailure(404, { statusCode: 404, message: 'Route not found' })).toMatchObject({
      error: { id: null, message: null },
    });
  });
});

describe('readIdentityFailure', () => {
  it('reads the body of a ResponseError', async () => {
    const response = new Response(
      JSON.stringify(
        errorBody(403, { id: 'security_csrf_violation', reason: 'The anti-CSRF token is missing.' }),
      ),
      { status: 403, headers: { 'Content-Type': 'application/json' } },
    );
    const failure = await readIdentityFailure(new ResponseError(response));
    expect(failure).toMatchObject({ kind: 'error', status: 403, error: { id: 'security_csrf_violation' } });
    expect(failureDetail(failure)).toBe('The anti-CSRF token is missing.');
  });

  it('tells a time-out from a network failure', async () => {
    const timeout = new FetchError(new DOMException('The request timed out', 'TimeoutError'));
    expect(await readIdentityFailure(timeout)).toEqual({ kind: 'unreachable', reason: 'timeout' });
    expect(await readIdentityFailure(new FetchError(new TypeError('Failed to fetch')))).toEqual({
      kind: 'unreachable',
      reason: 'network',
    });
  });

  it('throws our own bugs again', async () => {
    await expect(readIdentityFailure(new TypeError('x is undefined'))).rejects.toThrow('x is undefined');
  });
});
