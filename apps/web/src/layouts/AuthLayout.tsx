// The guest frame (spec section 2, "Auth layout"): login, two-factor, registration, verification and
// password recovery screens in a centred card.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { CenteredFrame } from './CenteredFrame.tsx';

export function AuthLayout() {
  return (
    <CenteredFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </CenteredFrame>
  );
}
