// The one place that decides what checks the editor's text and where the guide comes from. Today: the
// temporary in-thread checker and block conversion; the Web Worker pipeline replaces them here.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { guideQuery } from '../api/guides.ts';
import type { EditorChecker, GuideSource } from './core/checkerProtocol.ts';
import type { ToBlocks } from './extensions/documentBlocks.ts';
import { createTemporaryChecker, temporaryToBlocks } from './extensions/temporaryChecker.ts';

export function createChecker(): EditorChecker {
  return createTemporaryChecker();
}

export const toBlocks: ToBlocks = temporaryToBlocks;

/**
 * The guide the checker compiles. TEMPORARY: built from the guide's detail (rules with inline terms) until
 * GET /tones-of-voice/{id}/source exists; then this becomes `useGuideSource(id)` from src/api/guideSource.ts.
 */
export function useCheckerGuideSource(id: string | null): {
  source: GuideSource | null;
  isLoading: boolean;
  isError: boolean;
} {
  const query = useQuery({ ...guideQuery(id ?? ''), enabled: id !== null });
  const guide = query.data?.tov;
  const source = useMemo<GuideSource | null>(
    () =>
      guide === undefined ? null : { id: guide.id, name: guide.name, rules: guide.rules, glossaries: {} },
    [guide],
  );
  return {
    source,
    isLoading: id !== null && query.isPending,
    isError: query.isError,
  };
}
