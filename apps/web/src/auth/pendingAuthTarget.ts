// Where a sign-in or sign-out that is under way is heading. The session cache and the router change in
// separate renders; without this, a guard that sees the new session first would send the user to its own
// default (the library, or login with return_to) instead of where the login page was going.
import { create } from 'zustand';
import type { RouteAccess } from './guards.ts';

export type PendingAuthKind = 'signIn' | 'signOut';

export interface PendingAuthTarget {
  target: string;
  kind: PendingAuthKind;
}

interface PendingAuthTargetState {
  pending: PendingAuthTarget | null;
  set: (target: string, kind: PendingAuthKind) => void;
  clear: () => void;
}

export const usePendingAuthTarget = create<PendingAuthTargetState>()((set) => ({
  pending: null,
  set: (target, kind) => set({ pending: { target, kind } }),
  clear: () => set({ pending: null }),
}));

/** Whether the page at pathname + search is the target (its hash does not matter). */
export function isAtTarget(target: string, location: { pathname: string; search: string }): boolean {
  const url = new URL(target, 'http://app.invalid');
  return url.pathname === location.pathname && url.search === location.search;
}

/**
 * Whether a guard that renders its page ends the pending sign-in or sign-out: it reached its target, or the
 * target itself redirected on (a sign-in that lands on a login-only page with the new session, a sign-out
 * that lands on a guest page without one).
 */
export function hasArrived(
  pending: PendingAuthTarget,
  access: RouteAccess,
  hasSession: boolean,
  location: { pathname: string; search: string },
): boolean {
  if (isAtTarget(pending.target, location)) return true;
  return pending.kind === 'signIn' ? access === 'login' && hasSession : access === 'guest' && !hasSession;
}
