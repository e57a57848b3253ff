// Navigation guards (spec sections 4 and 6) as pure decisions; RouteGuard.tsx applies them.
import { PATHS } from '../routes/paths.ts';
import { loginRedirectPath } from './returnTo.ts';

export type AccountLevel = 'NONE' | 'PREMIUM' | 'ENTERPRISE';

/**
 * What the guards know about the account, from GET /api/account/profile (level) and /status (closed).
 * `null` fields are unknown (an answer that could not be read): a session alone then counts as
 * authenticated with no level information, so neither the closed nor the NONE rule can fire.
 */
export interface AccountInfo {
  closed: boolean | null;
  accountLevel: AccountLevel | null;
}

/** Who may open a route: `login` needs a session, `guest` needs none, `public` is open to everybody. */
export type RouteAccess = 'login' | 'guest' | 'public';

/** `loading` until the session (and account) are known, `timedOut` after the 10 s wait, then `ready`. */
export type AuthPhase = 'loading' | 'timedOut' | 'ready';

export interface AuthSnapshot {
  phase: AuthPhase;
  hasSession: boolean;
  account: AccountInfo | null;
}

export interface WantedLocation {
  pathname: string;
  search: string;
}

export type RedirectReason = 'no-session' | 'timeout' | 'has-session' | 'account-closed' | 'no-subscription';

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string; reason: RedirectReason };

/** How long the router waits for authentication to load (spec section 9). */
export const AUTH_LOADING_TIMEOUT_MS = 10_000;

// A NONE account must still reach the page that explains the situation and the settings where a plan
// is chosen (/profile/settings?openSubscription=true); without these exceptions it could never upgrade.
// /assistant shows it the welcome message that says the assistant needs a plan (spec section 4).
const REACHABLE_WITHOUT_SUBSCRIPTION = [
  PATHS.subscriptionRequired,
  PATHS.assistant,
  PATHS.profileOverview,
  PATHS.profileSettings,
  PATHS.profileNotifications,
];

function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase();
}

function isReachableWithoutSubscription(pathname: string): boolean {
  const normalised = normalisePath(pathname);
  return REACHABLE_WITHOUT_SUBSCRIPTION.some((path) => path === normalised);
}

/**
 * Auth screens that a signed-in user must still reach: e-mail verification follows a registration that
 * already signed the user in; the new password of a recovery is set with the session the recovery code
 * gave; and login with refresh=true re-authenticates an existing session.
 */
export function isGuestRouteOpenToSessions(location: WantedLocation): boolean {
  const path = normalisePath(location.pathname);
  if (path === PATHS.verify || path === PATHS.resetPassword) return true;
  return path === PATHS.login && new URLSearchParams(location.search).get('refresh') === 'true';
}

/**
 * Where a sign-in or sign-out under way is heading (see auth/pendingAuthTarget.ts): a guard that redirects
 * because the session appeared or went away goes there instead of to its default.
 */
export interface GuardOptions {
  signInTarget?: string | null;
  signOutTarget?: string | null;
}

export function decideRouteAccess(
  access: RouteAccess,
  auth: AuthSnapshot,
  location: WantedLocation,
  options: GuardOptions = {},
): GuardDecision {
  if (access === 'public') return { kind: 'render' };

  const wanted = `${location.pathname}${location.search}`;
  if (auth.phase === 'loading') return { kind: 'wait' };
  if (auth.phase === 'timedOut') {
    return access === 'login'
      ? { kind: 'redirect', to: loginRedirectPath(wanted, { timeout: true }), reason: 'timeout' }
      : { kind: 'render' };
  }

  if (access === 'guest') {
    if (!auth.hasSession || isGuestRouteOpenToSessions(location)) return { kind: 'render' };
    return { kind: 'redirect', to: options.signInTarget ?? PATHS.libraryGuides, reason: 'has-session' };
  }

  if (!auth.hasSession) {
    return { kind: 'redirect', to: options.signOutTarget ?? loginRedirectPath(wanted), reason: 'no-session' };
  }
  if (auth.account?.closed === true) {
    return { kind: 'redirect', to: PATHS.accountClosed, reason: 'account-closed' };
  }
  if (auth.account?.accountLevel === 'NONE' && !isReachableWithoutSubscription(location.pathname)) {
    return { kind: 'redirect', to: PATHS.subscriptionRequired, reason: 'no-subscription' };
  }
  return { kind: 'render' };
}

/** Create dialog, notifications and the assistant toggle (spec section 6); unknown counts as allowed. */
export function canAccessFeatures(account: AccountInfo | null): boolean {
  return account?.closed !== true && account?.accountLevel !== 'NONE';
}

/** Premium accounts may use the AI assistant (spec section 6); an unknown level is not premium. */
export function isPremium(account: AccountInfo | null): boolean {
  return account?.accountLevel === 'PREMIUM' || account?.accountLevel === 'ENTERPRISE';
}

export function canUseAssistant(auth: AuthSnapshot): boolean {
  return (
    auth.phase === 'ready' && auth.hasSession && isPremium(auth.account) && auth.account?.closed !== true
  );
}
