import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  TOAST_DURATION_MS,
  decideErrorHandling,
  isUpgradeRequiredMessage,
  serverMessageOf,
  sessionExpiredRedirect,
} from './errorPolicy.ts';

const http = (status: number, body: unknown = null) => ({ kind: 'http' as const, status, body });

describe('decideErrorHandling', () => {
  it('401: warns that the session expired and asks for the login redirect', () => {
    expect(decideErrorHandling(http(401))).toEqual({
      message: 'Session expired. Please log in again.',
      severity: 'warn',
      action: 'redirectToLogin',
    });
  });

  it('403: reports missing permission and opens the upgrade dialog', () => {
    expect(decideErrorHandling(http(403, { message: 'Limit reached' }))).toEqual({
      message: 'You do not have permission to perform this action.',
      severity: 'error',
      action: 'openUpgradeDialog',
    });
  });

  it('5xx: reports a server error', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(decideErrorHandling(http(status, { message: 'boom' }))).toEqual({
        message: 'Server error. Please try again later.',
        severity: 'error',
        action: 'none',
      });
    }
  });

  it('400: reports an invalid request, whatever the server said', () => {
    expect(
      decideErrorHandling(http(400, { statusCode: 400, error: 'Bad Request', message: 'name is required' })),
    ).toEqual({
      message: 'Invalid request. Please check your input and try again.',
      severity: 'error',
      action: 'none',
    });
  });

  it("other statuses: the server's errorMessage comes first", () => {
    const decision = decideErrorHandling(
      http(404, { errorMessage: 'Guide not found', message: 'Not Found' }),
    );
    expect(decision).toEqual({ message: 'Guide not found', severity: 'error', action: 'none' });
  });

  it("other statuses: the server's message when there is no errorMessage", () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'This name is taken' };
    expect(decideErrorHandling(http(409, body)).message).toBe('This name is taken');
  });

  it('other statuses: a fixed text when the server said nothing usable', () => {
    expect(decideErrorHandling(http(404)).message).toBe('An unexpected error occurred');
    expect(decideErrorHandling(http(418, 'teapot')).message).toBe('An unexpected error occurred');
    expect(decideErrorHandling(http(422, { message: '   ' })).message).toBe('An unexpected error occurred');
  });

  it('other statuses: a message about upgrading opens the upgrade dialog', () => {
    const decision = decideErrorHandling(http(429, { message: 'Please upgrade to create more guides' }));
    expect(decision).toEqual({
      message: 'Please upgrade to create more guides',
      severity: 'error',
      action: 'openUpgradeDialog',
    });
  });

  it('a time-out and a network failure get their own error messages', () => {
    expect(decideErrorHandling({ kind: 'timeout' })).toEqual({
      message: ERROR_MESSAGES.timeout,
      severity: 'error',
      action: 'none',
    });
    expect(decideErrorHandling({ kind: 'network' })).toEqual({
      message: ERROR_MESSAGES.network,
      severity: 'error',
      action: 'none',
    });
  });

  it('an answer that fails its schema is an error of its own, whatever it says', () => {
    const failure = {
      kind: 'invalidAnswer' as const,
      status: 200,
      body: { message: 'Please upgrade' },
      issues: ['tovList: Invalid input: expected array, received undefined'],
    };
    expect(decideErrorHandling(failure)).toEqual({
      message: 'The server sent an answer this version of the app cannot read. Please reload the page.',
      severity: 'error',
      action: 'none',
    });
  });
});

describe('serverMessageOf', () => {
  it('reads errorMessage, then message, of an object body only', () => {
    expect(serverMessageOf({ errorMessage: 'a', message: 'b' })).toBe('a');
    expect(serverMessageOf({ message: 'b' })).toBe('b');
    expect(serverMessageOf({ message: 3 })).toBeNull();
    expect(serverMessageOf('text')).toBeNull();
    expect(serverMessageOf(null)).toBeNull();
  });

  it('reads the reason, then the message, of a Kratos error', () => {
    const kratos = {
      error: { code: 404, status: 'Not Found', reason: 'The flow is gone.', message: 'Not found' },
    };
    expect(serverMessageOf(kratos)).toBe('The flow is gone.');
    expect(serverMessageOf({ error: { message: 'Not found' } })).toBe('Not found');
    expect(serverMessageOf({ statusCode: 404, error: 'Not Found' })).toBeNull();
  });
});

describe('isUpgradeRequiredMessage', () => {
  it('recognises permission, upgrade and professional in any case', () => {
    expect(isUpgradeRequiredMessage('No permission for this')).toBe(true);
    expect(isUpgradeRequiredMessage('UPGRADE your plan')).toBe(true);
    expect(isUpgradeRequiredMessage('Only in the Professional plan')).toBe(true);
    expect(isUpgradeRequiredMessage('Guide not found')).toBe(false);
  });
});

describe('sessionExpiredRedirect', () => {
  it('goes to login with the current page as return_to after 100 ms', () => {
    expect(SESSION_EXPIRED_REDIRECT_DELAY_MS).toBe(100);
    expect(sessionExpiredRedirect('/editor/3', '?x=1')).toBe('/auth/login?return_to=%2Feditor%2F3%3Fx%3D1');
  });

  it('does not redirect when already on login', () => {
    expect(sessionExpiredRedirect('/auth/login', '?return_to=%2Feditor')).toBeNull();
    expect(sessionExpiredRedirect('/auth/login/', '')).toBeNull();
  });
});

describe('toast duration', () => {
  it('is 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
