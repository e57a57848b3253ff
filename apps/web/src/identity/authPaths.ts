// Addresses of the auth screens that the identity logic sends the user to.
import { PATHS } from '../routes/paths.ts';

/** A screen that continues an existing flow: the flow id travels in `?flow=`, as Kratos UIs do. */
export function flowScreenPath(path: string, flowId: string): string {
  return `${path}?${new URLSearchParams({ flow: flowId }).toString()}`;
}

/**
 * The two-factor screen. `returnTo` is where to go afterwards; `passwordRecovery` marks the way through
 * password recovery (spec section 2: /auth/mfa adds password=true).
 */
export function mfaPath(options: { returnTo?: string | null; passwordRecovery?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.returnTo !== undefined && options.returnTo !== null) query.set('return_to', options.returnTo);
  if (options.passwordRecovery === true) query.set('password', 'true');
  const encoded = query.toString();
  return encoded === '' ? PATHS.mfa : `${PATHS.mfa}?${encoded}`;
}

/** The same-origin path (with query and hash) of a URL, or null when it points elsewhere. */
export function sameOriginPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/** The absolute form of an app path, which is what the identity service takes as `return_to`. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
