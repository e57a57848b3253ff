import type { Root } from 'nlcst';
import { cuss } from 'cuss';
import { toString } from 'nlcst-to-string';
import pluralize from 'pluralize';
import type { VFile } from 'vfile';
import type { Handler } from 'nlcst-search';
import { indexedPhraseSearch } from './indexed-phrase-search.ts';
import type { TreeMessage, TreeSearch } from './retext-adapter.ts';

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

/** retext-profanities' (English) matches in a tree at a sureness, with its message fields. */
export function profanityMessages(options: ProfanityOptions = { sureness: 0 }): TreeSearch {
  const { ratings, normals, literals } = profanityIndex();
  return (tree) => {
    const messages: TreeMessage[] = [];
    const handle: Handler = (match, _index, _parent, phrase) => {
      const rating = ratings.get(phrase) ?? 0;
      const from = match[0]?.position?.start.offset;
      const to = match[match.length - 1]?.position?.end.offset;
      if (rating < options.sureness || from === undefined || to === undefined) return;
      messages.push({ from, to, ruleId: phrase.replace(/\W+/g, '-'), actual: toString(match), expected: [] });
    };
    normals(tree, handle);
    literals(tree, handle);
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
  const { ratings, normals, literals } = profanityIndex();
  return (tree: Root, file: VFile): void => {
    const handle: Handler = (match, _index, _parent, phrase) => {
      const rating = ratings.get(phrase) ?? 0;
      const first = match[0];
      const last = match[match.length - 1];
      if (rating < options.sureness || !first?.position || !last?.position) return;
      const actual = toString(match);
      const message = file.message(`Don’t use \`${actual}\``, {
        place: { start: first.position.start, end: last.position.end },
        ruleId: phrase.replace(/\W+/g, '-'),
        source: 'retext-profanities',
      });
      message.actual = actual;
      message.expected = [];
    };
    normals(tree, handle);
    literals(tree, handle);
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
