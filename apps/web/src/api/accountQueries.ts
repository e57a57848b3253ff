// The account queries the header needs at start (the bell's badge, the avatar's initials) and the profile
// screens share. Their calls live in the area modules, which import the contract (and so zod): each query
// loads its module on first use, so the initial load stays free of them (docs/decisions.md, "Web data
// layer") and the header and the screens still share one cache entry per key.
import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_STALE_AFTER_MS } from '../notifications/staleness.ts';
import { accountKeys } from './accountKeys.ts';

export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: async ({ signal }) => (await import('./profile.ts')).getProfile(signal),
    staleTime: 60_000,
  });

/**
 * Loaded when the header appears; after that the popup asks again when it opens and the list is older than
 * five minutes (spec section 4), and every change refreshes it.
 */
export const notificationListQuery = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: async ({ signal }) => (await import('./notifications.ts')).listNotifications(signal),
    staleTime: NOTIFICATIONS_STALE_AFTER_MS,
  });
