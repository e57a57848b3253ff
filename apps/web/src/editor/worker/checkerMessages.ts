// The messages between the editor (main thread) and its checker worker. Every request carries an id; the
// answer with that id settles it, so answers may come back in any order.
import type { BlockInput, EditorCheckResult, GuideSource } from '../core/checkerProtocol.ts';

export type CheckerRequest =
  | { readonly id: number; readonly type: 'setGuide'; readonly source: GuideSource | null }
  | {
      readonly id: number;
      readonly type: 'check';
      readonly blocks: readonly BlockInput[];
      readonly version: number;
    };

export type CheckerResponse =
  | { readonly id: number; readonly ok: true; readonly result?: EditorCheckResult }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** What both ends of the channel need: a Worker, or a stand-in in tests. */
export interface CheckerPort {
  postMessage(message: CheckerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}
