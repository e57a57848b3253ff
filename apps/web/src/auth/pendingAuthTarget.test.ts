import { describe, expect, it } from 'vitest';
import { hasArrived, isAtTarget } from './pendingAuthTarget.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('pending sign-in and sign-out', () => {
  it('compares path and query, not the hash', () => {
    expect(isAtTarget('/editor/1?tab=match#x', at('/editor/1', '?tab=match'))).toBe(true);
    expect(isAtTarget('/editor/1', at('/editor/1', '?tab=match'))).toBe(false);
  });

  it('ends a sign-in on its target or on any page that needs the new session', () => {
    const signIn = { target: '/editor/1', kind: 'signIn' as const };
    expect(hasArrived(signIn, 'login', true, at('/editor/1'))).toBe(true);
    expect(hasArrived(signIn, 'login', true, at('/subscription-required'))).toBe(true);
    // The login page that started it, rendering once more before the session arrives, is not the end.
    expect(hasArrived(signIn, 'guest', false, at('/auth/login'))).toBe(false);
  });

  it('ends a sign-out on a guest page without the session, not on the page it started from', () => {
    const signOut = { target: '/auth/login', kind: 'signOut' as const };
    expect(hasArrived(signOut, 'login', true, at('/library/guides'))).toBe(false);
    expect(hasArrived(signOut, 'guest', false, at('/auth/login'))).toBe(true);
  });
});
