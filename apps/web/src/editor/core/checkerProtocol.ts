// The contract between the editor and what checks its text. In the app a Web Worker runs the engine's
// incremental checker (src/editor/worker/); tests may use the same engine in-thread. The editor sends the
// document as blocks with a version number and maps a result that arrives after further edits through the
// edits made since (ProseMirror mapping), so nothing is drawn at stale positions.
import type { GuideSource } from '@wtt/contract';
import type { BlockFinding, BlockInput, Score } from '@wtt/engine';

export type { BlockFinding, BlockInput, GuideSource, Score };

export interface EditorCheckResult {
  /** The version passed to `check`: the document state the findings belong to. */
  readonly version: number;
  /** Offsets are UTF-16 offsets into each block's `text`. */
  readonly findings: readonly BlockFinding[];
  readonly score: Score;
  /** Blocks re-checked and blocks reused (the incremental checker's `lastRun`). */
  readonly checked: number;
  readonly reused: number;
}

export interface EditorChecker {
  /** Compiles the guide (null: no guide, every check answers no findings). Rejects on an invalid guide. */
  setGuide(source: GuideSource | null): Promise<void>;
  /** Checks the blocks against the current guide; a later call does not cancel an earlier one. */
  check(blocks: readonly BlockInput[], version: number): Promise<EditorCheckResult>;
  /** Stops the worker; later calls reject. */
  dispose(): void;
}
