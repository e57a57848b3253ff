// The return_to of the auth screens, decoded and checked by the rules of spec section 5.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { resolveReturnTo } from '../../auth/returnTo.ts';
import { absoluteUrl } from '../../identity/authPaths.ts';

export interface ReturnTo {
  /** The app path to go to afterwards (the guides when none was given). */
  path: string;
  /** The same as an absolute URL, for the identity service's return_to. */
  url: string;
}

export function useReturnTo(): ReturnTo {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('return_to');
  return useMemo(() => {
    const origin = window.location.origin;
    const path = resolveReturnTo(raw, origin);
    return { path, url: absoluteUrl(path, origin) };
  }, [raw]);
}
