import { z } from 'zod';

/** `GET` and `POST /api/account/notification-settings` (spec section 3); all true by default. */
export const notificationSettingsSchema = z
  .object({
    enableNewsletter: z.boolean(),
    enableNonEssentialEmails: z.boolean().describe('e.g. the mail a few days before the trial ends'),
    enableNonEssentialNotifications: z
      .boolean()
      .describe('in-app notifications that need no action, e.g. a build finished or a member joined'),
  })
  .meta({ id: 'NotificationSettings' });

/** A POST may send any of the settings; those it leaves out keep their value. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .meta({ id: 'NotificationSettingsUpdate' });

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enableNewsletter: true,
  enableNonEssentialEmails: true,
  enableNonEssentialNotifications: true,
};

/** Why the server made a notification; the app may pick an icon or a link by it. */
export const NOTIFICATION_KINDS = [
  'BUILD_FINISHED',
  'BUILD_FAILED',
  'GUIDE_JOINED',
  'SHARE_CODE_EXPIRED',
  'TRIAL_ENDING',
  'TRIAL_ENDED',
  'LEVEL_CHANGED',
] as const;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    timestamp: z.iso.datetime(),
    acknowledged: z.boolean(),
    kind: z.enum(NOTIFICATION_KINDS),
    link: z.string().nullable().describe('an app path to open for it (e.g. /library/guide/{id}), or null'),
  })
  .meta({ id: 'Notification' });

/**
 * How many notifications `GET /api/account/notifications` answers at most (the newest); older ones stay
 * until the housekeeping job deletes them, and 'Mark all read' acknowledges them too.
 */
export const NOTIFICATION_LIST_LIMIT = 200;

/** `GET /api/account/notifications`: newest first, at most NOTIFICATION_LIST_LIMIT. */
export const notificationListSchema = z
  .object({ notifications: z.array(notificationSchema) })
  .meta({ id: 'NotificationList' });

/**
 * `POST /api/account/notifications`: acknowledge one (spec section 7), or all of the user's at once (the
 * popup's 'Mark all read').
 */
export const notificationActionSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('acknowledge'), notificationId: z.uuid('must be a UUID') }),
    z.object({ action: z.literal('acknowledgeAll') }),
  ])
  .meta({ id: 'NotificationAction' });

export const notificationActionAnswerSchema = z
  .object({ acknowledged: z.number().int().describe('how many notifications this call acknowledged') })
  .meta({ id: 'NotificationActionAnswer' });

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type AccountNotification = z.infer<typeof notificationSchema>;
export type NotificationAction = z.infer<typeof notificationActionSchema>;
