// Guides (tones of voice) under /api/text (spec section 7, DESIGN.md section 6): list, detail, create
// (directly, with the wizard, or with the builder job), change, delete. Every answer is checked against
// the contract; every change refreshes the lists it affects, and creates and deletes the plan's counts.
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateToneOfVoiceBody,
  DeletedItem,
  GuideBuilderBody,
  ToneOfVoice,
  ToneOfVoiceDetail,
  UpdateToneOfVoiceBody,
  WizardBody,
} from '@wtt/contract';
import {
  deletedItemSchema,
  jobStartedSchema,
  toneOfVoiceAnswerSchema,
  toneOfVoiceDetailSchema,
  toneOfVoiceListSchema,
} from '@wtt/contract';
import { accountKeys } from './account.ts';
import { apiClient } from './client.ts';
import { useJobPolling } from './jobs.ts';
import type { JobPollingState } from './jobs.ts';
import { forgetItem, refreshQueries, removeFromList } from './refresh.ts';

const GUIDES = '/text/tones-of-voice';
const guidePath = (id: string): string => `${GUIDES}/${encodeURIComponent(id)}`;

export const guideKeys = {
  all: ['guides'] as const,
  list: () => [...guideKeys.all, 'list'] as const,
  detail: (id: string) => [...guideKeys.all, 'detail', id] as const,
};

/** Predefined guides, the user's own and those shared with them. */
export async function listGuides(signal?: AbortSignal): Promise<ToneOfVoice[]> {
  return (await apiClient.requestParsed(GUIDES, toneOfVoiceListSchema, { signal })).tovList;
}

/** One guide with its sharing info (and the builder's evidence for a built guide). */
export async function getGuide(id: string, signal?: AbortSignal): Promise<ToneOfVoiceDetail> {
  return apiClient.requestParsed(guidePath(id), toneOfVoiceDetailSchema, { signal });
}

export async function createGuide(body: CreateToneOfVoiceBody): Promise<ToneOfVoice> {
  return (await apiClient.requestParsed(GUIDES, toneOfVoiceAnswerSchema, { method: 'POST', body })).tov;
}

/** The wizard: picked rules (`rules`) or the answers to the key questions (`answers`). */
export async function createGuideWithWizard(body: WizardBody): Promise<ToneOfVoice> {
  const answer = await apiClient.requestParsed(`${GUIDES}/wizard`, toneOfVoiceAnswerSchema, {
    method: 'POST',
    body,
  });
  return answer.tov;
}

/** Starts the guide builder job; its result is the new guide's id (poll it with useGuideBuilderJob). */
export async function startGuideBuilder(body: GuideBuilderBody): Promise<string> {
  const answer = await apiClient.requestParsed(`${GUIDES}/builder`, jobStartedSchema, {
    method: 'POST',
    body,
  });
  return answer.jobId;
}

/** Name, description, rules, or disabled (false enables the guide again). */
export async function updateGuide(id: string, patch: UpdateToneOfVoiceBody): Promise<ToneOfVoice> {
  const answer = await apiClient.requestParsed(guidePath(id), toneOfVoiceAnswerSchema, {
    method: 'PATCH',
    body: patch,
  });
  return answer.tov;
}

export async function deleteGuide(id: string): Promise<DeletedItem> {
  return apiClient.requestParsed(guidePath(id), deletedItemSchema, { method: 'DELETE' });
}

export const guideListQuery = () =>
  queryOptions({
    queryKey: guideKeys.list(),
    queryFn: ({ signal }) => listGuides(signal),
    // Loaded once; changes refresh it (spec section 4).
    staleTime: Infinity,
  });

export const guideQuery = (id: string) =>
  queryOptions({ queryKey: guideKeys.detail(id), queryFn: ({ signal }) => getGuide(id, signal) });

export function useGuideList() {
  return useQuery(guideListQuery());
}

export function useGuide(id: string) {
  return useQuery(guideQuery(id));
}

/** After a new guide (any of the four ways): the list, and the plan's remaining count. */
export function refreshAfterGuideCreated(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, [guideKeys.list(), accountKeys.status()]);
}

export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuide,
    onSuccess: () => refreshAfterGuideCreated(queryClient),
  });
}

export function useCreateGuideWithWizard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuideWithWizard,
    onSuccess: () => refreshAfterGuideCreated(queryClient),
  });
}

/** Starting the builder changes no list yet: its job does, when it succeeds (useGuideBuilderJob). */
export function useStartGuideBuilder() {
  return useMutation({ mutationFn: startGuideBuilder });
}

/**
 * Polls a builder job (jobs.ts: every 1000 ms, at most 120 times) and, when it succeeds, refreshes the
 * guide list and the plan's count: the new guide's id is the job's result.
 */
export function useGuideBuilderJob(jobId: string | null): JobPollingState {
  const queryClient = useQueryClient();
  return useJobPolling(jobId, { onSuccess: () => refreshAfterGuideCreated(queryClient) });
}

export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateToneOfVoiceBody }) => updateGuide(id, patch),
    onSuccess: (tov) => refreshQueries(queryClient, [guideKeys.list(), guideKeys.detail(tov.id)]),
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: ({ id }) => {
      removeFromList(queryClient, guideKeys.list(), id);
      forgetItem(queryClient, guideKeys.detail(id));
      return refreshQueries(queryClient, [guideKeys.list(), accountKeys.status()]);
    },
  });
}
