import type { AnalyzeAnswer } from '@wtt/contract';
import type { Analysis } from '@wtt/engine';
import { toMatchAnswer } from './matchAnswer.ts';

/** The engine's analysis as POST /analyze answers it: with the guide's match when a guide was given. */
export function toAnalyzeAnswer({ match, ...analysis }: Analysis): AnalyzeAnswer {
  return { ...analysis, ...(match === undefined ? {} : { match: toMatchAnswer(match) }) };
}
