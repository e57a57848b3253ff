// Notification settings under /api/account (spec sections 3 and 7): GET and POST /notification-settings,
// all true by default. A POST sends only the settings it changes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsUpdate } from '@wtt/contract';
import { notificationSettingsSchema } from '@wtt/contract';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { apiClient } from './client.ts';

const SETTINGS = '/account/notification-settings';

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiClient.requestParsed(SETTINGS, notificationSettingsSchema, {
    signal,
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.loadNotificationSettings),
  });
}

export async function updateNotificationSettings(
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  return apiClient.requestParsed(SETTINGS, notificationSettingsSchema, {
    method: 'POST',
    body: update,
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.updateNotificationSettings),
  });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.notificationSettings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.notificationSettings(), settings),
  });
}
