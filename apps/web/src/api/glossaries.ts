// Glossaries under /api/text (spec section 7, DESIGN.md section 6): the public ones Write the Tone provides
// and the user's own. Every answer is checked against the contract; every change refreshes the list, and
// creates and deletes the plan's counts. A deleted glossary leaves the list at once (spec section 4); the
// screen that had it selected clears its selection in the mutation's own onSuccess.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateGlossaryBody, DeletedGlossary, Glossary, UpdateGlossaryBody } from '@wtt/contract';
import { deletedGlossarySchema, glossaryAnswerSchema, glossaryListSchema } from '@wtt/contract';
import { accountKeys } from './account.ts';
import { apiClient } from './client.ts';
import { forgetItem, refreshQueries, removeFromList } from './refresh.ts';

const GLOSSARIES = '/text/glossaries';
const glossaryPath = (id: string): string => `${GLOSSARIES}/${encodeURIComponent(id)}`;

export const glossaryKeys = {
  all: ['glossaries'] as const,
  list: () => [...glossaryKeys.all, 'list'] as const,
  detail: (id: string) => [...glossaryKeys.all, 'detail', id] as const,
};

export async function listGlossaries(signal?: AbortSignal): Promise<Glossary[]> {
  return (await apiClient.requestParsed(GLOSSARIES, glossaryListSchema, { signal })).glossaryList;
}

export async function getGlossary(id: string, signal?: AbortSignal): Promise<Glossary> {
  return (await apiClient.requestParsed(glossaryPath(id), glossaryAnswerSchema, { signal })).glossary;
}

export async function createGlossary(body: CreateGlossaryBody): Promise<Glossary> {
  const answer = await apiClient.requestParsed(GLOSSARIES, glossaryAnswerSchema, { method: 'POST', body });
  return answer.glossary;
}

/** Name, description, terms, or disabled (false enables it again). */
export async function updateGlossary(id: string, patch: UpdateGlossaryBody): Promise<Glossary> {
  const answer = await apiClient.requestParsed(glossaryPath(id), glossaryAnswerSchema, {
    method: 'PATCH',
    body: patch,
  });
  return answer.glossary;
}

/** The answer names the guides whose rules referred to the glossary, with a message to show. */
export async function deleteGlossary(id: string): Promise<DeletedGlossary> {
  return apiClient.requestParsed(glossaryPath(id), deletedGlossarySchema, { method: 'DELETE' });
}

export const glossaryListQuery = () =>
  queryOptions({
    queryKey: glossaryKeys.list(),
    queryFn: ({ signal }) => listGlossaries(signal),
    // Loaded once; changes refresh it (spec section 4).
    staleTime: Infinity,
  });

export const glossaryQuery = (id: string) =>
  queryOptions({ queryKey: glossaryKeys.detail(id), queryFn: ({ signal }) => getGlossary(id, signal) });

export function useGlossaryList() {
  return useQuery(glossaryListQuery());
}

export function useGlossary(id: string) {
  return useQuery(glossaryQuery(id));
}

export function useCreateGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGlossary,
    onSuccess: () => refreshQueries(queryClient, [glossaryKeys.list(), accountKeys.status()]),
  });
}

export function useUpdateGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateGlossaryBody }) => updateGlossary(id, patch),
    onSuccess: (glossary) =>
      refreshQueries(queryClient, [glossaryKeys.list(), glossaryKeys.detail(glossary.id)]),
  });
}

export function useDeleteGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlossary,
    onSuccess: ({ id }) => {
      removeFromList(queryClient, glossaryKeys.list(), id);
      forgetItem(queryClient, glossaryKeys.detail(id));
      return refreshQueries(queryClient, [glossaryKeys.list(), accountKeys.status()]);
    },
  });
}
