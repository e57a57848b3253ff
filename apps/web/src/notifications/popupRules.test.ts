import type { AccountNotification } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { latestNotifications, unreadBadgeLabel, unreadCount } from './popupRules.ts';

function notification(minute: number, acknowledged = false): AccountNotification {
  return {
    id: `0b6f0a44-1c2d-4e5f-8a9b-0000000000${String(minute).padStart(2, '0')}`,
    text: `Notification ${minute}`,
    timestamp: `2026-11-20T12:${String(minute).padStart(2, '0')}:00.000Z`,
    acknowledged,
    kind: 'LEVEL_CHANGED',
    link: null,
  };
}

describe('the notifications popup', () => {
  it('shows the latest three, newest first, whatever the order it got', () => {
    const list = [notification(3), notification(10), notification(1), notification(7), notification(5)];
    expect(latestNotifications(list).map((item) => item.text)).toEqual([
      'Notification 10',
      'Notification 7',
      'Notification 5',
    ]);
    expect(latestNotifications([notification(1)])).toHaveLength(1);
    expect(latestNotifications([])).toEqual([]);
  });

  it('counts the unread ones', () => {
    expect(unreadCount([notification(1), notification(2, true), notification(3)])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('caps the badge at 9+ and shows none without unread notifications', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });
});
