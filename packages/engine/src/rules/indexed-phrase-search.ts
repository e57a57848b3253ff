import type { Root, Word } from 'nlcst';
import { normalize } from 'nlcst-normalize';
import { search, type Handler, type Options } from 'nlcst-search';
import { visit } from 'unist-util-visit';

/**
 * nlcst-search for a fixed list of phrases, indexed once. `search` indexes its phrases by first word on
 * every call, which for a list of thousands (the cuss list) costs more than searching a check's text;
 * here each call passes only the phrases whose first word occurs in the tree, in the list's order. The
 * search considers only those phrases for any tree, so it reports exactly what it would with all of them.
 */
export function indexedPhraseSearch(
  phrases: readonly string[],
  options: Options = {},
): (tree: Root, handler: Handler) => void {
  const order = new Map(phrases.map((phrase, index) => [phrase, index]));
  const byFirstWord = new Map<string, string[]>();
  const anyFirstWord: string[] = [];
  for (const phrase of phrases) {
    const first = normalize(phrase.split(' ', 1)[0] ?? '', options);
    if (first === '*') {
      anyFirstWord.push(phrase);
      continue;
    }
    const list = byFirstWord.get(first);
    if (list) list.push(phrase);
    else byFirstWord.set(first, [phrase]);
  }
  return (tree, handler) => {
    const candidates = new Set(anyFirstWord);
    visit(tree, 'WordNode', (node: Word) => {
      for (const phrase of byFirstWord.get(normalize(node, options)) ?? []) candidates.add(phrase);
    });
    if (candidates.size === 0) return;
    const sorted = [...candidates].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    search(tree, sorted, handler, options);
  };
}
