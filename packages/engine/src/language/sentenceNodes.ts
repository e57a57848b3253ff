import type { Root, Sentence } from 'nlcst';

/** The sentence nodes of a block's tree in reading order: under its paragraphs, or under the root. */
export function sentenceNodes(tree: Root): Sentence[] {
  const sentences: Sentence[] = [];
  for (const node of tree.children) {
    if (node.type === 'SentenceNode') sentences.push(node);
    else if (node.type === 'ParagraphNode') {
      for (const child of node.children) if (child.type === 'SentenceNode') sentences.push(child);
    }
  }
  return sentences;
}
