// TanStack Query keys of the signed-in user's data; the HTTP client clears the session one on a 401.
export const sessionQueryKey = ['auth', 'session'] as const;

/** Account data is keyed by identity so that a different user never sees the previous one's level. */
export const accountInfoQueryKey = (identityId: string) => ['auth', 'account-info', identityId] as const;
