import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';

const decide = reportFailureAs(ACCOUNT_ERROR_TEXTS.updateProfile);

describe('account failures', () => {
  it('are the spec section 8 profile errors, word for word', () => {
    expect(Object.values(ACCOUNT_ERROR_TEXTS)).toEqual([
      'Failed to load profile',
      'Failed to update profile',
      'Failed to load notification settings',
      'Failed to update notification settings',
      'Failed to load profile picture',
      'Failed to update profile picture',
      'Failed to load notifications',
      'Failed to acknowledge notification',
      'Failed to delete notification',
    ]);
  });

  it('toast the text of the call for answers, time-outs and unreadable answers, with no dialog', () => {
    const expected = { message: 'Failed to update profile', severity: 'error', action: 'none' };
    for (const status of [400, 403, 404, 409, 413, 500, 503]) {
      expect(decide({ kind: 'http', status, body: { message: 'companySize: must be at least 1' } })).toEqual(
        expected,
      );
    }
    expect(decide({ kind: 'timeout' })).toEqual(expected);
    expect(decide({ kind: 'network' })).toEqual(expected);
    expect(decide({ kind: 'invalidAnswer', status: 200, body: {}, issues: [] })).toEqual(expected);
  });

  it("keep the 401's session-expired warning and login redirect", () => {
    expect(decide({ kind: 'http', status: 401, body: null })).toEqual({
      message: 'Session expired. Please log in again.',
      severity: 'warn',
      action: 'redirectToLogin',
    });
  });
});
