import { z } from 'zod';

/**
 * PostgreSQL rejects NUL in text and jsonb, and lone UTF-16 surrogates in jsonb. Input with either is a
 * client mistake (400), so the contract refuses it before it reaches the database (which would be a 500).
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableString(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const STORABLE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** A trimmed, non-empty, storable text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableString, STORABLE_MESSAGE);
}

/** A storable text of at most `max` characters, possibly empty. */
export function optionalText(max: number) {
  return z.string().max(max, `must be at most ${max} characters`).refine(isStorableString, STORABLE_MESSAGE);
}

const MAX_JSON_DEPTH = 12;

/** Whether a JSON value can be stored as jsonb: storable strings (keys too), and not nested too deeply. */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false;
  if (typeof value === 'string') return isStorableString(value);
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(
      ([key, item]) => isStorableString(key) && isStorableJson(item, depth + 1),
    );
  }
  return true;
}

export const STORABLE_JSON_MESSAGE = `must not contain NUL characters or unpaired surrogates, nor nest deeper than ${MAX_JSON_DEPTH} levels`;
