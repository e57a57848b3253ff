/**
 * Whether an If-None-Match header matches `etag` (RFC 9110 13.1.2: `*`, or any listed tag by the weak
 * comparison, which ignores a `W/` prefix).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
