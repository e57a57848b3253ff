// A notification's `link` comes from the server; only a path inside this app is followed (never another
// origin, a protocol-relative address or a javascript: URL).

export function appPathOf(link: string | null): string | null {
  if (link === null) return null;
  const path = link.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
