import type { Root, Sentence } from 'nlcst';
import { normalize } from 'nlcst-normalize';
import { search, type Handler, type Options } from 'nlcst-search';

/**
 * nlcst-search for a fixed list of phrases, indexed once. `search` indexes its phrases by first word on
 * every call, which for a list of thousands (the cuss list) costs more than searching a check's text,
 * and walks the whole tree with unist-util-visit (microseconds a node). Here the sentences are walked
 * directly, and `search` gets only the sentences that hold the first word of a phrase, with only those
 * phrases, in the list's order. A phrase matches within one sentence (its words are siblings), so it
 * reports exactly what it would on the whole tree with every phrase, in the same order.
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
    for (const sentence of sentencesOf(tree)) {
      const candidates = new Set(anyFirstWord);
      for (const child of sentence.children) {
        if (child.type !== 'WordNode') continue;
        for (const phrase of byFirstWord.get(normalize(child, options)) ?? []) candidates.add(phrase);
      }
      if (candidates.size === 0) continue;
      const sorted = [...candidates].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      search(sentence, sorted, handler, options);
    }
  };
}

/** The sentences of a tree in reading order: under its paragraphs, or directly under the root. */
function* sentencesOf(tree: Root): Generator<Sentence> {
  for (const node of tree.children) {
    if (node.type === 'SentenceNode') yield node;
    else if (node.type === 'ParagraphNode') {
      for (const child of node.children) if (child.type === 'SentenceNode') yield child;
    }
  }
}
