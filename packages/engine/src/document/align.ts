import { namedEntityLength } from './namedEntities.ts';

/** Receives each decoded unit (or run of units) with the source range it came from. */
export type AlignSink = (units: string, sourceStart: number, sourceEnd: number) => void;

export interface AlignOptions {
  /** Markdown: a backslash before ASCII punctuation is an escape. */
  readonly escapes: boolean;
  /** Markdown: after a line ending, container markers (`>`, indentation) are skipped. */
  readonly containerPrefixes: boolean;
}

const ENTITY = /&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{0,31};?)/y;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * Walks a parser's decoded text `value` alongside the source slice it came from and reports where each
 * decoded unit lies in the source. Parsers give a position per text node, not per character; entities,
 * escapes, CRLF and block-quote markers make the two differ, and a finding must land on the exact
 * source characters.
 */
export function alignDecoded(
  value: string,
  source: string,
  sourceStart: number,
  sourceEnd: number,
  options: AlignOptions,
  sink: AlignSink,
): void {
  if (source.slice(sourceStart, sourceEnd) === value) {
    sink(value, sourceStart, sourceEnd);
    return;
  }
  let i = 0;
  let j = sourceStart;
  while (i < value.length) {
    const unit = value.charAt(i);
    const at = source.charAt(j);
    if (j >= sourceEnd) {
      // The parser decoded more than the source holds (should not happen): pin the rest to the end.
      sink(value.slice(i), sourceEnd, sourceEnd);
      return;
    }
    if (options.escapes && at === '\\' && source.charAt(j + 1) === unit && ASCII_PUNCTUATION.test(unit)) {
      sink(unit, j, j + 2);
      i += 1;
      j += 2;
      continue;
    }
    if (at === '&') {
      const consumed = alignEntity(value, i, source, j, sink);
      if (consumed !== null) {
        i += consumed.units;
        j += consumed.source;
        continue;
      }
    }
    if (unit === '\n' && at !== '\n') {
      const end = lineEndingEnd(source, j, sourceEnd);
      if (end !== null) {
        sink('\n', j, end);
        i += 1;
        j = options.containerPrefixes ? skipPrefix(source, end, sourceEnd, value.charAt(i)) : end;
        continue;
      }
    }
    if (unit === '\n' && at === '\n' && options.containerPrefixes) {
      sink('\n', j, j + 1);
      i += 1;
      j = skipPrefix(source, j + 1, sourceEnd, value.charAt(i));
      continue;
    }
    sink(unit, j, j + 1);
    i += 1;
    j += 1;
  }
}

function alignEntity(
  value: string,
  i: number,
  source: string,
  j: number,
  sink: AlignSink,
): { units: number; source: number } | null {
  ENTITY.lastIndex = j;
  const match = ENTITY.exec(source);
  if (!match) return null;
  const reference = match[0];
  // Left as written (an unknown name such as `&unknown;`): the decoded text repeats it literally.
  if (value.startsWith(reference, i)) return null;
  const units = decodedLength(reference);
  sink(value.slice(i, i + units), j, j + reference.length);
  return { units, source: reference.length };
}

function decodedLength(reference: string): number {
  const body = reference.endsWith(';') ? reference.slice(1, -1) : reference.slice(1);
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0xffff && code <= 0x10ffff ? 2 : 1;
  }
  return namedEntityLength(body);
}

/** End of the line ending starting at `j` (after trailing spaces the parser dropped), if any. */
function lineEndingEnd(source: string, j: number, limit: number): number | null {
  let k = j;
  while (k < limit && (source.charAt(k) === ' ' || source.charAt(k) === '\t')) k++;
  if (source.charAt(k) === '\r') return source.charAt(k + 1) === '\n' ? k + 2 : k + 1;
  if (source.charAt(k) === '\n') return k + 1;
  return null;
}

/** Skips block-quote markers and indentation that the parser removed from the start of a line. */
function skipPrefix(source: string, j: number, limit: number, next: string): number {
  let k = j;
  while (k < limit) {
    const at = source.charAt(k);
    if (at === next || (at !== ' ' && at !== '\t' && at !== '>')) break;
    k++;
  }
  return k;
}
