import { parseArgs } from 'node:util';
import { UsageError } from './usageError.ts';

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;

export interface ParsedOptions {
  readonly values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  readonly positionals: string[];
}

/**
 * Parses a command's arguments strictly: an unknown flag or a flag without its value is a usage error
 * (exit 2), never silently ignored. `-` stays a positional (standard input).
 */
export function parseOptions(command: string, args: readonly string[], options: OptionSpec): ParsedOptions {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: true,
    });
    return { values, positionals };
  } catch (error) {
    // Node's message goes on to explain '--' for positionals: the first sentence says what is wrong.
    const message = error instanceof Error ? error.message.split(/(?<=\.)\s/)[0] : String(error);
    throw new UsageError(`${command}: ${message ?? 'invalid arguments'}`);
  }
}

/** A string option restricted to some values. */
export function choice<T extends string>(
  command: string,
  flag: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `${command}: --${flag} must be one of ${allowed.join(', ')}, not ${JSON.stringify(value)}`,
  );
}

/** A required string option. */
export function required(command: string, flag: string, value: unknown): string {
  if (typeof value === 'string' && value !== '') return value;
  throw new UsageError(`${command}: --${flag} <value> is required`);
}

/** A repeatable string option as a list. */
export function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}
