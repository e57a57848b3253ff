import type { Root } from 'nlcst';
import { cuss } from 'cuss';
import { toString } from 'nlcst-to-string';
import pluralize from 'pluralize';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import type { Handler } from 'nlcst-search';
import { indexedPhraseSearch } from './indexedPhraseSearch.ts';
import type { TreeMessage, TreeSearch } from './retextAdapter.ts';

// retext-profanities' English settings (retext-profanities/lib/en.js, MIT): the cuss list with singular
// and plural forms, minus misclassified ones, and words matched without normalising apostrophes.
const IGNORE_PLURALIZE = new Set(['children', 'dy', 'pro', 'remain', 'so', 'dice', 'fus']);
const REGULAR = ['hell', 'whore'];

/** The cuss list with each phrase's singular and plural, as retext-profanities unpacks it. */
function unpackedCuss(): Map<string, number> {
  const ratings = new Map<string, number>();
  const add = (phrase: string, rating: number): void => {
    if (!IGNORE_PLURALIZE.has(phrase)) ratings.set(phrase, rating);
  };
  for (const [phrase, rating] of Object.entries(cuss)) {
    add(phrase, rating);
    add(pluralize.singular(phrase), rating);
    add(pluralize.plural(phrase), rating);
  }
  return ratings;
}

export interface ProfanityOptions {
  /** The least rating (0–2) a phrase must have to be reported. */
  readonly sureness: number;
}

/** A match of the cuss list at a sureness, with the fields its message carries. */
interface Profanity {
  readonly start: Point;
  readonly end: Point;
  readonly ruleId: string;
  readonly actual: string;
}

/** Visits the matches of the cuss list rated at least `sureness` in a tree, in the plugin's order. */
function searchProfanities(tree: Root, sureness: number, visit: (found: Profanity) => void): void {
  const { ratings, normals, literals } = profanityIndex();
  const handle: Handler = (match, _index, _parent, phrase) => {
    const start = match[0]?.position?.start;
    const end = match[match.length - 1]?.position?.end;
    if ((ratings.get(phrase) ?? 0) < sureness || !start || !end) return;
    visit({ start, end, ruleId: phrase.replace(/\W+/g, '-'), actual: toString(match) });
  };
  normals(tree, handle);
  literals(tree, handle);
}

/** retext-profanities' (English) matches in a tree at a sureness, with its message fields. */
export function profanityMessages(options: ProfanityOptions = { sureness: 0 }): TreeSearch {
  return (tree) => {
    const messages: TreeMessage[] = [];
    searchProfanities(tree, options.sureness, ({ start, end, ruleId, actual }) => {
      if (start.offset === undefined || end.offset === undefined) return;
      messages.push({ from: start.offset, to: end.offset, ruleId, actual, expected: [] });
    });
    return messages;
  };
}

/**
 * retext-profanities (English) with its phrase list indexed once instead of on every run (see
 * `indexedPhraseSearch`): the same matches, phrases, ratings and message fields (`ruleId`, `actual`,
 * `expected`). Its search runs twice per tree over a list of thousands of phrases, and a check runs it
 * on every block and again on the blocks its fixes change.
 */
export function retextProfanitiesIndexed(options: ProfanityOptions = { sureness: 0 }) {
  return (tree: Root, file: VFile): void => {
    searchProfanities(tree, options.sureness, ({ start, end, ruleId, actual }) => {
      const message = file.message(`Don’t use \`${actual}\``, {
        place: { start, end },
        ruleId,
        source: 'retext-profanities',
      });
      message.actual = actual;
      message.expected = [];
    });
  };
}

interface ProfanityIndex {
  readonly ratings: ReadonlyMap<string, number>;
  readonly normals: ReturnType<typeof indexedPhraseSearch>;
  readonly literals: ReturnType<typeof indexedPhraseSearch>;
}

let index: ProfanityIndex | undefined;

/** Built on first use and shared by every guide: unpacking and indexing the list takes milliseconds. */
function profanityIndex(): ProfanityIndex {
  if (index) return index;
  const ratings = unpackedCuss();
  const phrases = [...ratings.keys()];
  index = {
    ratings,
    normals: indexedPhraseSearch(phrases.filter((phrase) => !REGULAR.includes(phrase))),
    literals: indexedPhraseSearch(
      REGULAR.filter((phrase) => ratings.has(phrase)),
      { allowApostrophes: true },
    ),
  };
  return index;
}
