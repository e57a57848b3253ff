// A guide as the editor's checker needs it (GET /text/tones-of-voice/{id}/source): its rules and the terms
// of the glossaries they name. Refreshed whenever the guide or a glossary changes (their keys' prefixes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideSource } from '@wtt/contract';
import { guideSourceAnswerSchema } from '@wtt/contract';
import { apiClient } from './client.ts';

export const guideSourceKeys = {
  all: ['guide-source'] as const,
  detail: (id: string) => [...guideSourceKeys.all, id] as const,
};

export async function getGuideSource(id: string, signal?: AbortSignal): Promise<GuideSource> {
  const path = `/text/tones-of-voice/${encodeURIComponent(id)}/source`;
  return (await apiClient.requestParsed(path, guideSourceAnswerSchema, { signal })).source;
}

export const guideSourceQuery = (id: string) =>
  queryOptions({
    queryKey: guideSourceKeys.detail(id),
    queryFn: ({ signal }) => getGuideSource(id, signal),
  });

/** `id` null: no guide picked, nothing loads. */
export function useGuideSource(id: string | null) {
  return useQuery({ ...guideSourceQuery(id ?? ''), enabled: id !== null });
}
