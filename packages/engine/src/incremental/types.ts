import type { Finding } from '../check/types.ts';
import type { BlockKind } from '../document/types.ts';
import type { Score } from '../scoring/types.ts';

/**
 * A block of an editor's document: its id, kind and plain text. `code` lists ranges of `text` set as
 * code (not prose). A block of kind `code` is skipped.
 */
export interface BlockInput {
  readonly id: string;
  readonly kind: BlockKind | 'code';
  readonly text: string;
  /** Heading level 1–6. */
  readonly level?: number;
  readonly code?: ReadonlyArray<{ readonly from: number; readonly to: number }>;
}

/** A finding in a block: offsets are UTF-16 offsets into that block's `text`. */
export interface BlockFinding extends Finding {
  readonly blockId: string;
}

export interface BlocksCheckResult {
  /** In block order; inside a block by `from`, then `to`, then rule id. */
  readonly findings: BlockFinding[];
  readonly score: Score;
}

export interface IncrementalChecker {
  /** Checks the document's current blocks, re-checking only blocks whose content changed. */
  check(blocks: readonly BlockInput[]): BlocksCheckResult;
  /** Blocks re-checked and blocks reused by the last `check`. */
  readonly lastRun: { readonly checked: number; readonly reused: number };
}
