import type { Root, SentenceContent } from 'nlcst';
import { isLiteral } from 'nlcst-is-literal';
import { normalize } from 'nlcst-normalize';
import type { Handler, Options } from 'nlcst-search';
import { sentenceNodes } from '../language/sentenceNodes.ts';

/** A phrase of the list: its text, and its words after the first, normalised ("*" matches any word). */
interface IndexedPhrase {
  readonly phrase: string;
  readonly rest: readonly string[];
}

/**
 * nlcst-search for a fixed list of phrases, indexed once: the same matches, in the same order, with the
 * same arguments to the handler. `search` indexes its phrases by first word on every call, which for a
 * list of thousands (the cuss list) costs more than searching a check's text, and walks the tree with
 * unist-util-visit (microseconds a node). Here the index is built once and the sentences are walked
 * directly: a phrase's words are siblings in one sentence, as `search` requires.
 */
export function indexedPhraseSearch(
  phrases: readonly string[],
  options: Options = {},
): (tree: Root, handler: Handler) => void {
  const byFirstWord = new Map<string, IndexedPhrase[]>();
  const anyFirstWord: IndexedPhrase[] = [];
  for (const phrase of phrases) {
    const [first = '', ...rest] = phrase.split(' ');
    const indexed = {
      phrase,
      rest: rest.map((word) => (word === '*' ? word : normalize(word, options))),
    };
    const key = normalize(first, options);
    if (key === '*') {
      anyFirstWord.push(indexed);
      continue;
    }
    const list = byFirstWord.get(key);
    if (list) list.push(indexed);
    else byFirstWord.set(key, [indexed]);
  }

  /** The nodes of the phrase starting at `start`, or undefined. */
  const matchAt = (siblings: readonly SentenceContent[], start: number, indexed: IndexedPhrase) => {
    let position = start + 1;
    for (const expected of indexed.rest) {
      // Words may be joined by white space.
      while (siblings[position]?.type === 'WhiteSpaceNode') position++;
      const node = siblings[position];
      if (node?.type !== 'WordNode') return undefined;
      if (expected !== '*' && expected !== normalize(node, options)) return undefined;
      position++;
    }
    return siblings.slice(start, position);
  };

  return (tree, handler) => {
    for (const sentence of sentenceNodes(tree)) {
      const siblings = sentence.children;
      for (const [position, node] of siblings.entries()) {
        if (node.type !== 'WordNode') continue;
        if (options.allowLiterals !== true && isLiteral(sentence, position)) continue;
        const found = byFirstWord.get(normalize(node, options));
        for (const indexed of found ? [...anyFirstWord, ...found] : anyFirstWord) {
          const match = matchAt(siblings, position, indexed);
          if (match) handler(match, position, sentence, indexed.phrase);
        }
      }
    }
  };
}
