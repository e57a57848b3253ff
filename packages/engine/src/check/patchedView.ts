import type { Paragraph, Root, RootContent } from 'nlcst';
import { parseProse, viewOfTree } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';
import { applyFixes } from './applyFixes.ts';
import { moved, moveInPlace, shift } from './movedNodes.ts';
import { characterKind } from './characterKind.ts';
import { replacedWords } from './replacedWords.ts';
import { keepsItsStart, keepsLastWord, sentenceHolding } from './sentenceOfFix.ts';

/** Where a sentence node sits in a block's tree: its paragraph (a child of the root) and its index there. */
interface SentencePlace {
  readonly paragraph: number;
  readonly child: number;
}

/**
 * The view of a block's prose with `fixes` (sorted, not overlapping) applied, parsing again only the run
 * of sentences the fixes touch and reusing the rest of the tree, moved by the change in length. Fix
 * verification re-reads every block with a fix, and parsing is the larger part of that; a fix changes
 * a word or two of one sentence.
 *
 * The result is the tree a full parse of the fixed prose gives. Where that is not certain, it answers
 * undefined and the caller parses the whole text: a run of sentences reads alike alone and in its
 * paragraph as long as its first character is of the same kind (a lower-case letter, a digit or a
 * closing mark joins a sentence to the one before) and the word that ends it, with its punctuation, is
 * the same (an abbreviation there joins the next sentence to it); and the run must still hold as many
 * sentences.
 */
export function patchedView(view: BlockView, fixes: readonly RuleFix[]): BlockView | undefined {
  const places = sentencePlaces(view.tree);
  if (fixes.length === 0 || places.length !== view.sentences.length) return undefined;
  const first = sentenceHolding(view, fixes[0]);
  const last = sentenceHolding(view, fixes[fixes.length - 1]);
  if (first === undefined || last === undefined) return undefined;
  const firstPlace = places[first];
  const lastPlace = places[last];
  const firstSentence = view.sentences[first];
  const lastSentence = view.sentences[last];
  if (!firstPlace || !lastPlace || !firstSentence || !lastSentence) return undefined;
  if (firstPlace.paragraph !== lastPlace.paragraph) return undefined;
  // Every fix must lie inside one sentence of the run, not in the space between two.
  if (!fixes.every((fix) => sentenceHolding(view, fix) !== undefined)) return undefined;

  const start = firstSentence.start;
  const end = lastSentence.end;
  const original = view.text.slice(start, end);
  const fixed = applyFixes(
    original,
    fixes.map((fix) => ({ from: fix.from - start, to: fix.to - start, replacement: fix.replacement })),
  );
  const delta = fixed.length - original.length;
  const text = view.text.slice(0, start) + fixed + view.text.slice(end);
  const paragraphNode = view.tree.children[firstPlace.paragraph];
  if (paragraphNode?.type !== 'ParagraphNode') return undefined;
  // Whole words swapped for plain words: the other words of their sentences read as before.
  const run = paragraphNode.children.slice(firstPlace.child, lastPlace.child + 1);
  const replaced = replacedWords(view, run, fixes);
  if (replaced) {
    return viewOfTree(
      text,
      spliced(view.tree, firstPlace, lastPlace, replaced, delta),
      view.kind,
      view.level,
      view.heading,
    );
  }

  const hasPrevious = places[first - 1]?.paragraph === firstPlace.paragraph;
  const hasNext = places[last + 1]?.paragraph === lastPlace.paragraph;
  if (hasPrevious && characterKind(fixed) !== characterKind(original)) return undefined;
  if (hasPrevious && !keepsItsStart(view, first, fixed)) return undefined;
  if (hasNext && !keepsLastWord(view, lastSentence, fixes)) return undefined;

  const parsed = parseProse(fixed);
  const paragraph = parsed.children[0];
  if (parsed.children.length !== 1 || paragraph?.type !== 'ParagraphNode') return undefined;
  const sentenceCount = paragraph.children.filter((child) => child.type === 'SentenceNode').length;
  if (sentenceCount !== last - first + 1) return undefined;
  for (const child of paragraph.children) moveInPlace(child, start);
  const tree = spliced(view.tree, firstPlace, lastPlace, paragraph.children, delta);
  return viewOfTree(text, tree, view.kind, view.level, view.heading);
}

function sentencePlaces(tree: Root): SentencePlace[] {
  const places: SentencePlace[] = [];
  for (const [paragraph, node] of tree.children.entries()) {
    // A sentence directly under the root has no paragraph to splice into: such a tree is parsed anew.
    if (node.type === 'SentenceNode') return [];
    if (node.type !== 'ParagraphNode') continue;
    for (const [child, sentence] of node.children.entries()) {
      if (sentence.type === 'SentenceNode') places.push({ paragraph, child });
    }
  }
  return places;
}

/** A copy of the tree with the run of sentences `[first, last]` replaced by `replacement`. */
function spliced(
  tree: Root,
  first: SentencePlace,
  last: SentencePlace,
  replacement: Paragraph['children'],
  delta: number,
): Root {
  const children = tree.children.map((node, index): RootContent => {
    if (index < first.paragraph) return node;
    if (index > first.paragraph) return moved(node, delta);
    if (node.type !== 'ParagraphNode') return node;
    const paragraph: Paragraph = {
      ...node,
      children: [
        ...node.children.slice(0, first.child),
        ...replacement,
        ...node.children.slice(last.child + 1).map((child) => moved(child, delta)),
      ],
    };
    if (node.position) {
      paragraph.position = { start: node.position.start, end: shift(node.position.end, delta) };
    }
    return paragraph;
  });
  const root: Root = { ...tree, children };
  if (tree.position) root.position = { start: tree.position.start, end: shift(tree.position.end, delta) };
  return root;
}
