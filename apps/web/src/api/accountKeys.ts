// Query keys of the account area (/api/account). Apart from the area modules so that code loaded at start
// (the header's bell and avatar) can name them without importing the contract (docs/decisions.md, "Web
// data layer": zod stays out of the initial load).

export const accountKeys = {
  all: ['account'] as const,
  status: () => [...accountKeys.all, 'status'] as const,
  plans: () => [...accountKeys.all, 'plans'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notificationSettings: () => [...accountKeys.all, 'notification-settings'] as const,
  picture: () => [...accountKeys.all, 'picture'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
};
