import type { BlockKind } from './types.ts';

/** What `underHeadings` reads of a block: its kind, its heading level and its prose. */
export interface HeadedBlock {
  readonly kind: BlockKind | 'code';
  readonly level?: number | undefined;
  readonly text: string;
}

/**
 * The heading each block sits under, in document order: for a block, the nearest heading before it; for a
 * heading, the nearest one before it of a higher level (a smaller number). Rules read it where a section's
 * title changes what a line means ("### Requirements" over "- Under 30"), so an editor's cache of a block
 * must key on it too.
 */
export function underHeadings(blocks: readonly HeadedBlock[]): (string | undefined)[] {
  // Open headings by level: a heading closes every heading of its level and below.
  const open: (string | undefined)[] = [];
  return blocks.map((block) => {
    if (block.kind !== 'heading') return nearest(open, 7);
    const level = Math.min(Math.max(block.level ?? 1, 1), 6);
    const above = nearest(open, level);
    open.length = level;
    open[level] = block.text.trim();
    return above;
  });
}

/** The deepest open heading of a level below `level` (1 is the top). */
function nearest(open: readonly (string | undefined)[], level: number): string | undefined {
  for (let at = Math.min(level - 1, open.length - 1); at >= 1; at--) {
    const heading = open[at];
    if (heading !== undefined) return heading;
  }
  return undefined;
}
