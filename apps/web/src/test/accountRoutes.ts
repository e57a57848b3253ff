// Answers of the account area for screen tests that render the main layout (its header loads the
// profile, the notifications and the picture): a PREMIUM account with no notifications and no picture,
// unless a test gives its own.
import { accountPlans, accountStatus, notificationSettings, profile } from '../api/test/fixtures.ts';
import type { StubHandler } from './fetchStub.ts';
import { answer } from './fetchStub.ts';

export const ACCOUNT_ROUTES = {
  profile: 'GET /api/account/profile',
  updateProfile: 'PATCH /api/account/profile',
  status: 'GET /api/account/status',
  plans: 'GET /api/account/plans',
  notifications: 'GET /api/account/notifications',
  notificationAction: 'POST /api/account/notifications',
  notificationSettings: 'GET /api/account/notification-settings',
  updateNotificationSettings: 'POST /api/account/notification-settings',
  picture: 'GET /api/account/profile-picture',
  uploadPicture: 'POST /api/account/profile-picture',
  deletePicture: 'DELETE /api/account/profile-picture',
  close: 'POST /api/account/close',
} as const;

export function accountRoutes(routes: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    [ACCOUNT_ROUTES.profile]: answer(200, profile()),
    [ACCOUNT_ROUTES.status]: answer(200, accountStatus()),
    [ACCOUNT_ROUTES.plans]: answer(200, accountPlans()),
    [ACCOUNT_ROUTES.notifications]: answer(200, { notifications: [] }),
    [ACCOUNT_ROUTES.notificationSettings]: answer(200, notificationSettings()),
    ...routes,
  };
}
