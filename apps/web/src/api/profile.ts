// The signed-in user's profile under /api/account (spec sections 3 and 7): GET and PATCH /profile. Only
// the fields of `ProfileUpdate` may change; level, trial, registration date and address are read-only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@wtt/contract';
import { profileSchema } from '@wtt/contract';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { profileQuery } from './accountQueries.ts';
import { apiClient } from './client.ts';

const PROFILE = '/account/profile';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.requestParsed(PROFILE, profileSchema, {
    signal,
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.loadProfile),
  });
}

/** Sends only the fields given; answers the whole profile as it is now. */
export async function updateProfile(patch: ProfileUpdate): Promise<Profile> {
  return apiClient.requestParsed(PROFILE, profileSchema, {
    method: 'PATCH',
    body: patch,
    decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.updateProfile),
  });
}

export { profileQuery };

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
