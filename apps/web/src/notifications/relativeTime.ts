// How old a notification is, in the popup's words (spec sections 2 and 9): 'Just now', 'Nm ago', 'Nh ago',
// 'Nd ago' under 7 days, else its date.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * `timestamp` is an ISO date; `now` in milliseconds. A time a little ahead of this browser's clock (the
 * server's clock differs) is 'Just now' rather than a negative age.
 */
export function formatRelativeTime(timestamp: string, now: number, locale?: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  const age = now - time;
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < WEEK_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

/** The full date and time, for the tooltip and the `<time>` element's title. */
export function formatFullTime(timestamp: string, locale?: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
