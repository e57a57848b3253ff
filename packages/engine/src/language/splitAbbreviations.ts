import type { Paragraph, Punctuation, Root, Sentence, SentenceContent, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';

// Regular expressions made once: a literal in a function makes a new object at every call.
const LOWER_CASE_LETTERS = /^[a-z]+$/;
const CAPITAL_START = /^\p{Lu}/u;
const LETTERS_ONLY = /^\p{L}+$/u;
const NUMERAL_START = /^\p{N}/u;
// A number, with thousands separators or decimals ("7", "1,200", "12.50").
const NUMBER = /^\p{N}(?:[\p{N},.]*\p{N})?$/u;

// Abbreviations that label a number ("No. 1", "fig. 3", "p. 12", "Jan. 5", "Mr. 5"): a numeral after
// them belongs to them, it does not start a sentence.
const NUMBER_LABELS = new Set([
  ...['no', 'nr', 'nos', 'p', 'pp', 'fig', 'figs', 'vol', 'vols', 'ch', 'chap', 'sec', 'para', 'art', 'ver'],
  ...['v', 'vs', 'approx', 'ca', 'ext', 'tel', 'op', 'ed', 'eq', 'ex', 'pt', 'pts', 'st', 'rd', 'ave', 'rev'],
  ...['ref', 'cat', 'est', 'min', 'max', 'mr', 'mrs', 'ms', 'dr', 'prof', 'jan', 'feb', 'mar', 'apr', 'jun'],
  ...['jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs'],
  ...['fri', 'sat', 'sun', 'bldg', 'apt', 'dept', 'ste', 'rm', 'gen', 'ser', 'mod', 'lvl', 'u.s', 'no.'],
]);
// Abbreviations that often end a sentence: times, company forms and initialisms ("9 a.m.", "Acme Inc.",
// "the U.S.").
const ENDING_ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'llc',
  'plc',
  'gmbh',
  'bros',
  'etc',
  'jr',
  'sr',
]);
const INITIALISM = /^(?:\p{L}\.){2,}$/u;
const TIMES = new Set(['a.m.', 'p.m.', 'am.', 'pm.']);
// Capitalised words that open a sentence and are never part of a name after an abbreviation: "9 a.m. The
// team", "Acme Inc. Our office".
const SENTENCE_OPENERS = new Set([
  ...['the', 'our', 'we', 'it', 'its', 'this', 'that', 'these', 'those', 'they', 'their', 'you', 'your'],
  ...['i', 'a', 'an', 'if', 'please', 'thanks', 'there', 'here', 'he', 'she', 'my', 'all', 'each', 'every'],
  ...['when', 'after', 'before', 'then', 'but', 'and', 'so', 'for', 'in', 'on', 'at', 'as', 'to', 'what'],
]);

/**
 * Sentence ends that parse-english misses or invents around abbreviations:
 * - a lower-case word that is also a measure abbreviation ("in", "sat", "min", "sun", "wed") is read as
 *   abbreviated when a period follows, and the next sentence is joined to it: "We signed in. Then we
 *   left." When such a word ends a sentence (nothing follows, or the next word is capitalised) the period
 *   is a full stop: split it off and split the sentence again. The same holds for any word before a
 *   numeral that starts the next sentence ("The app is Ok. 10% left."), unless the word labels the
 *   numeral ("No. 1", "fig. 3", "Jan. 5").
 * - an abbreviation that ends a sentence ("9 a.m.", "Acme Inc.", "the U.S.") before a word that opens
 *   one ("The", "Our", "We") or, after a time, before a numeral, ends that sentence: the word keeps its
 *   period.
 * - a label before a numeral ("See fig. 3", "It is No. 1") does not end a sentence: join them again.
 * - parse-latin reads a number of up to three digits and its period as one word, an ordinal as German
 *   writes it ("5. Mai"), so "Doors open at 7. Bring a coat." and "The fee is £50. We will bill you." were
 *   one sentence. In English the period after a number ends the sentence when a capitalised word follows
 *   or nothing does; a number that opens its sentence ("1. Open the app") is a list marker and stays.
 */
export function splitAbbreviations(tree: Root): void {
  for (const node of tree.children) {
    if (node.type !== 'ParagraphNode') continue;
    joinLabels(node);
    for (let index = 0; index < node.children.length; index++) {
      const sentence = node.children[index];
      if (sentence?.type === 'SentenceNode') splitSentence(node, index);
    }
  }
}

function splitSentence(paragraph: Paragraph, index: number): void {
  const sentence = paragraph.children[index];
  if (sentence?.type !== 'SentenceNode') return;
  const children = sentence.children;
  for (let at = 0; at < children.length; at++) {
    const word = children[at];
    if (word?.type !== 'WordNode') continue;
    const period = fullStopOf(word, children, at);
    if (period) {
      word.children.pop();
      if (word.position && period.position) word.position.end = period.position.start;
      children.splice(at + 1, 0, period);
      splitAfter(paragraph, index, sentence, at + 1);
      return;
    }
    if (endsWithAbbreviation(word, children, at)) {
      splitAfter(paragraph, index, sentence, at);
      return;
    }
  }
}

/** Makes everything after child `at` of the sentence (and the white space after it) the next sentence. */
function splitAfter(paragraph: Paragraph, index: number, sentence: Sentence, at: number): void {
  const children = sentence.children;
  const rest = children.splice(at + 1);
  const first = rest[0];
  const space = first?.type === 'WhiteSpaceNode' ? first : undefined;
  if (space) rest.shift();
  const end = children[at]?.position?.end;
  if (sentence.position && end) sentence.position.end = end;
  if (rest.length === 0) return;
  const next: Sentence = { type: 'SentenceNode', children: rest };
  const start = rest[0]?.position?.start;
  const restEnd = rest[rest.length - 1]?.position?.end;
  if (start && restEnd) next.position = { start, end: restEnd };
  paragraph.children.splice(index + 1, 0, ...(space ? [space, next] : [next]));
}

/** The word after child `at` when only white space stands between. */
function nextWord(children: readonly SentenceContent[], at: number): Word | undefined {
  const after = children[at + 1];
  const next = after?.type === 'WhiteSpaceNode' ? children[at + 2] : undefined;
  return next?.type === 'WordNode' ? next : undefined;
}

/** The period that ends a merged word ("in.") when it is a full stop, else null. */
function fullStopOf(word: Word, children: readonly SentenceContent[], at: number): Punctuation | null {
  const last = word.children[word.children.length - 1];
  if (last?.type !== 'PunctuationNode' || last.value !== '.') return null;
  if (closesNumber(word, children, at)) return last;
  if (word.children.length !== 2) return null;
  const stem = word.children[0];
  if (stem?.type !== 'TextNode' || !LETTERS_ONLY.test(stem.value)) return null;
  const after = children[at + 1];
  if (after === undefined) return LOWER_CASE_LETTERS.test(stem.value) ? last : null;
  const next = nextWord(children, at);
  if (!next) return null;
  const text = toString(next);
  if (NUMERAL_START.test(text)) return NUMBER_LABELS.has(stem.value.toLowerCase()) ? null : last;
  return LOWER_CASE_LETTERS.test(stem.value) && CAPITAL_START.test(text) ? last : null;
}

/** Whether a number's merged period ("7.", "1,200.") is a full stop: see `splitAbbreviations`. */
function closesNumber(word: Word, children: readonly SentenceContent[], at: number): boolean {
  const stem = word.children[0];
  if (stem?.type !== 'TextNode' || !NUMERAL_START.test(stem.value)) return false;
  if (!NUMBER.test(toString(word).slice(0, -1))) return false;
  if (!children.slice(0, at).some((child) => child.type === 'WordNode')) return false;
  const after = children[at + 1];
  if (after === undefined) return true;
  const next = nextWord(children, at);
  return next !== undefined && CAPITAL_START.test(toString(next));
}

/** Whether an abbreviation that keeps its period ends the sentence here ("9 a.m. The team is in."). */
function endsWithAbbreviation(word: Word, children: readonly SentenceContent[], at: number): boolean {
  // A word's text ends with a full stop only if its last part does: most words are ruled out without
  // joining their parts into a string (this runs for every word of every parse).
  const last = word.children[word.children.length - 1];
  if (last !== undefined && 'value' in last && last.value !== '' && !last.value.endsWith('.')) return false;
  const text = toString(word);
  if (!text.endsWith('.') || text.length < 3) return false;
  const lower = text.toLowerCase();
  const bare = lower.slice(0, -1);
  const time = TIMES.has(lower);
  if (!time && !ENDING_ABBREVIATIONS.has(bare) && !INITIALISM.test(text)) return false;
  if (lower === 'e.g.' || lower === 'i.e.') return false;
  const next = nextWord(children, at);
  if (!next) return false;
  const following = toString(next);
  if (time && NUMERAL_START.test(following)) return true;
  return CAPITAL_START.test(following) && SENTENCE_OPENERS.has(following.toLowerCase());
}

/** Joins a sentence that ends in a label and its period to the next when that starts with a numeral. */
function joinLabels(paragraph: Paragraph): void {
  const nodes = paragraph.children;
  for (let index = 0; index + 2 < nodes.length; index++) {
    const sentence = nodes[index];
    const space = nodes[index + 1];
    const next = nodes[index + 2];
    if (
      sentence?.type !== 'SentenceNode' ||
      space?.type !== 'WhiteSpaceNode' ||
      next?.type !== 'SentenceNode'
    ) {
      continue;
    }
    const children = sentence.children;
    const period = children[children.length - 1];
    const label = children[children.length - 2];
    const first = next.children[0];
    if (
      period?.type !== 'PunctuationNode' ||
      period.value !== '.' ||
      label?.type !== 'WordNode' ||
      !NUMBER_LABELS.has(toString(label).toLowerCase()) ||
      first?.type !== 'WordNode' ||
      !NUMERAL_START.test(toString(first))
    ) {
      continue;
    }
    children.push(space, ...next.children);
    if (sentence.position && next.position) sentence.position.end = next.position.end;
    nodes.splice(index + 1, 2);
    index--;
  }
}
