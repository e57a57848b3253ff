// Where to go after logging in, and how to ask the login page to come back (spec section 5).
import { PATHS } from '../routes/paths.ts';

/** Where an unusable return_to leads (spec section 5 says "reset to /library"). */
export const RETURN_TO_RESET = PATHS.library;
/** Where a login without return_to leads (spec section 4, "Password login"). */
export const DEFAULT_AFTER_LOGIN = PATHS.libraryGuides;

export type Warn = (message: string, ...details: unknown[]) => void;

// Control characters and whitespace never belong in a path we built ourselves; browsers strip some of
// them, which is how "/\t/evil.example" can turn into a protocol-relative URL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\s\\]/;
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

function pointsAtLogin(value: string): boolean {
  return value.toLowerCase().includes(PATHS.login);
}

type PathCheck = { kind: 'accepted'; path: string } | { kind: 'login' } | { kind: 'malformed' };

function checkRelativePath(candidate: string, origin: string): PathCheck {
  if (candidate.startsWith('//') || UNSAFE_CHARACTERS.test(candidate)) return { kind: 'malformed' };
  if (pointsAtLogin(candidate)) return { kind: 'login' };
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.origin !== origin) return { kind: 'malformed' };
  // "/auth/x/../login" only becomes the login path once the URL parser has normalised it.
  if (pointsAtLogin(url.pathname)) return { kind: 'login' };
  return { kind: 'accepted', path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Turns the return_to query value (already decoded once by URLSearchParams) into a same-origin path.
 * - missing or blank: the library's guides;
 * - a path containing the login path: /library (going back to login would loop);
 * - a value that is not a path but holds percent escapes was encoded twice: decoded once and checked again;
 * - a decoding failure: /library;
 * - anything else (absolute URLs, other origins, protocol-relative or control characters): a console
 *   warning and /library.
 */
export function resolveReturnTo(
  raw: string | null | undefined,
  origin: string,
  warn: Warn = console.warn,
): string {
  const trimmed = raw?.trim() ?? '';
  if (trimmed === '') return DEFAULT_AFTER_LOGIN;

  let candidate = trimmed;
  if (!candidate.startsWith('/') && PERCENT_ESCAPE.test(candidate)) {
    try {
      candidate = decodeURIComponent(candidate);
    } catch {
      return RETURN_TO_RESET;
    }
  }

  const check = candidate.startsWith('/')
    ? checkRelativePath(candidate, origin)
    : { kind: 'malformed' as const };
  switch (check.kind) {
    case 'accepted':
      return check.path;
    case 'login':
      return RETURN_TO_RESET;
    case 'malformed':
      warn('Ignoring a malformed return_to; going to the library instead.', raw);
      return RETURN_TO_RESET;
  }
}

/** The login page address that brings the user back to `wantedPath` (path plus query) afterwards. */
export function loginRedirectPath(wantedPath: string, options: { timeout?: boolean } = {}): string {
  const query = new URLSearchParams({ return_to: wantedPath });
  if (options.timeout === true) query.set('error', 'timeout');
  return `${PATHS.login}?${query.toString()}`;
}
