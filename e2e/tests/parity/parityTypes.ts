import type { BlockFinding, BlockInput, Score, TextFormat } from '@wtt/engine';

export interface ParityRequest {
  readonly text: string;
  readonly format: TextFormat;
  readonly guideId: string;
  /** Where the checker worker's bundle (an ES module) is served, on the app's origin. */
  readonly workerUrl: string;
}

export interface ParityResult {
  readonly blocks: BlockInput[];
  readonly findings: BlockFinding[];
  readonly score: Score;
  /** Each shown finding's text in the editor's document, at its ProseMirror positions. */
  readonly shown: { key: string; text: string }[];
}
