import { useGuideList } from '../api/guides.ts';

/** A guide's name from the (cached) guide list; undefined for none or one not loaded. */
export function useGuideName(guideId: string | null | undefined): string | undefined {
  const { data } = useGuideList();
  if (guideId === null || guideId === undefined) return undefined;
  return data?.find((guide) => guide.id === guideId)?.name;
}
