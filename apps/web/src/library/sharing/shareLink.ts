// The link a share code travels in, and how its expiry reads. The library route turns ?code= into the
// shared-guide page (spec section 2), so the link points at /library: that route is the documented entry.
import { PATHS } from '../../routes/paths.ts';

export function shareLinkFor(origin: string, code: string): string {
  return `${origin}${PATHS.library}?code=${encodeURIComponent(code)}`;
}

/** "31 Dec 2026, 14:05" in the reader's locale; the raw text when the time cannot be read. */
export function formatShareTime(iso: string, locale?: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** Whether the days typed for a new code are what the server accepts, else why not. */
export function shareDaysProblem(days: number | string, range: { min: number; max: number }): string | null {
  if (typeof days !== 'number' || !Number.isFinite(days)) return 'Enter a number of days.';
  if (!Number.isInteger(days)) return 'Enter a whole number of days.';
  if (days < range.min || days > range.max) {
    return `Choose between ${range.min} and ${range.max} days.`;
  }
  return null;
}
