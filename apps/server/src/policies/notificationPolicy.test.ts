import { describe, expect, it } from 'vitest';
import { notificationPolicy, type NotificationAction } from './notificationPolicy.ts';

const ME = 'user-me';
const ACTIONS: NotificationAction[] = ['read', 'acknowledge', 'delete'];
const NOT_FOUND = {
  allowed: false,
  status: 404,
  message: 'There is no notification with this id in your account.',
};

describe('the notification policy', () => {
  it.each(ACTIONS)('lets the owner %s their own', (action) => {
    expect(notificationPolicy(ME, { owner_id: ME }, action)).toEqual({ allowed: true });
  });

  it.each(ACTIONS)("answers another user's notification for %s as if it did not exist (404)", (action) => {
    expect(notificationPolicy(ME, { owner_id: 'user-other' }, action)).toEqual(NOT_FOUND);
    expect(notificationPolicy(ME, undefined, action)).toEqual(NOT_FOUND);
  });
});
