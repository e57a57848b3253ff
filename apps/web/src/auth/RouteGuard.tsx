// Applies the navigation guards to a layout: waits with the start-up indicator, redirects, or renders.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import type { RouteAccess } from './guards.ts';
import { decideRouteAccess } from './guards.ts';
import { hasArrived, usePendingAuthTarget } from './pendingAuthTarget.ts';
import { useAuthState } from './useAuthState.ts';

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  const pending = usePendingAuthTarget((state) => state.pending);
  const clearPending = usePendingAuthTarget((state) => state.clear);
  const decision = decideRouteAccess(access, auth, location, {
    signInTarget: pending?.kind === 'signIn' ? pending.target : null,
    signOutTarget: pending?.kind === 'signOut' ? pending.target : null,
  });
  const arrived =
    decision.kind === 'render' && pending !== null && hasArrived(pending, access, auth.hasSession, location);
  useEffect(() => {
    if (arrived) clearPending();
  }, [arrived, clearPending]);
  if (decision.kind === 'wait') return <FullScreenLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
