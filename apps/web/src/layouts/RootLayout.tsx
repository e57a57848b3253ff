import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { formatPageTitle, titleOfMatches } from '../routes/titles.ts';

/** Keeps document.title in step with the matched route ("Write the Tone | <title>"). */
export function RootLayout() {
  const title = titleOfMatches(useMatches());
  useEffect(() => {
    if (title !== null) document.title = formatPageTitle(title);
  }, [title]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
