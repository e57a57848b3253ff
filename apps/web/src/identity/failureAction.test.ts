import { describe, expect, it } from 'vitest';
import type { FailureContext } from './failureAction.ts';
import { decideFailureAction } from './failureAction.ts';
import { parseIdentityFailure } from './identityFailure.ts';
import { errorBody, loginAal2Url, registrationFlow } from './test/fixtures.ts';

const ORIGIN = 'http://localhost:3000';
const context: FailureContext = {
  origin: ORIGIN,
  currentPath: '/auth/reset-password?flow=s1',
  returnTo: '/editor/7',
};

const decide = (status: number, body: unknown, ctx: FailureContext = context) =>
  decideFailureAction(parseIdentityFailure(status, body), ctx);
const error = (status: number, id: string, extra: Parameters<typeof errorBody>[1] = {}) =>
  decide(status, errorBody(status, { id, ...extra }));

describe('decideFailureAction (spec section 8, identity error ids)', () => {
  it('sends session_inactive and session_not_found to login with return_to', () => {
    const login = { type: 'navigate', to: '/auth/login?return_to=%2Fauth%2Freset-password%3Fflow%3Ds1' };
    expect(error(401, 'session_inactive')).toEqual(login);
    expect(error(401, 'session_not_found')).toEqual(login);
    expect(error(401, 'session_aal1_required')).toEqual(login);
  });

  it('sends session_aal2_required to the MFA page, keeping where to go afterwards', () => {
    expect(error(403, 'session_aal2_required')).toEqual({
      type: 'navigate',
      to: '/auth/mfa?return_to=%2Feditor%2F7',
    });
    expect(
      decide(403, errorBody(403, { id: 'session_aal2_required' }), { ...context, passwordRecovery: true }),
    ).toEqual({
      type: 'navigate',
      to: '/auth/mfa?return_to=%2Feditor%2F7&password=true',
    });
  });

  it('treats session_already_available as a session to pick up', () => {
    expect(error(400, 'session_already_available')).toEqual({ type: 'alreadySignedIn' });
  });

  it('asks for a step-up on session_refresh_required', () => {
    expect(error(403, 'session_refresh_required')).toEqual({ type: 'stepUp' });
  });

  it('restarts without the return_to after self_service_flow_return_to_forbidden', () => {
    expect(error(400, 'self_service_flow_return_to_forbidden')).toEqual({
      type: 'restart',
      flowId: null,
      notice: null,
      dropReturnTo: true,
    });
  });

  it('restarts an expired flow with the notice, moving to the flow the server names', () => {
    expect(error(410, 'self_service_flow_expired', { extra: { use_flow_id: 'f2' } })).toEqual({
      type: 'restart',
      flowId: 'f2',
      notice: 'Your session has expired. Please try again.',
      dropReturnTo: false,
    });
    expect(error(410, 'self_service_flow_expired')).toMatchObject({ flowId: null });
  });

  it('moves to the replacement of a replaced flow', () => {
    expect(error(410, 'self_service_flow_replaced', { extra: { use_flow_id: 'f3' } })).toEqual({
      type: 'restart',
      flowId: 'f3',
      notice: null,
      dropReturnTo: false,
    });
  });

  it('shows the reason of a CSRF violation and restarts', () => {
    expect(
      error(403, 'security_csrf_violation', {
        reason: 'The HTTP Cookie Header was set and a CSRF token was sent but they do not match.',
      }),
    ).toEqual({
      type: 'restart',
      flowId: null,
      notice: 'The HTTP Cookie Header was set and a CSRF token was sent but they do not match.',
      dropReturnTo: false,
    });
  });

  it('follows browser_location_change_required: aal2 to the MFA page, providers by a page load', () => {
    expect(
      error(422, 'browser_location_change_required', {
        extra: { redirect_browser_to: loginAal2Url(`${ORIGIN}/library/prompts`) },
      }),
    ).toEqual({ type: 'navigate', to: '/auth/mfa?return_to=%2Flibrary%2Fprompts' });
    expect(
      error(422, 'browser_location_change_required', {
        extra: { redirect_browser_to: 'https://id.acme.example/authorize?x=1' },
      }),
    ).toEqual({ type: 'redirectBrowser', url: 'https://id.acme.example/authorize?x=1' });
    expect(
      error(422, 'browser_location_change_required', {
        extra: { redirect_browser_to: `${ORIGIN}/auth/reset-password?flow=s9` },
      }),
    ).toEqual({ type: 'navigate', to: '/auth/reset-password?flow=s9' });
  });

  it('replaces the flow with a returned one (HTTP 400)', () => {
    const flow = registrationFlow();
    expect(decide(400, flow)).toEqual({ type: 'showFlow', flow });
  });

  it('restarts a flow that is gone, and reports anything else with its reason', () => {
    expect(decide(404, errorBody(404, { reason: 'Unable to locate the resource' }))).toMatchObject({
      type: 'restart',
      notice: null,
    });
    expect(decide(410, errorBody(410))).toMatchObject({
      type: 'restart',
      notice: 'Your session has expired. Please try again.',
    });
    expect(decide(500, errorBody(500, { reason: 'database down' }))).toEqual({
      type: 'showError',
      message: 'database down',
    });
    expect(decideFailureAction({ kind: 'unreachable', reason: 'timeout' }, context)).toEqual({
      type: 'showError',
      message: 'The server did not answer in time. Please try again.',
    });
  });
});
