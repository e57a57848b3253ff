// The messages between the event loop and a check thread (checkThread.ts). The request is the engine's
// check service request; the reply is its outcome with the answer already serialized (jsonAnswer.ts).
import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import type { CheckOutcome, CheckRequest } from '@wtt/engine';
import { toAnalyzeAnswer } from './analyzeAnswer.ts';
import { JsonAnswer } from './jsonAnswer.ts';
import { toMatchAnswer } from './matchAnswer.ts';

export interface CheckThreadRequest {
  readonly id: number;
  readonly request: CheckRequest;
}

/** A check outcome as the HTTP layer uses it: answers serialized, other outcomes as the engine says. */
export type PresentedOutcome =
  | { readonly kind: 'match'; readonly json: Uint8Array<ArrayBuffer> }
  | { readonly kind: 'analyze'; readonly json: Uint8Array<ArrayBuffer> }
  | Exclude<CheckOutcome, { kind: 'match' | 'analyze' }>;

export type CheckThreadReply =
  | (PresentedOutcome & { readonly id: number })
  /** The check threw: a defect, answered as a 500. */
  | { readonly id: number; readonly kind: 'failure'; readonly message: string };

export function presentOutcome(outcome: CheckOutcome): PresentedOutcome {
  switch (outcome.kind) {
    case 'match':
      return { kind: 'match', json: JsonAnswer.of<MatchAnswer>(toMatchAnswer(outcome.result)).bytes };
    case 'analyze':
      return { kind: 'analyze', json: JsonAnswer.of<AnalyzeAnswer>(toAnalyzeAnswer(outcome.result)).bytes };
    default:
      return outcome;
  }
}
