import { NAMES_WITH_CONTRACTIONS } from '../data/contractions.ts';
import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const OPENING_QUOTE = /["\u201c'\u2018]/;
const QUOTE_OPENER_BEFORE = /[\s([{\u2014\u2013/]/;
const CLAUSE_OPENER_BEFORE = /[:;(\u2014\u2013*"\u201c'\u2018-]\s*$/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const ALL_CAPS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;
const CAPITALISED = /^\p{Lu}/u;

const listedNames = NAMES_WITH_CONTRACTIONS.map((entry) => entry.word.split(' '));

/**
 * Someone else's words, which keep their own voice: a block quote, or a plain-text e-mail's quoted line
 * (led by ">", as mail clients quote the message they answer).
 */
export function isQuotedBlock(block: BlockView): boolean {
  return block.kind === 'quote' || block.text.trimStart().startsWith('>');
}

/**
 * The ranges of a text in single quotation marks, quotes included: a label ('Don't show again') or
 * quoted words. An opening mark follows a space or a bracket and precedes a letter; a closing mark ends
 * a word and is not followed by a letter, so the apostrophe inside "don't" neither opens nor closes.
 * An unmatched mark is an apostrophe ("the users' files"), not a quotation.
 */
export function singleQuotedRanges(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char !== "'" && char !== '\u2018' && char !== '\u2019') continue;
    const before = text.charAt(index - 1);
    const after = text.charAt(index + 1);
    const opens =
      char !== '\u2019' && (index === 0 || QUOTE_OPENER_BEFORE.test(before)) && WORD_CHAR.test(after);
    const closes = char !== '\u2018' && before !== '' && !/\s/.test(before) && !WORD_CHAR.test(after);
    if (open < 0 && opens) open = index;
    else if (open >= 0 && closes) {
      ranges.push([open, index + 1]);
      open = -1;
    }
  }
  return ranges;
}

/** The quoted ranges of a block, double and single quotes, or none when it has no quotation mark. */
export function quotedSpans(block: BlockView): Array<readonly [number, number]> {
  if (!OPENING_QUOTE.test(block.text)) return [];
  return [...quotedRanges(block.text), ...singleQuotedRanges(block.text)];
}

/** Whether a range lies inside one of the spans. */
export function insideSpan(
  spans: ReadonlyArray<readonly [number, number]>,
  from: number,
  to: number,
): boolean {
  return spans.some(([start, end]) => from >= start && to <= end);
}

/** Whether a word opens a clause: its sentence's first word, or after a colon, a dash, a bracket or a quote. */
export function opensClause(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  if (!word) return false;
  return word.sentenceStart || CLAUSE_OPENER_BEFORE.test(block.text.slice(0, word.start));
}

/** Whether the words are all in capitals ("DO NOT"): the writer stresses them. */
export function inCapitals(block: BlockView, firstWord: number, lastWord: number): boolean {
  return block.words.slice(firstWord, lastWord + 1).every((word) => ALL_CAPS.test(word.text));
}

/**
 * Whether the words are written as a name or a label, outside a heading (where title case is the style):
 * a capital on the first word in mid-clause ("click Don't Allow", "the film Don't Look Up") or on a later
 * word ("Do Not Disturb"). "I" is always a capital and says nothing.
 */
export function writtenAsName(block: BlockView, firstWord: number, lastWord: number): boolean {
  if (block.kind === 'heading') return false;
  for (let index = firstWord; index <= lastWord; index++) {
    const word = block.words[index];
    // Capitals throughout ("I DON'T KNOW") shout a sentence; they do not make a name.
    if (!word || !CAPITALISED.test(word.text) || isPronounI(word.normal) || ALL_CAPS.test(word.text)) {
      continue;
    }
    if (index > firstWord || !opensClause(block, index)) return true;
  }
  return false;
}

function isPronounI(normal: string): boolean {
  return normal === 'i' || normal.startsWith("i'");
}

/** Whether a name with a contraction in it starts at a word ("Let's Encrypt"). */
export function isListedName(block: BlockView, wordIndex: number): boolean {
  return listedNames.some((name) =>
    name.every((part, offset) => block.words[wordIndex + offset]?.normal === part),
  );
}
