// The profile picture under /api/account (spec section 7): GET answers the image (404: there is none).
// Free of the contract, so the header's avatar can use it at start; uploading and removing it are in
// profilePictureChanges.ts.
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestFailure } from './apiError.ts';
import { isApiError } from './apiError.ts';
import { ACCOUNT_ERROR_TEXTS, reportFailureAs } from './accountFailures.ts';
import { accountKeys } from './accountKeys.ts';
import { apiClient } from './client.ts';
import type { ErrorDecision } from './errorPolicy.ts';

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
 * The picture as an object URL for `<img>`, or null. The URL of the picture it replaces is revoked then
 * (an image already shown stays shown): one URL per picture, shared by the header and the settings.
 */
async function loadPictureUrl({ client, signal }: QueryFunctionContext): Promise<string | null> {
  const blob = await getProfilePicture(signal);
  revokePictureUrl(client);
  return blob === null ? null : URL.createObjectURL(blob);
}

/** Forgets the shown picture's object URL (before it is replaced or removed). */
export function revokePictureUrl(queryClient: QueryClient): void {
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
