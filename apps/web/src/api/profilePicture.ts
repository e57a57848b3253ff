// The profile picture under /api/account (spec section 7): GET answers the image (404: there is none),
// POST sends the image as the body with its own content type, DELETE removes it. Free of the contract, so
// the header's avatar can use it at start.
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestFailure } from './apiError.ts';
import { isApiError } from './apiError.ts';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { apiClient } from './client.ts';
import type { ErrorDecision } from './errorPolicy.ts';
import { refreshQueries } from './refresh.ts';

const PICTURE = '/account/profile-picture';

const reportLoadFailure = reportFailureAs(ACCOUNT_ERROR_TEXTS.loadProfilePicture);

/** A missing picture is no failure: the header shows initials instead. */
function decideLoadFailure(failure: RequestFailure): ErrorDecision {
  if (failure.kind === 'http' && failure.status === 404) {
    return { message: '', severity: 'error', action: 'callerHandles' };
  }
  return reportLoadFailure(failure);
}

/** The picture, or null when the user has none. */
export async function getProfilePicture(signal?: AbortSignal): Promise<Blob | null> {
  try {
    // A successful answer read as 'blob' is one (the client's contract); an empty one is no picture.
    const picture = (await apiClient.get(PICTURE, {
      signal,
      responseType: 'blob',
      decide: decideLoadFailure,
    })) as Blob;
    return picture.size > 0 ? picture : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Sends the file as it is; its type is the content type (the server decodes it whatever the type claims,
 * re-encodes it at 512 px and keeps no metadata). A refused file throws with the server's reason.
 */
export async function uploadProfilePicture(file: Blob): Promise<void> {
  await apiClient.post(PICTURE, file, { decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.updateProfilePicture) });
}

export async function deleteProfilePicture(): Promise<void> {
  await apiClient.delete(PICTURE, { decide: reportFailureAs(ACCOUNT_ERROR_TEXTS.updateProfilePicture) });
}

/**
 * The picture as an object URL for `<img>`, or null. The URL of the picture it replaces is revoked then
 * (an image already shown stays shown): one URL per picture, shared by the header and the settings.
 */
async function loadPictureUrl({ client, signal }: QueryFunctionContext): Promise<string | null> {
  const blob = await getProfilePicture(signal);
  revokePictureUrl(client);
  return blob === null ? null : URL.createObjectURL(blob);
}

function revokePictureUrl(queryClient: QueryClient): void {
  const previous = queryClient.getQueryData<string | null>(accountKeys.picture());
  if (typeof previous === 'string') URL.revokeObjectURL(previous);
}

export const profilePictureQuery = () =>
  queryOptions({
    queryKey: accountKeys.picture(),
    queryFn: loadPictureUrl,
    // It changes only through this browser's own upload or removal, which refresh or clear it.
    staleTime: Infinity,
  });

/** The picture's object URL, or null while loading and when there is none. */
export function useProfilePictureUrl(options: { enabled?: boolean } = {}): string | null {
  return useQuery({ ...profilePictureQuery(), enabled: options.enabled ?? true }).data ?? null;
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
