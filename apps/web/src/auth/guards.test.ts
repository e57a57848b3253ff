import { describe, expect, it } from 'vitest';
import type { AccountInfo, AuthSnapshot } from './guards.ts';
import {
  AUTH_LOADING_TIMEOUT_MS,
  canAccessFeatures,
  canUseAssistant,
  decideRouteAccess,
  isGuestRouteOpenToSessions,
  isPremium,
} from './guards.ts';

const premium: AccountInfo = { closed: false, accountLevel: 'PREMIUM' };
const signedIn: AuthSnapshot = { phase: 'ready', hasSession: true, account: premium };
const guest: AuthSnapshot = { phase: 'ready', hasSession: false, account: null };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('decideRouteAccess: login-required routes', () => {
  it('sends a visitor without session to login with the wanted path and query as return_to', () => {
    const decision = decideRouteAccess('login', guest, at('/editor/12', '?tab=match'));
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/auth/login?return_to=%2Feditor%2F12%3Ftab%3Dmatch',
      reason: 'no-session',
    });
  });

  it('renders for a signed-in premium user', () => {
    expect(decideRouteAccess('login', signedIn, at('/library/guides'))).toEqual({ kind: 'render' });
  });

  it('sends a closed account to account-closed', () => {
    const closed: AuthSnapshot = { ...signedIn, account: { closed: true, accountLevel: 'PREMIUM' } };
    expect(decideRouteAccess('login', closed, at('/library/guides'))).toEqual({
      kind: 'redirect',
      to: '/account-closed',
      reason: 'account-closed',
    });
  });

  it('prefers account-closed over subscription-required when both apply', () => {
    const closedNone: AuthSnapshot = { ...signedIn, account: { closed: true, accountLevel: 'NONE' } };
    const decision = decideRouteAccess('login', closedNone, at('/editor'));
    expect(decision.kind === 'redirect' && decision.to).toBe('/account-closed');
  });

  it('sends accountLevel NONE to subscription-required', () => {
    const none: AuthSnapshot = { ...signedIn, account: { closed: false, accountLevel: 'NONE' } };
    expect(decideRouteAccess('login', none, at('/editor'))).toEqual({
      kind: 'redirect',
      to: '/subscription-required',
      reason: 'no-subscription',
    });
  });

  it('lets accountLevel NONE reach subscription-required, the profile areas and the assistant page', () => {
    const none: AuthSnapshot = { ...signedIn, account: { closed: false, accountLevel: 'NONE' } };
    for (const path of [
      '/subscription-required',
      '/assistant',
      '/profile/overview',
      '/profile/settings',
      '/profile/notifications/',
    ]) {
      expect(decideRouteAccess('login', none, at(path))).toEqual({ kind: 'render' });
    }
  });

  it('treats a session without account information as authenticated', () => {
    const unknown: AuthSnapshot = { phase: 'ready', hasSession: true, account: null };
    expect(decideRouteAccess('login', unknown, at('/tools/matcher'))).toEqual({ kind: 'render' });
    const partly: AuthSnapshot = {
      phase: 'ready',
      hasSession: true,
      account: { closed: null, accountLevel: null },
    };
    expect(decideRouteAccess('login', partly, at('/tools/matcher'))).toEqual({ kind: 'render' });
  });

  it('waits while authentication is loading', () => {
    expect(decideRouteAccess('login', { ...guest, phase: 'loading' }, at('/library/guides'))).toEqual({
      kind: 'wait',
    });
  });

  it('redirects to login with return_to and error=timeout after the loading time-out', () => {
    expect(AUTH_LOADING_TIMEOUT_MS).toBe(10_000);
    const decision = decideRouteAccess('login', { ...guest, phase: 'timedOut' }, at('/assistant', '?q=1'));
    expect(decision.kind).toBe('redirect');
    if (decision.kind !== 'redirect') return;
    expect(decision.reason).toBe('timeout');
    const target = new URL(decision.to, 'http://localhost');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('return_to')).toBe('/assistant?q=1');
    expect(target.searchParams.get('error')).toBe('timeout');
  });
});

describe('decideRouteAccess: guest routes', () => {
  it('renders for a visitor without session', () => {
    expect(decideRouteAccess('guest', guest, at('/auth/login', '?return_to=%2Feditor'))).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user to the library', () => {
    expect(decideRouteAccess('guest', signedIn, at('/auth/register'))).toEqual({
      kind: 'redirect',
      to: '/library/guides',
      reason: 'has-session',
    });
  });

  it('waits while loading and renders after the loading time-out', () => {
    expect(decideRouteAccess('guest', { ...guest, phase: 'loading' }, at('/auth/login'))).toEqual({
      kind: 'wait',
    });
    expect(decideRouteAccess('guest', { ...guest, phase: 'timedOut' }, at('/auth/login'))).toEqual({
      kind: 'render',
    });
  });
});

describe('decideRouteAccess: public routes', () => {
  it('renders whatever the session, even while loading', () => {
    for (const auth of [guest, signedIn, { ...guest, phase: 'loading' as const }]) {
      expect(decideRouteAccess('public', auth, at('/maintenance'))).toEqual({ kind: 'render' });
    }
  });
});

describe('feature access', () => {
  it('is denied to closed accounts and accountLevel NONE', () => {
    expect(canAccessFeatures({ closed: true, accountLevel: 'PREMIUM' })).toBe(false);
    expect(canAccessFeatures({ closed: false, accountLevel: 'NONE' })).toBe(false);
  });

  it('is granted to open paying accounts and while the level is unknown', () => {
    expect(canAccessFeatures(premium)).toBe(true);
    expect(canAccessFeatures({ closed: false, accountLevel: 'ENTERPRISE' })).toBe(true);
    expect(canAccessFeatures(null)).toBe(true);
  });

  it('counts PREMIUM and ENTERPRISE as premium, and nothing else', () => {
    expect(isPremium(premium)).toBe(true);
    expect(isPremium({ closed: false, accountLevel: 'ENTERPRISE' })).toBe(true);
    expect(isPremium({ closed: false, accountLevel: 'NONE' })).toBe(false);
    expect(isPremium(null)).toBe(false);
  });

  it('lets only authenticated premium users use the assistant', () => {
    expect(canUseAssistant(signedIn)).toBe(true);
    expect(canUseAssistant({ ...signedIn, hasSession: false })).toBe(false);
    expect(canUseAssistant({ ...signedIn, account: null })).toBe(false);
    expect(canUseAssistant({ ...signedIn, phase: 'loading' })).toBe(false);
  });
});

describe('decideRouteAccess: auth screens a session still needs', () => {
  it('lets a signed-in user verify the e-mail, set the recovered password and re-authenticate', () => {
    expect(decideRouteAccess('guest', signedIn, at('/auth/verify', '?flow=v1'))).toEqual({ kind: 'render' });
    expect(decideRouteAccess('guest', signedIn, at('/auth/reset-password', '?flow=s1'))).toEqual({
      kind: 'render',
    });
    expect(decideRouteAccess('guest', signedIn, at('/auth/login', '?refresh=true'))).toEqual({
      kind: 'render',
    });
    expect(isGuestRouteOpenToSessions(at('/auth/login', '?return_to=%2Feditor'))).toBe(false);
    expect(isGuestRouteOpenToSessions(at('/auth/register'))).toBe(false);
  });

  it('still sends a signed-in user away from login, registration and recovery', () => {
    for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/recovery', '/auth/mfa']) {
      expect(decideRouteAccess('guest', signedIn, at(path))).toMatchObject({
        kind: 'redirect',
        to: '/library/guides',
      });
    }
  });
});

describe('decideRouteAccess: a sign-in or sign-out under way', () => {
  it('sends the new session to where the login was going', () => {
    expect(
      decideRouteAccess('guest', signedIn, at('/auth/login', '?return_to=%2Feditor'), {
        signInTarget: '/editor',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/editor',
      reason: 'has-session',
    });
  });

  it('sends the ended session to the login page itself, without return_to', () => {
    expect(
      decideRouteAccess('login', guest, at('/library/guides'), { signOutTarget: '/auth/login' }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      reason: 'no-session',
    });
  });

  it('ignores a target of the other direction', () => {
    expect(decideRouteAccess('login', guest, at('/wizard'), { signInTarget: '/editor' })).toMatchObject({
      to: '/auth/login?return_to=%2Fwizard',
    });
  });
});
