// The signed-in user's notifications under /api/account (spec sections 3, 4 and 7): the list (newest
// first), acknowledging one or all, deleting one. The server makes them (a build finished, a guide was
// added, the trial ends ...). Acknowledging sets `acknowledged` at once and deleting takes the item out at
// once (spec section 4); the list is then loaded again to confirm it.
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountNotification } from '@wtt/contract';
import { deletedItemSchema, notificationActionAnswerSchema, notificationListSchema } from '@wtt/contract';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { notificationListQuery } from './accountQueries.ts';
import { apiClient } from './client.ts';
import { refreshQueries, removeFromList } from './refresh.ts';

const NOTIFICATIONS = '/account/notifications';

export async function listNotifications(signal?: AbortSignal): Promise<AccountNotification[]> {
  const answer = await apiClient.requestParsed(NOTIFICATIONS, notificationListSchema, {
    signal,
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.loadNotifications),
  });
  return answer.notifications;
}

/** Answers how many notifications the call acknowledged (0 for one that was read already). */
export async function acknowledgeNotification(notificationId: string): Promise<number> {
  const answer = await apiClient.requestParsed(NOTIFICATIONS, notificationActionAnswerSchema, {
    method: 'POST',
    body: { action: 'acknowledge', notificationId },
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.acknowledgeNotification),
  });
  return answer.acknowledged;
}

/** 'Mark all read'. */
export async function acknowledgeAllNotifications(): Promise<number> {
  const answer = await apiClient.requestParsed(NOTIFICATIONS, notificationActionAnswerSchema, {
    method: 'POST',
    body: { action: 'acknowledgeAll' },
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.acknowledgeNotification),
  });
  return answer.acknowledged;
}

export async function deleteNotification(notificationId: string): Promise<void> {
  await apiClient.requestParsed(`${NOTIFICATIONS}/${encodeURIComponent(notificationId)}`, deletedItemSchema, {
    method: 'DELETE',
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.deleteNotification),
  });
}

export { notificationListQuery };

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationListQuery(), enabled: options.enabled ?? true });
}

function markAcknowledged(queryClient: QueryClient, wanted: (item: AccountNotification) => boolean): void {
  queryClient.setQueryData<AccountNotification[]>(accountKeys.notifications(), (list) =>
    list?.map((item) => (wanted(item) ? { ...item, acknowledged: true } : item)),
  );
}

export function useAcknowledgeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeNotification,
    onSuccess: (_count, id) => {
      markAcknowledged(queryClient, (item) => item.id === id);
      return refreshQueries(queryClient, [accountKeys.notifications()]);
    },
  });
}

export function useAcknowledgeAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAllNotifications,
    onSuccess: () => {
      markAcknowledged(queryClient, () => true);
      return refreshQueries(queryClient, [accountKeys.notifications()]);
    },
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_nothing, id) => {
      removeFromList(queryClient, accountKeys.notifications(), id);
      return refreshQueries(queryClient, [accountKeys.notifications()]);
    },
  });
}
