import type { Root } from 'nlcst';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import type { Handler } from 'nlcst-search';
import { toString } from 'nlcst-to-string';
import type { VFile } from 'vfile';
import { weasels } from 'weasels';
import { indexedPhraseSearch } from './indexed-phrase-search.ts';
import type { TreeMessage } from './retext-adapter.ts';

// retext-intensify's list (retext-intensify/lib/index.js, MIT): fillers, hedges and weasels, sorted.
const PHRASES = [...new Set([...fillers, ...hedges, ...weasels])].sort();
const WEASELS = new Set(weasels);
const FILLERS = new Set(fillers);

let searchPhrases: ReturnType<typeof indexedPhraseSearch> | undefined;

/** retext-intensify's matches in a tree, with its message fields (`ruleId` weasel, filler or hedge). */
export function intensifyMessages(tree: Root): TreeMessage[] {
  searchPhrases ??= indexedPhraseSearch(PHRASES);
  const messages: TreeMessage[] = [];
  searchPhrases(tree, (match, _index, _parent, phrase) => {
    const first = match[0];
    const last = match[match.length - 1];
    const from = first?.position?.start.offset;
    const to = last?.position?.end.offset;
    if (from === undefined || to === undefined) return;
    const ruleId = WEASELS.has(phrase) ? 'weasel' : FILLERS.has(phrase) ? 'filler' : 'hedge';
    messages.push({ from, to, ruleId, actual: toString(match), expected: [] });
  });
  return messages;
}

/**
 * retext-intensify with its list indexed once instead of on every run (see `indexedPhraseSearch`): the
 * same matches and message fields (`ruleId` weasel, filler or hedge; `actual`; `expected`).
 */
export function retextIntensifyIndexed() {
  searchPhrases ??= indexedPhraseSearch(PHRASES);
  const search = searchPhrases;
  return (tree: Root, file: VFile): void => {
    const handle: Handler = (match, _index, parent, phrase) => {
      const first = match[0];
      const last = match[match.length - 1];
      if (!first?.position || !last?.position) return;
      const ruleId = WEASELS.has(phrase) ? 'weasel' : FILLERS.has(phrase) ? 'filler' : 'hedge';
      const actual = toString(match);
      const message = file.message(`Unexpected ${ruleId} word \`${actual}\``, {
        ancestors: [parent],
        place: { start: first.position.start, end: last.position.end },
        ruleId,
        source: 'retext-intensify',
      });
      message.actual = actual;
      message.expected = [];
    };
    search(tree, handle);
  };
}
