// Checking a text under /api/text: POST /match (a text against a guide: score, categories, findings and
// what costs most) and POST /analyze (metrics and tone, with a guide also its match). Both are queries
// keyed by the text's hash, its format and the guide, so asking again about the same text costs nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import { MAX_CHECKED_TEXT_LENGTH, analyzeAnswerSchema, matchAnswerSchema } from '@wtt/contract';
import { isApiError } from './apiError.ts';
import { apiClient } from './client.ts';
import { ERROR_MESSAGES, serverMessageOf } from './errorPolicy.ts';

export type CheckedTextFormat = 'plain' | 'markdown' | 'html';

export interface MatchInput {
  text: string;
  toneOfVoiceId: string;
  format: CheckedTextFormat;
}

export interface AnalyzeInput {
  text: string;
  /** Without a guide the answer has no `match`. */
  toneOfVoiceId?: string;
  format: CheckedTextFormat;
}

/**
 * A short fingerprint of a text for query keys: two independent 32-bit hashes and the length, so the
 * cache key stays small however long the text is (200,000 characters would make a poor key).
 */
export function textHash(text: string): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    fnv = Math.imul(fnv ^ unit, 0x01000193);
    djb = (Math.imul(djb, 33) + unit) | 0;
  }
  return `${(fnv >>> 0).toString(36)}-${(djb >>> 0).toString(36)}-${text.length.toString(36)}`;
}

export const checkingKeys = {
  all: ['checking'] as const,
  match: ({ text, toneOfVoiceId, format }: MatchInput) =>
    [...checkingKeys.all, 'match', textHash(text), format, toneOfVoiceId] as const,
  analyze: ({ text, toneOfVoiceId, format }: AnalyzeInput) =>
    [...checkingKeys.all, 'analyze', textHash(text), format, toneOfVoiceId ?? null] as const,
};

export async function matchText(input: MatchInput, signal?: AbortSignal): Promise<MatchAnswer> {
  return apiClient.requestParsed('/text/match', matchAnswerSchema, { method: 'POST', body: input, signal });
}

export async function analyzeText(input: AnalyzeInput, signal?: AbortSignal): Promise<AnalyzeAnswer> {
  return apiClient.requestParsed('/text/analyze', analyzeAnswerSchema, {
    method: 'POST',
    body: input,
    signal,
  });
}

export const matchQuery = (input: MatchInput) =>
  queryOptions({
    queryKey: checkingKeys.match(input),
    queryFn: ({ signal }) => matchText(input, signal),
    // The same text and guide give the same answer until the guide changes; a new run asks again.
    staleTime: Infinity,
  });

export const analyzeQuery = (input: AnalyzeInput) =>
  queryOptions({
    queryKey: checkingKeys.analyze(input),
    queryFn: ({ signal }) => analyzeText(input, signal),
    staleTime: Infinity,
  });

/** `input` null: nothing to check yet, nothing loads. */
export function useMatch(input: MatchInput | null) {
  return useQuery({
    ...matchQuery(input ?? { text: '', toneOfVoiceId: '', format: 'plain' }),
    enabled: input !== null,
  });
}

export function useAnalyze(input: AnalyzeInput | null) {
  return useQuery({
    ...analyzeQuery(input ?? { text: '', format: 'plain' }),
    enabled: input !== null,
  });
}

/** The server's limit, checked before sending: a text beyond it would only earn a 413. */
export function tooLongMessage(text: string): string | null {
  if (text.length <= MAX_CHECKED_TEXT_LENGTH) return null;
  return `The text has ${text.length.toLocaleString('en-US')} characters; at most ${MAX_CHECKED_TEXT_LENGTH.toLocaleString('en-US')} are checked at once. Check it in parts.`;
}

/** What to show beside the form when a check failed: the server's own words (a 413 says how long). */
export function checkErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.unexpected;
  if (error.status === 413) return serverMessageOf(error.body) ?? 'The text is too long to check at once.';
  if (error.failure.kind === 'timeout') return ERROR_MESSAGES.timeout;
  if (error.failure.kind === 'network') return ERROR_MESSAGES.network;
  if (error.failure.kind === 'invalidAnswer') return ERROR_MESSAGES.invalidAnswer;
  if (error.status >= 500) return ERROR_MESSAGES.serverError;
  return serverMessageOf(error.body) ?? ERROR_MESSAGES.unexpected;
}
