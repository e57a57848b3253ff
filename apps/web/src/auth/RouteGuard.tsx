// Applies the navigation guards to a layout: waits with the start-up indicator, redirects, or renders.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import type { RouteAccess } from './guards.ts';
import { decideRouteAccess } from './guards.ts';
import { useAuthState } from './useAuthState.ts';

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  const decision = decideRouteAccess(access, auth, location);
  if (decision.kind === 'wait') return <FullScreenLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
