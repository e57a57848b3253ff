import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from './accountKeys.ts';
import {
  acknowledgeAllNotifications,
  acknowledgeNotification,
  deleteNotification,
  listNotifications,
  useAcknowledgeAllNotifications,
  useAcknowledgeNotification,
  useDeleteNotification,
  useNotifications,
} from './notifications.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { IDS, notification } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const NOTIFICATIONS = '/api/account/notifications';
const first = notification();
const second = notification({ id: IDS.otherNotification, text: 'Your plan is now PREMIUM.', link: null });
const notFound = { statusCode: 404, error: 'Not Found', message: 'No such notification' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('notification calls', () => {
  it('list, acknowledge one or all, and delete as the server reads them', async () => {
    const api = stubApi({
      [`GET ${NOTIFICATIONS}`]: answer(200, { notifications: [first, second] }),
      [`POST ${NOTIFICATIONS}`]: answer(200, { acknowledged: 1 }),
      [`DELETE ${NOTIFICATIONS}/${IDS.notification}`]: answer(200, { id: IDS.notification }),
    });
    await expect(listNotifications()).resolves.toEqual([first, second]);
    await expect(acknowledgeNotification(IDS.notification)).resolves.toBe(1);
    await expect(acknowledgeAllNotifications()).resolves.toBe(1);
    await expect(deleteNotification(IDS.notification)).resolves.toBeUndefined();
    expect(api.calls(`POST ${NOTIFICATIONS}`).map((call) => call.body)).toEqual([
      { action: 'acknowledge', notificationId: IDS.notification },
      { action: 'acknowledgeAll' },
    ]);
    expect(api.calls(`DELETE ${NOTIFICATIONS}/${IDS.notification}`)).toHaveLength(1);
  });

  it('toast the spec texts on failure', async () => {
    stubApi({
      [`GET ${NOTIFICATIONS}`]: answer(500, {}),
      [`POST ${NOTIFICATIONS}`]: answer(404, notFound),
      [`DELETE ${NOTIFICATIONS}/${IDS.notification}`]: answer(404, notFound),
    });
    await expect(listNotifications()).rejects.toMatchObject({ status: 500 });
    await expect(acknowledgeNotification(IDS.notification)).rejects.toThrow('No such notification');
    await expect(acknowledgeAllNotifications()).rejects.toMatchObject({ status: 404 });
    await expect(deleteNotification(IDS.notification)).rejects.toMatchObject({ status: 404 });
    expect(toasts().map((toast) => toast.message)).toEqual([
      'Failed to load notifications',
      'Failed to acknowledge notification',
      'Failed to acknowledge notification',
      'Failed to delete notification',
    ]);
  });
});

describe('notification hooks', () => {
  it('mark one as read at once, then load the list again', async () => {
    const api = stubApi({
      [`GET ${NOTIFICATIONS}`]: inTurn(
        answer(200, { notifications: [first, second] }),
        answer(200, { notifications: [{ ...first, acknowledged: true }, second] }),
      ),
      [`POST ${NOTIFICATIONS}`]: answer(200, { acknowledged: 1 }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useNotifications(),
      acknowledge: useAcknowledgeNotification(),
    }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.acknowledge.mutateAsync(IDS.notification));
    expect(queryClient.getQueryData(accountKeys.notifications())).toEqual([
      { ...first, acknowledged: true },
      second,
    ]);
    expect(api.calls(`GET ${NOTIFICATIONS}`)).toHaveLength(2);
  });

  it('mark all as read', async () => {
    stubApi({
      [`GET ${NOTIFICATIONS}`]: inTurn(
        answer(200, { notifications: [first, second] }),
        answer(200, {
          notifications: [
            { ...first, acknowledged: true },
            { ...second, acknowledged: true },
          ],
        }),
      ),
      [`POST ${NOTIFICATIONS}`]: answer(200, { acknowledged: 2 }),
    });
    const { result } = renderWithQueries(() => ({
      list: useNotifications(),
      acknowledgeAll: useAcknowledgeAllNotifications(),
    }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.acknowledgeAll.mutateAsync());
    await waitFor(() => expect(result.current.list.data?.every((item) => item.acknowledged)).toBe(true));
  });

  it('take a deleted one out of the list', async () => {
    stubApi({
      [`GET ${NOTIFICATIONS}`]: inTurn(
        answer(200, { notifications: [first, second] }),
        answer(200, { notifications: [second] }),
      ),
      [`DELETE ${NOTIFICATIONS}/${IDS.notification}`]: answer(200, { id: IDS.notification }),
    });
    const { result } = renderWithQueries(() => ({
      list: useNotifications(),
      remove: useDeleteNotification(),
    }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync(IDS.notification));
    await waitFor(() => expect(result.current.list.data).toEqual([second]));
  });

  it('ask nothing while disabled (an account that may not use features)', async () => {
    const api = stubApi({ [`GET ${NOTIFICATIONS}`]: answer(200, { notifications: [] }) });
    const { result } = renderWithQueries(() => useNotifications({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });
});
