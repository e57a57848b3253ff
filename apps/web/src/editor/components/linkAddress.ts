// What the link control accepts: web and mail addresses only (a bare domain gets https://).
export function normalizeLinkAddress(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
