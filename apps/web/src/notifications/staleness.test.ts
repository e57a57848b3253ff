import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_STALE_AFTER_MS, notificationsNeedRefresh } from './staleness.ts';

describe('notification staleness', () => {
  const loaded = Date.parse('2026-11-20T12:00:00.000Z');

  it('is five minutes', () => {
    expect(NOTIFICATIONS_STALE_AFTER_MS).toBe(300_000);
  });

  it('refreshes a list older than five minutes, or one never loaded', () => {
    expect(notificationsNeedRefresh(loaded, loaded + NOTIFICATIONS_STALE_AFTER_MS + 1)).toBe(true);
    expect(notificationsNeedRefresh(0, loaded)).toBe(true);
  });

  it('keeps a list up to five minutes old', () => {
    expect(notificationsNeedRefresh(loaded, loaded)).toBe(false);
    expect(notificationsNeedRefresh(loaded, loaded + 4 * 60_000)).toBe(false);
    expect(notificationsNeedRefresh(loaded, loaded + NOTIFICATIONS_STALE_AFTER_MS)).toBe(false);
  });
});
