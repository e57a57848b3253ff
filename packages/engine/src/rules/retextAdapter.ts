import type { Node as UnistNode } from 'unist';
import type { Paragraph, Root, Sentence, SentenceContent, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { unified, type Plugin } from 'unified';
import { sentenceNodes } from '../language/sentenceNodes.ts';
import type { BlockView, SentenceView, WordView } from '../language/types.ts';

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
   * A cheap test on a sentence's words (`words[first, end)`, the block's words not copied): only
   * sentences that pass go to the plugin. It must pass every sentence the plugin could report on; then
   * the result is the same as without it. Retext plugins scan phrase lists word by word, which costs far
   * more than such a test.
   */
  readonly select?: (words: readonly WordView[], first: number, end: number) => boolean;
  /**
   * The words whose messages the rule uses: the plugin gets, of each sentence, only these words, what
   * lies between each of them and the nearest word either side, and `reach` words after each (one
   * placeholder word stands for each run of words left out). Only for plugins that search single-word
   * phrases with nlcst-search (no wildcards): a match at such a word depends on nothing else (the
   * word, its neighbours up to the next word, whether words come before or after it, the words of its
   * phrase). Messages of matches that start at other words, or reach past `reach`, may be lost.
   */
  readonly keep?: { readonly word: (word: WordView) => boolean; readonly reach: number };
  /**
   * Sends each word as its text (`value`) instead of its parts: the tree walk then meets half the
   * nodes. Only for plugins that read words through nlcst-to-string (as nlcst-search does).
   */
  readonly flatWords?: boolean;
}

/** Stands for a run of words left out of a sentence: no phrase starts with it. */
const PLACEHOLDER = '\u0001';

/** A message of a search over a tree: offsets into the tree's text, and the plugin's message fields. */
export interface TreeMessage {
  readonly from: number;
  readonly to: number;
  readonly ruleId: string;
  readonly actual: string | undefined;
  readonly expected: readonly string[];
}

/** A search that reports on a tree as a retext plugin would, without a VFile. */
export type TreeSearch = (tree: Root) => TreeMessage[];

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
  return searchRunner((tree) => {
    const messages: TreeMessage[] = [];
    // Every retext plugin used here is synchronous, so `run` calls back before it returns.
    processor.run(tree, undefined, (error, _tree, file) => {
      if (error) throw error;
      for (const message of file?.messages ?? []) {
        const place = message.place;
        const from = place && 'start' in place ? place.start.offset : place?.offset;
        const to = place && 'end' in place ? place.end.offset : undefined;
        if (from === undefined || to === undefined) continue;
        messages.push({
          from,
          to,
          ruleId: message.ruleId ?? '',
          actual: message.actual,
          expected: message.expected ?? [],
        });
      }
    });
    return messages;
  }, runner);
}

/**
 * `retextRunner` for a search of our own that reports as a retext plugin does (the indexed intensify and
 * profanity searches): the same sentences sent, without a unified run and a VFile message per match.
 */
export function searchRunner(
  search: TreeSearch,
  runner: RetextRunnerOptions = {},
): (blocks: readonly BlockView[]) => RetextMessage[][] {
  const select = runner.select;
  const keep = runner.keep;
  const flat = runner.flatWords === true;
  return (blocks) => {
    const bySentence: Array<Array<RetextMessage[] | undefined>> = blocks.map(() => []);
    const sent: SentSentence[] = [];
    const paragraphs: Paragraph[] = [];
    let base = 0;
    for (let index = 0; index < blocks.length; index++) {
      const block = blocks[index];
      if (!block) continue;
      const sentences: Sentence[] = [];
      let nodes: Sentence[] | undefined;
      const lists = bySentence[index] ?? [];
      for (let position = 0; position < block.sentences.length; position++) {
        const sentence = block.sentences[position];
        if (!sentence) continue;
        if (select && !select(block.words, sentence.firstWord, sentence.endWord)) continue;
        nodes ??= sentenceNodes(block.tree);
        const node = nodes[position];
        if (!node) continue;
        lists[position] = [];
        sent.push({ at: base + sentence.start, block: index, position });
        sentences.push(keep ? trimmed(node, base, block, sentence, keep, flat) : shifted(node, base, flat));
      }
      if (sentences.length > 0) paragraphs.push({ type: 'ParagraphNode', children: sentences });
      // One unit of gap keeps a match from reaching across two blocks.
      base += block.text.length + 1;
    }
    if (paragraphs.length === 0) return bySentence.map(() => []);
    for (const message of search({ type: 'RootNode', children: paragraphs })) {
      const entry = sent[sentenceAt(sent, message.from)];
      const block = entry && blocks[entry.block];
      if (!entry || !block) continue;
      const sentence = block.sentences[entry.position];
      const offset = entry.at - (sentence?.start ?? 0);
      const from = message.from - offset;
      const to = message.to - offset;
      bySentence[entry.block]?.[entry.position]?.push({
        from,
        to,
        ruleId: message.ruleId,
        actual: message.actual ?? block.text.slice(from, to),
        expected: message.expected,
      });
    }
    return bySentence.map((lists) => lists.flatMap((list) => list ?? []));
  };
}

/** A sentence sent to the plugin: where it starts in the run, its block and place there. */
interface SentSentence {
  readonly at: number;
  readonly block: number;
  readonly position: number;
}

/**
 * A copy of a sentence moved by `base` with only the parts `keep` asks for (see `RetextRunnerOptions`):
 * around each kept word, from the nearest word (or source) before it to its `reach`-th non-white-space
 * sibling after it and on to the next word (or source); each other run holding a word becomes one
 * placeholder word, so whether words come before or after a kept word stays as it was.
 */
function trimmed(
  node: Sentence,
  base: number,
  block: BlockView,
  sentence: SentenceView,
  keep: NonNullable<RetextRunnerOptions['keep']>,
  flat: boolean,
): Sentence {
  const starts = new Set<number>();
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    const word = block.words[index];
    if (word && keep.word(word)) starts.add(word.start);
  }
  const children = node.children;
  const kept = new Uint8Array(children.length);
  const stops = (child: SentenceContent | undefined): boolean =>
    child?.type === 'WordNode' || child?.type === 'SourceNode';
  // Plain loops over the sentence's children: an entries iterator makes a pair per child.
  for (let at = 0; at < children.length; at++) {
    const child = children[at];
    if (child?.type !== 'WordNode' || !starts.has(child.position?.start.offset ?? -1)) continue;
    let from = at - 1;
    while (from > 0 && !stops(children[from])) from--;
    let to = at + 1;
    let seen = 0;
    while (to < children.length - 1 && seen < keep.reach) {
      if (children[to]?.type !== 'WhiteSpaceNode') seen++;
      if (seen < keep.reach) to++;
    }
    while (to < children.length - 1 && !stops(children[to])) to++;
    kept.fill(1, Math.max(0, from), Math.min(children.length, to + 1));
  }
  const copy: SentenceContent[] = [];
  let run: SentenceContent[] = [];
  const flush = (): void => {
    if (run.some((child) => child.type === 'WordNode')) {
      copy.push({ type: 'WordNode', children: [{ type: 'TextNode', value: PLACEHOLDER }] });
    } else {
      for (const child of run) copy.push(shifted(child, base, flat));
    }
    run = [];
  };
  for (let at = 0; at < children.length; at++) {
    const child = children[at];
    if (!child) continue;
    if (kept[at] === 1) {
      flush();
      copy.push(shifted(child, base, flat));
    } else {
      run.push(child);
    }
  }
  flush();
  const result: Sentence = { ...node, children: copy };
  const moved = shifted({ ...node, children: [] }, base);
  if (moved.position) result.position = moved.position;
  return result;
}

/** A deep copy of a node with every offset moved by `base` (the block's own tree stays untouched). */
function shifted<T extends UnistNode>(node: T, base: number, flat = false): T {
  if (flat && node.type === 'WordNode') return flatWord(node as unknown as Word, base) as unknown as T;
  const copy: Record<string, unknown> = { ...(node as UnistNode & Record<string, unknown>) };
  if (node.position) {
    copy.position = {
      start: { ...node.position.start, offset: (node.position.start.offset ?? 0) + base },
      end: { ...node.position.end, offset: (node.position.end.offset ?? 0) + base },
    };
  }
  if ('children' in node && Array.isArray(node.children)) {
    copy.children = (node.children as UnistNode[]).map((child) => shifted(child, base, flat));
  }
  return copy as T;
}

/**
 * A word moved by `base` as its text: nlcst-to-string reads `value` first, and the walk has no children
 * to visit. Made without its children rather than copied and deleted from (a deleted property turns
 * an object into a slow dictionary for every later read).
 */
function flatWord(word: Word, base: number): UnistNode & { value: string } {
  const { children: _parts, ...rest } = word;
  const copy: UnistNode & { value: string } = { ...rest, value: toString(word) };
  if (word.position) {
    copy.position = {
      start: { ...word.position.start, offset: (word.position.start.offset ?? 0) + base },
      end: { ...word.position.end, offset: (word.position.end.offset ?? 0) + base },
    };
  }
  return copy;
}

function sentenceAt(sent: readonly SentSentence[], offset: number): number {
  let low = 0;
  let high = sent.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((sent[middle]?.at ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
