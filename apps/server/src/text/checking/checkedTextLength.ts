import { MAX_CHECKED_TEXT_LENGTH } from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';

/**
 * Room for a text of the maximum length in the worst case of JSON (every character escaped as \uXXXX),
 * so that a long text gets our 413 with its message, not the body parser's.
 */
export const CHECK_BODY_LIMIT = MAX_CHECKED_TEXT_LENGTH * 6 + 64 * 1024;

/** 413 for a text longer than the synchronous limit, saying how long it is and what to do. */
export function assertCheckableLength(text: string): void {
  if (text.length <= MAX_CHECKED_TEXT_LENGTH) return;
  throw new HttpError(
    413,
    `The text has ${text.length.toLocaleString('en-US')} characters; at most ${MAX_CHECKED_TEXT_LENGTH.toLocaleString('en-US')} are checked at once. Check it in parts.`,
  );
}
