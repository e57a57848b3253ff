import { analyzeProse } from '../language/analyzeProse.ts';
import { hasBit, keyBits } from '../language/keyBits.ts';
import { looseWord } from '../language/normalize.ts';
import {
  compileTerms,
  findTerms,
  type TermHit,
  type TermMatcher,
  type TermMatcherOptions,
} from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';
import type { GlossaryTerm } from './parameters.ts';
import type { RuleReach } from './types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const NOT_WHITE_SPACE = /\S/;
const WHITE_SPACE = /\s/;
const LEADING_NON_ALPHANUMERIC = /^[^\p{L}\p{N}]+/u;

/** A glossary hit; `literal` when the term has symbols the words do not hold ("C++", ".NET"). */
export interface GlossaryHit extends TermHit<GlossaryTerm> {
  readonly literal: boolean;
}

/**
 * A term with symbols around or between its words: the parser keeps only the words ("C" of "C++", "NET"
 * of ".NET"), so such a term is found by its words and then compared character by character with the
 * text, symbols included.
 */
interface LiteralTerm {
  readonly entry: GlossaryTerm;
  /** The keys of its words, as the trie would look them up. */
  readonly keys: readonly string[];
  /** Characters before the first word and after the last ("." of ".NET", "++" of "C++"). */
  readonly before: number;
  readonly after: number;
  /** The term with runs of whitespace made one space, lower case: what the text must read. */
  readonly folded: string;
}

export interface GlossaryMatcher {
  readonly words: TermMatcher<GlossaryTerm>;
  /** Literal terms by the key of their first word, longest first. */
  readonly literals: ReadonlyMap<string, readonly LiteralTerm[]>;
  /** The bits of `literals`' keys (see `keyBit`). */
  readonly literalKeys: Uint32Array;
  readonly loose: boolean;
}

const fold = (text: string): string => text.replace(/\s+/g, ' ').toLowerCase();

/** Compiles glossary terms: plain ones into the word trie (with their word forms), literal ones apart. */
export function compileGlossary(
  terms: readonly GlossaryTerm[],
  options: TermMatcherOptions = {},
): GlossaryMatcher {
  const loose = options.loose ?? false;
  const plain: GlossaryTerm[] = [];
  const literals = new Map<string, LiteralTerm[]>();
  for (const entry of terms) {
    const literal = literalTerm(entry, loose);
    if (!literal) {
      plain.push(entry);
      continue;
    }
    const key = literal.keys[0] ?? '';
    const list = literals.get(key) ?? [];
    list.push(literal);
    list.sort((a, b) => b.folded.length - a.folded.length);
    literals.set(key, list);
  }
  return { words: compileTerms(plain, options), literals, literalKeys: keyBits(literals.keys()), loose };
}

/**
 * How far a glossary rule reads: a sentence, unless the glossary has terms with symbols. The parser may
 * break a sentence inside such a term ("Yahoo! Mail", "runs on .NET" reads "runs on ." and "NET"), and
 * the term is still found across the break.
 */
export function glossaryReach(matcher: GlossaryMatcher): RuleReach {
  return matcher.literals.size > 0 ? 'block' : 'sentence';
}

// Letters, digits, spaces, apostrophes and hyphens: a term of only these is plain words.
const PLAIN = /^[\p{L}\p{N}\s'\u2019-]*$/u;

function literalTerm(entry: GlossaryTerm, loose: boolean): LiteralTerm | null {
  const term = entry.term.trim();
  if (PLAIN.test(term)) return null;
  // Read in mid-sentence, as the term stands in text: ".NET" alone would parse as one word.
  const words = analyzeProse(`x ${term} x`, 'paragraph').words.slice(1, -1);
  const firstWord = words[0];
  const lastWord = words[words.length - 1];
  if (!firstWord || !lastWord) return null;
  // Where the words sit in the term; anything else but spaces between them is a symbol.
  let cursor = 0;
  let symbols = false;
  let start = -1;
  for (const word of words) {
    const at = term.indexOf(word.text, cursor);
    if (at < 0) return null;
    if (start < 0) start = at;
    if (NOT_WHITE_SPACE.test(term.slice(cursor, at))) symbols = true;
    cursor = at + word.text.length;
  }
  if (cursor < term.length) symbols = true;
  if (!symbols) return null;
  return {
    entry,
    keys: words.map((word) => (loose ? looseWord(word.normal) : word.normal)),
    before: start,
    after: term.length - cursor,
    folded: fold(term),
  };
}

// A character that would continue a term: "C++" is not in "C+++x", ".NET" is not in "ASP.NET".
const CONTINUES = /[\p{L}\p{N}_+#]/u;
const CONTINUES_BEFORE = /[\p{L}\p{N}_.+#]/u;

/** Occurrences of the glossary's terms in `block`, in order, not overlapping; literal terms win. */
export function findGlossaryTerms(matcher: GlossaryMatcher, block: BlockView): GlossaryHit[] {
  const literal = matcher.literals.size > 0 ? findLiterals(matcher, block) : [];
  const hits: GlossaryHit[] = [...literal];
  for (const hit of findTerms(matcher.words, block)) {
    if (partOfSymbol(block.text, hit.from, hit.to)) continue;
    if (literal.some((other) => other.from < hit.to && hit.from < other.to)) continue;
    hits.push({ ...hit, literal: false });
  }
  return literal.length > 0 ? hits.sort((a, b) => a.from - b.from) : hits;
}

/** A word that is part of a symbol-bearing name: the "C" of "C++" or "C#", the "NET" of ".NET". */
function partOfSymbol(text: string, from: number, to: number): boolean {
  const next = text.charAt(to);
  if (next === '+' || next === '#') return true;
  return text.charAt(from - 1) === '.' && (from === 1 || WHITE_SPACE.test(text.charAt(from - 2)));
}

function findLiterals(matcher: GlossaryMatcher, block: BlockView): GlossaryHit[] {
  const hits: GlossaryHit[] = [];
  const { words, text } = block;
  const leads = symbolLeads(block);
  let end = -1;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word || word.start < end) continue;
    // The parser may keep a leading symbol in the word (".NET" at a block start, ".net"): look past it.
    const lead = leads[index] ?? 0;
    if (lead === 0 && !hasBit(matcher.literalKeys, matcher.loose ? word.looseBit : word.normalBit)) continue;
    const candidates = matcher.literals.get(
      lead === 0 ? (matcher.loose ? word.loose : word.normal) : keyOf(matcher, word.normal.slice(lead)),
    );
    if (!candidates) continue;
    for (const candidate of candidates) {
      const last = index + candidate.keys.length - 1;
      const lastWord = words[last];
      if (!lastWord || !sameWords(matcher, block, index, candidate.keys, lead)) continue;
      const from = word.start + lead - candidate.before;
      const to = lastWord.end + candidate.after;
      if (from < 0 || to > text.length || fold(text.slice(from, to)) !== candidate.folded) continue;
      if (CONTINUES_BEFORE.test(text.charAt(from - 1)) || CONTINUES.test(text.charAt(to))) continue;
      hits.push({
        entry: candidate.entry,
        firstWord: index,
        lastWord: last,
        from,
        to,
        inflection: 'base',
        inflected: 'last',
        expected: [candidate.entry.term.trim()],
        split: false,
        literal: true,
      });
      end = to;
      index = last;
      break;
    }
  }
  return hits;
}

function sameWords(
  matcher: GlossaryMatcher,
  block: BlockView,
  first: number,
  keys: readonly string[],
  lead: number,
): boolean {
  for (const [offset, key] of keys.entries()) {
    const word = block.words[first + offset];
    if (!word || keyOf(matcher, offset === 0 ? word.normal.slice(lead) : word.normal) !== key) return false;
  }
  return true;
}

const leadsOfViews = new WeakMap<BlockView, Int32Array>();

/**
 * How many symbols lead each word of a block (".NET" at a block start: 1), read once per block for every
 * glossary: most words lead with a letter, and reading each word's text again per glossary costs more
 * than the search.
 */
function symbolLeads(block: BlockView): Int32Array {
  let leads = leadsOfViews.get(block);
  if (!leads) {
    const words = block.words;
    leads = new Int32Array(words.length);
    // A plain loop: an entries iterator makes a pair per word.
    for (let index = 0; index < words.length; index++) {
      const word = words[index];
      if (!word) continue;
      const code = word.text.charCodeAt(0);
      const alphanumeric =
        (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
      if (!alphanumeric) leads[index] = LEADING_NON_ALPHANUMERIC.exec(word.text)?.[0].length ?? 0;
    }
    leadsOfViews.set(block, leads);
  }
  return leads;
}

function keyOf(matcher: GlossaryMatcher, normal: string): string {
  return matcher.loose ? looseWord(normal) : normal;
}
