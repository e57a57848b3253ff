// Changing the profile picture under /api/account (spec section 7): POST sends the image as the body with
// its own content type (the server decodes it whatever the type claims, re-encodes it at 512 px at most and
// keeps no metadata; 400 for anything that is not an image, 413 beyond 5 MB), DELETE removes it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePictureSaved } from '@wtt/contract';
import { profilePictureRemovedSchema, profilePictureSavedSchema } from '@wtt/contract';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { apiClient } from './client.ts';
import { revokePictureUrl } from './profilePicture.ts';
import { refreshQueries } from './refresh.ts';

const PICTURE = '/account/profile-picture';
const reportUpdateFailure = reportFailureAs(ACCOUNT_ERROR_TEXTS.updateProfilePicture);

/** Sends the file as it is; a refused file throws with the server's reason. */
export async function uploadProfilePicture(file: Blob): Promise<ProfilePictureSaved> {
  return apiClient.requestParsed(PICTURE, profilePictureSavedSchema, {
    method: 'POST',
    body: file,
    decide: reportUpdateFailure,
  });
}

/** Answers whether there was a picture to remove. */
export async function deleteProfilePicture(): Promise<boolean> {
  const answer = await apiClient.requestParsed(PICTURE, profilePictureRemovedSchema, {
    method: 'DELETE',
    decide: reportUpdateFailure,
  });
  return answer.removed;
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => refreshQueries(queryClient, [accountKeys.picture()]),
  });
}

export function useDeleteProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePicture,
    onSuccess: () => {
      revokePictureUrl(queryClient);
      queryClient.setQueryData(accountKeys.picture(), null);
    },
  });
}
