// Sharing guides by expiring code, under /api/text (DESIGN.md section 6; docs/decisions.md "Sharing"):
// create or revoke a guide's code, remove a member (or leave), look a code up, join by code. Every
// answer is checked against the contract; every change refreshes the guide list (a guide's `shared` flag,
// or the guide itself for the one who joins or leaves) and the guide's detail.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShareCode,
  RemovedShare,
  ShareCodeAnswer,
  ToneOfVoice,
  ToneOfVoiceDetail,
} from '@wtt/contract';
import {
  removedShareSchema,
  shareCodeAnswerSchema,
  toneOfVoiceAnswerSchema,
  toneOfVoiceDetailSchema,
  VERIFIED_ADDRESS_REQUIRED_MESSAGE,
} from '@wtt/contract';
import type { Session } from '../auth/session.ts';
import { sessionQueryKey } from '../auth/sessionQueries.ts';
import type { RequestFailure } from './apiError.ts';
import { isApiError } from './apiError.ts';
import { apiClient } from './client.ts';
import type { ErrorDecision } from './errorPolicy.ts';
import { serverMessageOf } from './errorPolicy.ts';
import { guideKeys } from './guides.ts';
import { forgetItem, refreshQueries, removeFromList } from './refresh.ts';

const guidePath = (id: string): string => `/text/tones-of-voice/${encodeURIComponent(id)}`;
const SHARED_GUIDES = '/text/shared/tones-of-voice';

export const sharingKeys = {
  all: ['sharing'] as const,
  /** What a share code opens, before joining. */
  lookup: (code: string) => [...sharingKeys.all, 'lookup', code.trim()] as const,
};

function isVerifiedAddressRefusal(failure: RequestFailure): boolean {
  return (
    failure.kind === 'http' &&
    failure.status === 403 &&
    serverMessageOf(failure.body) === VERIFIED_ADDRESS_REQUIRED_MESSAGE
  );
}

/**
 * Sharing and joining need a verified address; the server's 403 says how to get one. It is no "upgrade
 * required" (which the policy reads into every 403): the toast shows the server's words instead, and no
 * upgrade dialog opens.
 */
export function decideSharingFailure(failure: RequestFailure): ErrorDecision | null {
  if (!isVerifiedAddressRefusal(failure)) return null;
  return { message: VERIFIED_ADDRESS_REQUIRED_MESSAGE, severity: 'warn', action: 'none' };
}

/** Whether a failed sharing call was refused for want of a verified address (to link to /auth/verify). */
export function isVerifiedAddressRequired(error: unknown): boolean {
  return isApiError(error) && isVerifiedAddressRefusal(error.failure);
}

/** A new code for the owner's guide; it replaces the previous one. */
export async function createShareCode(guideId: string, body: CreateShareCode): Promise<ShareCodeAnswer> {
  return apiClient.requestParsed(`${guidePath(guideId)}/share`, shareCodeAnswerSchema, {
    method: 'POST',
    body,
    decide: decideSharingFailure,
  });
}

/** Stops new joins (members stay); answers the guide's detail. */
export async function revokeShareCode(guideId: string): Promise<ToneOfVoiceDetail> {
  return apiClient.requestParsed(`${guidePath(guideId)}/share`, toneOfVoiceDetailSchema, {
    method: 'DELETE',
  });
}

/** The owner removes a member; a member removes themselves to leave the share. */
export async function removeShareMember(guideId: string, userId: string): Promise<RemovedShare> {
  return apiClient.requestParsed(
    `${guidePath(guideId)}/shares/${encodeURIComponent(userId)}`,
    removedShareSchema,
    { method: 'DELETE' },
  );
}

/** The guide a code opens (read-only, with its owner's name), without joining. */
export async function lookUpSharedGuide(code: string, signal?: AbortSignal): Promise<ToneOfVoice> {
  const answer = await apiClient.requestParsed(SHARED_GUIDES, toneOfVoiceAnswerSchema, {
    query: { code: code.trim() },
    signal,
  });
  return answer.tov;
}

/** Adds the guide a code opens to the caller's library. */
export async function joinSharedGuide(code: string): Promise<ToneOfVoice> {
  const answer = await apiClient.requestParsed(SHARED_GUIDES, toneOfVoiceAnswerSchema, {
    method: 'POST',
    body: { code: code.trim() },
    decide: decideSharingFailure,
  });
  return answer.tov;
}

export const sharedGuideLookupQuery = (code: string) =>
  queryOptions({
    queryKey: sharingKeys.lookup(code),
    queryFn: ({ signal }) => lookUpSharedGuide(code, signal),
  });

/** The guide behind a share code; nothing is asked while the code is blank. */
export function useSharedGuideLookup(code: string) {
  return useQuery({ ...sharedGuideLookupQuery(code), enabled: code.trim() !== '' });
}

export function useCreateShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, expiresInDays }: { guideId: string; expiresInDays: number }) =>
      createShareCode(guideId, { expiresInDays }),
    onSuccess: (_answer, { guideId }) =>
      refreshQueries(queryClient, [guideKeys.detail(guideId), guideKeys.list()]),
  });
}

export function useRevokeShareCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareCode,
    onSuccess: (detail) => {
      queryClient.setQueryData(guideKeys.detail(detail.tov.id), detail);
      return refreshQueries(queryClient, [guideKeys.list()]);
    },
  });
}

export function useRemoveShareMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, userId }: { guideId: string; userId: string }) =>
      removeShareMember(guideId, userId),
    onSuccess: ({ id, userId }) => {
      const session = queryClient.getQueryData<Session | null>(sessionQueryKey);
      if (session?.identity.id === userId) {
        // Leaving: the guide is no longer in this user's library, and its detail would answer 404.
        removeFromList(queryClient, guideKeys.list(), id);
        forgetItem(queryClient, guideKeys.detail(id));
        return refreshQueries(queryClient, [guideKeys.list()]);
      }
      return refreshQueries(queryClient, [guideKeys.detail(id), guideKeys.list()]);
    },
  });
}

export function useJoinSharedGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSharedGuide,
    onSuccess: () => refreshQueries(queryClient, [guideKeys.list()]),
  });
}
