import type { Root } from 'nlcst';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import type { Handler } from 'nlcst-search';
import { toString } from 'nlcst-to-string';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { weasels } from 'weasels';
import { indexedPhraseSearch } from './indexedPhraseSearch.ts';
import type { TreeMessage } from './retextAdapter.ts';

// retext-intensify's list (retext-intensify/lib/index.js, MIT): fillers, hedges and weasels, sorted.
const PHRASES = [...new Set([...fillers, ...hedges, ...weasels])].sort();
const WEASELS = new Set(weasels);
const FILLERS = new Set(fillers);

let searchPhrases: ReturnType<typeof indexedPhraseSearch> | undefined;

/** A match of retext-intensify's list, with the fields its message carries. */
interface Intensifier {
  readonly start: Point;
  readonly end: Point;
  readonly parent: Parameters<Handler>[2];
  readonly ruleId: 'weasel' | 'filler' | 'hedge';
  readonly actual: string;
}

/** Visits the matches of retext-intensify's list in a tree, in the plugin's order. */
function searchIntensifiers(tree: Root, visit: (found: Intensifier) => void): void {
  searchPhrases ??= indexedPhraseSearch(PHRASES);
  searchPhrases(tree, (match, _index, parent, phrase) => {
    const start = match[0]?.position?.start;
    const end = match[match.length - 1]?.position?.end;
    if (!start || !end) return;
    const ruleId = WEASELS.has(phrase) ? 'weasel' : FILLERS.has(phrase) ? 'filler' : 'hedge';
    visit({ start, end, parent, ruleId, actual: toString(match) });
  });
}

/** retext-intensify's matches in a tree, with its message fields (`ruleId` weasel, filler or hedge). */
export function intensifyMessages(tree: Root): TreeMessage[] {
  const messages: TreeMessage[] = [];
  searchIntensifiers(tree, ({ start, end, ruleId, actual }) => {
    if (start.offset === undefined || end.offset === undefined) return;
    messages.push({ from: start.offset, to: end.offset, ruleId, actual, expected: [] });
  });
  return messages;
}

/**
 * retext-intensify with its list indexed once instead of on every run (see `indexedPhraseSearch`): the
 * same matches and message fields (`ruleId` weasel, filler or hedge; `actual`; `expected`).
 */
export function retextIntensifyIndexed() {
  return (tree: Root, file: VFile): void => {
    searchIntensifiers(tree, ({ start, end, parent, ruleId, actual }) => {
      const message = file.message(`Unexpected ${ruleId} word \`${actual}\``, {
        ancestors: [parent],
        place: { start, end },
        ruleId,
        source: 'retext-intensify',
      });
      message.actual = actual;
      message.expected = [];
    });
  };
}
