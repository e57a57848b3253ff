import { phraseWords } from './analyzeProse.ts';
import { hasBit, keyBits } from './keyBits.ts';
import { looseWord, normalWord } from './normalize.ts';
import type { BlockView } from './types.ts';
import { wordForms, type Inflection, type WordForm, type WordRole } from './wordForms.ts';

/** Where in a phrase the inflected word sits: verbs inflect first ("logged in"), nouns last. */
export type InflectedWord = 'first' | 'last';

export interface TermMatcherOptions {
  /** Match word forms (plural, verb forms, possessive); default true. */
  readonly inflect?: boolean;
  /**
   * Compare words loosely (no hyphens or dots: "e-mail" meets "email") and also match brand names written
   * apart ("Git Hub" for "GitHub"); used by exact spelling, which then compares the spelling.
   */
  readonly loose?: boolean;
}

/** One occurrence of a term in a block. */
export interface TermHit<T> {
  readonly entry: T;
  /** Word indexes `[firstWord, lastWord]` (inclusive) in `BlockView.words`. */
  readonly firstWord: number;
  readonly lastWord: number;
  /** Prose offsets of the occurrence. */
  readonly from: number;
  readonly to: number;
  readonly inflection: Inflection;
  readonly inflected: InflectedWord;
  /** The words as the term spells them, in this inflection ("GitHub's"). */
  readonly expected: readonly string[];
  /** Matched a brand written apart ("Git Hub" for "GitHub"). */
  readonly split: boolean;
}

interface Ending<T> {
  readonly entry: T;
  readonly inflection: Inflection;
  readonly inflected: InflectedWord;
  readonly expected: readonly string[];
  readonly split: boolean;
}

interface TrieNode<T> {
  readonly next: Map<string, TrieNode<T>>;
  ending: Ending<T> | undefined;
}

/** Terms compiled into a word trie: one Map lookup per word of text, whatever the number of terms. */
export interface TermMatcher<T> {
  readonly size: number;
  readonly loose: boolean;
  readonly root: TrieNode<T>;
  /** The first words' keys as bits (see `keyBits.ts`): a word without its bit starts no term. */
  readonly firstKeys: Uint32Array;
}

/**
 * A term to match. `forms` narrows the word forms of a data entry: `noun` (plural, possessive), `verb`
 * (-s, -ed, -ing, irregular forms), `any` (both, the default) or `none` (exactly as written).
 */
export interface MatchableTerm {
  readonly term: string;
  readonly forms?: WordRole | 'none';
}

/** Compiles terms (each with its word forms) into a matcher. The first entry of a duplicate wins. */
export function compileTerms<T extends MatchableTerm>(
  entries: readonly T[],
  options: TermMatcherOptions = {},
): TermMatcher<T> {
  const inflectForms = options.inflect ?? true;
  const loose = options.loose ?? false;
  const root: TrieNode<T> = { next: new Map(), ending: undefined };
  for (const entry of entries) {
    const words = phraseWords(entry.term).map((word) => word.text);
    if (words.length === 0) continue;
    const role = inflectForms ? (entry.forms ?? 'any') : 'none';
    for (const variant of variants(words, role)) {
      insert(root, variant.words, { entry, ...variant, split: false }, loose);
    }
    // A brand in CamelCase ("GitHub", "PayPal") may be written apart: "Git Hub".
    const single = words[0];
    if (loose && words.length === 1 && single !== undefined && /[a-z][A-Z]/.test(single)) {
      const parts = single.split(/(?<=[a-z])(?=[A-Z])/);
      insert(root, parts, { entry, words: parts, inflection: 'base', inflected: 'last', split: true }, loose);
    }
  }
  return { size: entries.length, loose, root, firstKeys: keyBits(root.next.keys()) };
}

function insert<T>(
  root: TrieNode<T>,
  words: readonly string[],
  ending: Omit<Ending<T>, 'expected'> & { words: readonly string[] },
  loose: boolean,
): void {
  let node = root;
  for (const word of words) {
    const key = keyOf(normalWord(word), loose);
    let child = node.next.get(key);
    if (!child) {
      child = { next: new Map(), ending: undefined };
      node.next.set(key, child);
    }
    node = child;
  }
  node.ending ??= {
    entry: ending.entry,
    inflection: ending.inflection,
    inflected: ending.inflected,
    expected: words,
    split: ending.split,
  };
}

function keyOf(normal: string, loose: boolean): string {
  return loose ? looseWord(normal) : normal;
}

interface Variant {
  readonly words: readonly string[];
  readonly inflection: Inflection;
  readonly inflected: InflectedWord;
}

function variants(words: readonly string[], role: WordRole | 'none'): Variant[] {
  const result: Variant[] = [{ words, inflection: 'base', inflected: 'last' }];
  if (role === 'none') return result;
  const last = words.length - 1;
  const replace = (at: number, forms: readonly WordForm[], inflected: InflectedWord): void => {
    for (const { form, inflection } of forms) {
      if (inflection === 'base') continue;
      result.push({ words: words.map((word, index) => (index === at ? form : word)), inflection, inflected });
    }
  };
  const first = words[0] ?? '';
  const final = words[last] ?? '';
  if (words.length === 1) {
    replace(0, wordForms(first, role), 'last');
  } else {
    if (role !== 'verb') replace(last, wordForms(final, 'noun'), 'last');
    if (role !== 'noun') replace(0, wordForms(first, 'verb'), 'first');
  }
  return result;
}

/**
 * The longest term that starts at `words[index]`, walking the trie from `node` (the node after that first
 * word) over joined words; undefined when no term ends on the way. `findTerms` and the shared phrase pass
 * of the rules both match through it.
 */
export function longestTermAt<T>(
  node: TrieNode<T>,
  words: BlockView['words'],
  index: number,
  loose: boolean,
): TermHit<T> | undefined {
  const first = words[index];
  if (!first) return undefined;
  let current: TrieNode<T> | undefined = node;
  let best: Ending<T> | undefined;
  let bestLast = index;
  let at = index;
  while (current) {
    if (current.ending) {
      best = current.ending;
      bestLast = at;
    }
    const next = words[at + 1];
    if (!next?.joined || current.next.size === 0) break;
    current = current.next.get(loose ? next.loose : next.normal);
    at++;
  }
  if (!best) return undefined;
  return {
    entry: best.entry,
    firstWord: index,
    lastWord: bestLast,
    from: first.start,
    to: words[bestLast]?.end ?? first.end,
    inflection: best.inflection,
    inflected: best.inflected,
    expected: best.expected,
    split: best.split,
  };
}

/** Occurrences of the matcher's terms in `block`, leftmost-longest, not overlapping, in order. */
export function findTerms<T>(matcher: TermMatcher<T>, block: BlockView): Array<TermHit<T>> {
  const hits: Array<TermHit<T>> = [];
  if (matcher.size === 0) return hits;
  const words = block.words;
  const loose = matcher.loose;
  const root = matcher.root.next;
  const bits = matcher.firstKeys;
  const count = words.length;
  for (let index = 0; index < count;) {
    const first = words[index];
    if (!first) break;
    // The hot path: a bit test per word, a Map lookup for the few that may start a term.
    const node = hasBit(bits, loose ? first.looseBit : first.normalBit)
      ? root.get(loose ? first.loose : first.normal)
      : undefined;
    const hit = node && longestTermAt(node, words, index, loose);
    if (!hit) {
      index++;
      continue;
    }
    hits.push(hit);
    index = hit.lastWord + 1;
  }
  return hits;
}
