// Prompts under /api/text (spec section 7): the predefined ones and the user's own. Every answer is checked
// against the contract; every change refreshes the list, and creates and deletes the plan's counts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromptBody, DeletedItem, Prompt, UpdatePromptBody } from '@wtt/contract';
import { deletedItemSchema, promptAnswerSchema, promptListSchema } from '@wtt/contract';
import { accountKeys } from './account.ts';
import { apiClient } from './client.ts';
import { forgetItem, refreshQueries, removeFromList } from './refresh.ts';

const PROMPTS = '/text/prompts';
const promptPath = (id: string): string => `${PROMPTS}/${encodeURIComponent(id)}`;

export const promptKeys = {
  all: ['prompts'] as const,
  list: () => [...promptKeys.all, 'list'] as const,
  detail: (id: string) => [...promptKeys.all, 'detail', id] as const,
};

export async function listPrompts(signal?: AbortSignal): Promise<Prompt[]> {
  return (await apiClient.requestParsed(PROMPTS, promptListSchema, { signal })).promptList;
}

export async function getPrompt(id: string, signal?: AbortSignal): Promise<Prompt> {
  return (await apiClient.requestParsed(promptPath(id), promptAnswerSchema, { signal })).prompt;
}

/** The spec allows "prompt or id" as the answer; ours is always `{prompt}`. */
export async function createPrompt(body: CreatePromptBody): Promise<Prompt> {
  return (await apiClient.requestParsed(PROMPTS, promptAnswerSchema, { method: 'POST', body })).prompt;
}

/** Name, content, or disabled (false enables it again). */
export async function updatePrompt(id: string, patch: UpdatePromptBody): Promise<Prompt> {
  const answer = await apiClient.requestParsed(promptPath(id), promptAnswerSchema, {
    method: 'PATCH',
    body: patch,
  });
  return answer.prompt;
}

export async function deletePrompt(id: string): Promise<DeletedItem> {
  return apiClient.requestParsed(promptPath(id), deletedItemSchema, { method: 'DELETE' });
}

export const promptListQuery = () =>
  queryOptions({
    queryKey: promptKeys.list(),
    queryFn: ({ signal }) => listPrompts(signal),
    // Loaded once; changes refresh it (spec section 4).
    staleTime: Infinity,
  });

export const promptQuery = (id: string) =>
  queryOptions({ queryKey: promptKeys.detail(id), queryFn: ({ signal }) => getPrompt(id, signal) });

export function usePromptList() {
  return useQuery(promptListQuery());
}

export function usePrompt(id: string) {
  return useQuery(promptQuery(id));
}

export function useCreatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrompt,
    onSuccess: () => refreshQueries(queryClient, [promptKeys.list(), accountKeys.status()]),
  });
}

export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdatePromptBody }) => updatePrompt(id, patch),
    onSuccess: (prompt) => refreshQueries(queryClient, [promptKeys.list(), promptKeys.detail(prompt.id)]),
  });
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onSuccess: ({ id }) => {
      removeFromList(queryClient, promptKeys.list(), id);
      forgetItem(queryClient, promptKeys.detail(id));
      return refreshQueries(queryClient, [promptKeys.list(), accountKeys.status()]);
    },
  });
}
