import type { CheckResult } from '@wtt/engine';

/** One checked input: how to name it, its text (for line and column) and the engine's result. */
export interface CheckedFile {
  /** The path as given, or `<stdin>`. */
  readonly file: string;
  readonly text: string;
  readonly result: CheckResult;
}

export const STDIN_NAME = '<stdin>';
