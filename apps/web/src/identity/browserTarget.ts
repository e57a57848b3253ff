// Where a `redirect_browser_to` (identity-protocol.md section 2) should take the user in this app.
import { sameOriginPath } from './authPaths.ts';

export type BrowserTarget =
  /** `<base>/self-service/login/browser?aal=aal2…`: the two-factor screen, then `returnTo` (an app path). */
  | { kind: 'secondFactor'; returnTo: string | null }
  /** A page of this app: navigate inside the single-page app. */
  | { kind: 'appPath'; path: string }
  /** Another site (an OIDC provider) or an identity endpoint that answers browsers itself: a full page load. */
  | { kind: 'external'; url: string };

const IDENTITY_PREFIX = '/api/';
const LOGIN_INIT_SUFFIX = '/self-service/login/browser';

export function classifyBrowserTarget(url: string, origin: string): BrowserTarget {
  const path = sameOriginPath(url, origin);
  if (path === null) return { kind: 'external', url };
  const parsed = new URL(path, origin);
  if (parsed.pathname.endsWith(LOGIN_INIT_SUFFIX) && parsed.searchParams.get('aal') === 'aal2') {
    const returnTo = parsed.searchParams.get('return_to');
    return { kind: 'secondFactor', returnTo: returnTo === null ? null : sameOriginPath(returnTo, origin) };
  }
  if (parsed.pathname.startsWith(IDENTITY_PREFIX)) return { kind: 'external', url };
  return { kind: 'appPath', path };
}
