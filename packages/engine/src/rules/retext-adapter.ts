import type { Node as UnistNode } from 'unist';
import type { Paragraph, Root, Sentence } from 'nlcst';
import { unified, type Plugin } from 'unified';
import type { BlockView, WordView } from '../language/types.ts';

/** A retext plugin's message, with offsets into its block's prose. */
export interface RetextMessage {
  readonly from: number;
  readonly to: number;
  /** The plugin's rule id (a phrase, or a kind such as `filler`). */
  readonly ruleId: string;
  /** The text the plugin matched. */
  readonly actual: string;
  /** The plugin's replacements, if any. */
  readonly expected: readonly string[];
}

export interface RetextRunnerOptions {
  /**
   * A cheap test on a sentence's words: only sentences that pass go to the plugin. It must pass every
   * sentence the plugin could report on; then the result is the same as without it. Retext plugins scan
   * phrase lists word by word, which costs far more than such a test.
   */
  readonly select?: (words: readonly WordView[]) => boolean;
}

/**
 * Runs a retext plugin on blocks' nlcst trees (parsed once, shared with the other rules) and returns
 * its messages per block, as offsets into each block's prose. All blocks go through the plugin in one
 * run, since its set-up (indexing a phrase list) costs more than a block. The sentences sent are copies
 * whose offsets are moved past the previous block's, so each message's offset names its block.
 * The rule built on the adapter owns its message (what to do), category and severity.
 */
export function retextRunner<Options>(
  plugin: Plugin<[Options?], Root>,
  options?: Options,
  runner: RetextRunnerOptions = {},
): (blocks: readonly BlockView[]) => RetextMessage[][] {
  const processor = unified().use(plugin, options).freeze();
  const select = runner.select;
  return (blocks) => {
    const result: RetextMessage[][] = blocks.map(() => []);
    const bases: number[] = [];
    const paragraphs: Paragraph[] = [];
    let base = 0;
    for (const [index, block] of blocks.entries()) {
      bases.push(base);
      const sentences: Sentence[] = [];
      const nodes = select ? undefined : sentenceNodes(block);
      for (const [position, sentence] of block.sentences.entries()) {
        if (select && !select(block.words.slice(sentence.firstWord, sentence.endWord))) continue;
        const node = (nodes ?? sentenceNodes(block))[position];
        if (node) sentences.push(shifted(node, base));
      }
      if (sentences.length > 0) paragraphs.push({ type: 'ParagraphNode', children: sentences });
      // One unit of gap keeps a match from reaching across two blocks.
      base += block.text.length + 1;
      result[index] = [];
    }
    if (paragraphs.length === 0) return result;
    // Every retext plugin used here is synchronous, so `run` calls back before it returns.
    processor.run({ type: 'RootNode', children: paragraphs }, undefined, (error, _tree, file) => {
      if (error) throw error;
      for (const message of file?.messages ?? []) {
        const place = message.place;
        const from = place && 'start' in place ? place.start.offset : place?.offset;
        const to = place && 'end' in place ? place.end.offset : undefined;
        if (from === undefined || to === undefined) continue;
        const index = blockAt(bases, from);
        const block = blocks[index];
        const offset = bases[index] ?? 0;
        if (!block) continue;
        result[index]?.push({
          from: from - offset,
          to: to - offset,
          ruleId: message.ruleId ?? '',
          actual: message.actual ?? block.text.slice(from - offset, to - offset),
          expected: message.expected ?? [],
        });
      }
    });
    return result;
  };
}

/** The nlcst sentence nodes of a block, in the order of `BlockView.sentences`. */
function sentenceNodes(block: BlockView): Sentence[] {
  const nodes: Sentence[] = [];
  for (const child of block.tree.children) {
    if (child.type !== 'ParagraphNode') continue;
    for (const node of child.children) if (node.type === 'SentenceNode') nodes.push(node);
  }
  return nodes;
}

/** A deep copy of a node with every offset moved by `base` (the block's own tree stays untouched). */
function shifted<T extends UnistNode>(node: T, base: number): T {
  const copy: Record<string, unknown> = { ...(node as UnistNode & Record<string, unknown>) };
  if (node.position) {
    copy.position = {
      start: { ...node.position.start, offset: (node.position.start.offset ?? 0) + base },
      end: { ...node.position.end, offset: (node.position.end.offset ?? 0) + base },
    };
  }
  if ('children' in node && Array.isArray(node.children)) {
    copy.children = (node.children as UnistNode[]).map((child) => shifted(child, base));
  }
  return copy as T;
}

function blockAt(bases: readonly number[], offset: number): number {
  let low = 0;
  let high = bases.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((bases[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
