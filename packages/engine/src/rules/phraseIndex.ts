import { hasBit, keyBit, keyBits } from '../language/keyBits.ts';
import {
  compileTerms,
  findTerms,
  longestTermAt,
  type MatchableTerm,
  type TermHit,
  type TermMatcher,
} from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';

type Node<T> = TermMatcher<T>['root'];

/**
 * One pass over a block's words for every phrase list that rules ask for. Each phrase rule used to walk
 * all words itself (a map lookup per word and rule); with thirty phrase lists that was the largest cost
 * of a check after parsing. Here the first words of the lists share one map: a word costs one lookup,
 * and only the lists whose phrases start with it walk on. Hits are kept per block (the parse of a
 * block is shared by every rule, and by incremental checking), and each list gets exactly what
 * `findTerms` would give it: leftmost, longest, not overlapping.
 *
 * Every catalogue module declares its list when it loads, but a guide uses a few of the rules: a list is
 * compiled and registered when a rule first uses it (a guide's `prepare` or a search), and the pass
 * walks only the lists some rule has asked for (`wanted`). A list asked for the first time makes
 * the blocks scanned before scan again, all wanted lists (each list's hits depend only on its own trie,
 * so a list gets the same hits whichever others share the pass).
 */
let lists = 0;
type Starts = Array<{ readonly list: number; readonly node: Node<unknown> }>;
/** Per list (by index): its first words, each with the trie node after it. */
const listStarts: Array<ReadonlyArray<readonly [string, Node<unknown>]>> = [];
/** Whether a rule has asked for each list's hits (by index). */
const wanted: boolean[] = [];
/** The pass over the wanted lists: their first words, and the bits of those words (see `keyBit`). */
interface Pass {
  readonly wanted: readonly boolean[];
  readonly firstWords: ReadonlyMap<string, Starts>;
  readonly firstBits: Uint32Array;
}
const NO_PASS: Pass = { wanted: [], firstWords: new Map(), firstBits: keyBits([]) };
/** The pass last built; `stale` when a list was asked for since. */
let lastPass: Pass = NO_PASS;
let stale = false;
/** A block's hits: from a pass over the wanted lists, or list by list while few lists were asked. */
type Scanned =
  | { readonly pass: Pass; readonly hits: ReadonlyArray<Array<TermHit<unknown>> | undefined> }
  | { readonly pass: undefined; readonly lists: Map<number, ReadonlyArray<TermHit<unknown>>> };
const cache = new WeakMap<BlockView, Scanned>();
/**
 * How many lists a block is scanned for one by one (`findTerms`) before the pass over all wanted lists.
 * The block rules ask for a dozen lists of each block they check, and get them from one pass; a fixed
 * block that only the document rules read (the empathy and greeting lists) is not worth a pass over the
 * guide's other lists.
 */
const LISTS_ALONE = 3;
const NONE: ReadonlyArray<TermHit<never>> = [];

/**
 * Adds a compiled phrase list (normal keys, not loose) to the shared pass; returns its handle. Lists are
 * registered once, when first used: the registry only grows.
 */
function registerPhrases<T>(matcher: TermMatcher<T>): number {
  const list = lists++;
  listStarts.push([...matcher.root.next]);
  wanted.push(false);
  return list;
}

/** Adds a list to the pass: from now on, blocks are scanned for it with the others wanted. */
function want(list: number): void {
  if (wanted[list] === true) return;
  wanted[list] = true;
  // Built at the next scan: a guide asks for its lists one by one as it compiles, and a pass rebuilt
  // for each of them cost a start as much as compiling the lists.
  stale = true;
}

/**
 * The pass over the lists wanted now: the last one with the lists asked for since added (a built pass is
 * never changed, as blocks' cached hits refer to it). Within a word's starts the order of the lists does
 * not matter: each list's hits are its own.
 */
function wantedPass(): Pass {
  if (!stale) return lastPass;
  const words = new Map(lastPass.firstWords);
  const firstBits = lastPass.firstBits.slice();
  for (let list = 0; list < lists; list++) {
    if (wanted[list] !== true || lastPass.wanted[list] === true) continue;
    for (const [key, node] of listStarts[list] ?? []) {
      words.set(key, [...(words.get(key) ?? []), { list, node }]);
      const bit = keyBit(key);
      firstBits[bit >>> 5] = (firstBits[bit >>> 5] ?? 0) | (1 << (bit & 31));
    }
  }
  lastPass = { wanted: [...wanted], firstWords: words, firstBits };
  stale = false;
  return lastPass;
}

/** The hits of a registered list in a block, as `findTerms` gives them. */
function registeredHits<T>(shared: SharedTerms<T>, block: BlockView): ReadonlyArray<TermHit<unknown>> {
  const list = shared.list;
  want(list);
  const known = cache.get(block);
  if (known?.pass) {
    if (known.pass.wanted[list] === true) return known.hits[list] ?? NONE;
  } else {
    const own = known?.lists.get(list);
    if (own) return own;
    if (!known || known.lists.size < LISTS_ALONE) {
      // Each list's hits depend only on its own trie: its own scan gives what the pass would.
      const hits = findTerms(shared.matcher, block);
      if (known) known.lists.set(list, hits);
      else cache.set(block, { pass: undefined, lists: new Map([[list, hits]]) });
      return hits;
    }
  }
  const pass = wantedPass();
  const scanned = { pass, hits: scan(block, pass) };
  cache.set(block, scanned);
  return scanned.hits[list] ?? NONE;
}

function scan(
  block: BlockView,
  { firstWords: starting, firstBits }: Pass,
): Array<Array<TermHit<unknown>> | undefined> {
  // Most lists find nothing in a block: their hit lists are made only when needed.
  const hits: Array<Array<TermHit<unknown>> | undefined> = [];
  // Per list, the index of the first word it may use next (hits do not overlap).
  const free = new Int32Array(lists);
  const words = block.words;
  for (let index = 0; index < words.length; index++) {
    const first = words[index];
    const starts = first && hasBit(firstBits, first.normalBit) ? starting.get(first.normal) : undefined;
    if (!first || !starts) continue;
    for (const { list, node } of starts) {
      if (index < (free[list] ?? 0)) continue;
      // Phrase lists are registered with normal keys, never loose ones.
      const hit = longestTermAt(node, words, index, false);
      if (!hit) continue;
      (hits[list] ??= []).push(hit);
      free[list] = hit.lastWord + 1;
    }
  }
  return hits;
}

/** A term list compiled once and joined to the shared pass. */
export interface SharedTerms<T> {
  readonly matcher: TermMatcher<T>;
  readonly list: number;
}

/**
 * A module's term list for the shared pass, compiled and registered on first use (its `matcher` or
 * `list` read), once: a module declares its list when it loads, and a start pays only for the lists
 * the guide uses. `entries` may be a function, so that making the entries waits too.
 */
export function compileShared<T extends MatchableTerm>(
  entries: readonly T[] | (() => readonly T[]),
): SharedTerms<T> {
  return new LazySharedTerms(entries);
}

class LazySharedTerms<T extends MatchableTerm> implements SharedTerms<T> {
  #entries: readonly T[] | (() => readonly T[]);
  #compiled: { readonly matcher: TermMatcher<T>; readonly list: number } | undefined;

  constructor(entries: readonly T[] | (() => readonly T[])) {
    this.#entries = entries;
  }

  get matcher(): TermMatcher<T> {
    return this.#compile().matcher;
  }

  get list(): number {
    return this.#compile().list;
  }

  #compile(): { readonly matcher: TermMatcher<T>; readonly list: number } {
    if (this.#compiled) return this.#compiled;
    const entries = typeof this.#entries === 'function' ? this.#entries() : this.#entries;
    const matcher = compileTerms(entries);
    this.#compiled = { matcher, list: registerPhrases(matcher) };
    // The entries live on in the matcher; the function (and its closure) is no longer needed.
    this.#entries = [];
    return this.#compiled;
  }
}

/** How many term lists have been compiled into the shared pass so far (for tests of lazy loading). */
export function compiledSharedLists(): number {
  return lists;
}

/**
 * Asks for a list's hits in every block from now on. A rule calls it when a guide is compiled, so that
 * the guide's lists are all in the pass before its first check (else the first blocks are scanned
 * again for each list met for the first time).
 */
export function wantShared(shared: SharedTerms<unknown>): void {
  want(shared.list);
}

/** The hits of a shared list in a block: what `findTerms` gives, from the one pass over the block. */
export function findShared<T>(shared: SharedTerms<T>, block: BlockView): ReadonlyArray<TermHit<T>> {
  // The list's hits were made from its own matcher's entries, which are of type T.
  return registeredHits(shared, block) as ReadonlyArray<TermHit<T>>;
}
