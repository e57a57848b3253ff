import { describe, expect, it } from 'vitest';
import { formatFullTime, formatRelativeTime } from './relativeTime.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const ago = (milliseconds: number): string => new Date(NOW - milliseconds).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative times of notifications', () => {
  it('says Just now under a minute, and for a time ahead of this clock', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(-30 * SECOND), NOW)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), NOW)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23h ago');
  });

  it('counts whole days under seven days', () => {
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('1d ago');
    expect(formatRelativeTime(ago(7 * DAY - SECOND), NOW)).toBe('6d ago');
  });

  it('gives the date from seven days on', () => {
    expect(formatRelativeTime('2026-11-13T12:00:00.000Z', NOW, 'en-US')).toBe('Nov 13, 2026');
    expect(formatRelativeTime('2025-02-01T12:00:00.000Z', NOW, 'en-US')).toBe('Feb 1, 2025');
  });

  it('gives nothing for a timestamp that is no date', () => {
    expect(formatRelativeTime('yesterday', NOW)).toBe('');
    expect(formatFullTime('yesterday')).toBe('');
  });

  it('gives the full date and time for the title', () => {
    expect(formatFullTime('2026-11-13T12:00:00.000Z', 'en-US')).toMatch(/^November 13, 2026 at \d/);
  });
});
