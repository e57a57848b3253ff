import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from './accountKeys.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from './notificationSettings.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { notificationSettings } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const SETTINGS = '/api/account/notification-settings';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('notification settings', () => {
  it('are read and changed one setting at a time', async () => {
    const changed = notificationSettings({ enableNewsletter: false });
    const api = stubApi({
      [`GET ${SETTINGS}`]: answer(200, notificationSettings()),
      [`POST ${SETTINGS}`]: answer(200, changed),
    });
    await expect(getNotificationSettings()).resolves.toEqual(notificationSettings());
    await expect(updateNotificationSettings({ enableNewsletter: false })).resolves.toEqual(changed);
    expect(api.calls(`POST ${SETTINGS}`)[0]?.body).toEqual({ enableNewsletter: false });
  });

  it('toast the spec texts when they cannot be read or changed', async () => {
    stubApi({
      [`GET ${SETTINGS}`]: answer(503, { statusCode: 503, error: 'Unavailable', message: 'later' }),
      [`POST ${SETTINGS}`]: answer(400, { statusCode: 400, error: 'Bad Request', message: 'not a boolean' }),
    });
    await expect(getNotificationSettings()).rejects.toMatchObject({ status: 503 });
    await expect(updateNotificationSettings({ enableNewsletter: false })).rejects.toThrow('not a boolean');
    expect(toasts().map((toast) => toast.message)).toEqual([
      'Failed to load notification settings',
      'Failed to update notification settings',
    ]);
  });

  it('put the answered settings in the cache after a change', async () => {
    const changed = notificationSettings({ enableNonEssentialEmails: false });
    stubApi({
      [`GET ${SETTINGS}`]: answer(200, notificationSettings()),
      [`POST ${SETTINGS}`]: answer(200, changed),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      query: useNotificationSettings(),
      update: useUpdateNotificationSettings(),
    }));
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    await act(() => result.current.update.mutateAsync({ enableNonEssentialEmails: false }));
    expect(queryClient.getQueryData(accountKeys.notificationSettings())).toEqual(changed);
  });
});
