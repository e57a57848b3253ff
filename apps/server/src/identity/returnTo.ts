/**
 * The `return_to` allow-list: the public origin itself, plus ALLOWED_RETURN_URLS entries (an origin with an
 * optional path prefix). A relative value is taken relative to the public origin. Anything else (another
 * origin, another scheme, credentials in the URL) is refused, so a link cannot send a freshly signed-in
 * browser to a foreign site.
 */
export type ReturnToCheck = { allowed: true; url: string | undefined } | { allowed: false; value: string };

export function checkReturnTo(
  raw: unknown,
  origin: string,
  allowedPrefixes: readonly string[],
): ReturnToCheck {
  if (raw === undefined || raw === '') return { allowed: true, url: undefined };
  // A repeated parameter arrives as an array: never a valid target.
  if (typeof raw !== 'string') return { allowed: false, value: JSON.stringify(raw) };
  // Backslashes and control characters are read as slashes or dropped by browsers: refuse them outright.
  if (hasUnsafeCharacters(raw)) return { allowed: false, value: raw };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { allowed: false, value: raw };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    return { allowed: false, value: raw };
  }
  if (url.origin === origin) return { allowed: true, url: url.toString() };
  for (const prefix of allowedPrefixes) {
    const allowed = new URL(prefix);
    if (url.origin === allowed.origin && pathWithin(url.pathname, allowed.pathname)) {
      return { allowed: true, url: url.toString() };
    }
  }
  return { allowed: false, value: raw };
}

function pathWithin(path: string, prefix: string): boolean {
  if (prefix === '/' || prefix === '') return true;
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}

function hasUnsafeCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}
