import { toSourceRange } from '../document/offsetMap.ts';
import { parseDocument } from '../document/parseDocument.ts';
import type { ProseBlock, TextFormat } from '../document/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView, SentenceView, WordView } from '../language/types.ts';

/** A sentence with at least one word, with its place in its block and in the source. */
export interface SentenceRecord {
  /** Index into `TextReading.blocks`. */
  readonly block: number;
  readonly view: BlockView;
  readonly sentence: SentenceView;
  /** Index of `sentence` in `view.sentences`. */
  readonly index: number;
  readonly words: readonly WordView[];
  /** In a heading: counted, but not a sentence of running prose (readability, lengths, passive share). */
  readonly heading: boolean;
  /** The prose of the sentence (markup removed). */
  readonly text: string;
  /** UTF-16 offsets of the sentence in the analysed text. */
  readonly from: number;
  readonly to: number;
}

export interface ReadBlock {
  readonly block: ProseBlock;
  readonly view: BlockView;
}

/** A text parsed once by the engine's document model and language layer, for every measure to share. */
export interface TextReading {
  readonly source: string;
  readonly format: TextFormat;
  readonly blocks: readonly ReadBlock[];
  readonly sentences: readonly SentenceRecord[];
}

export function readText(text: string, format: TextFormat): TextReading {
  const document = parseDocument(text, format);
  const blocks: ReadBlock[] = [];
  const sentences: SentenceRecord[] = [];
  for (const block of document.blocks) {
    const view = analyzeProse(block.text, block.kind, block.level, block.heading);
    const index = blocks.length;
    blocks.push({ block, view });
    for (const [at, sentence] of view.sentences.entries()) {
      if (sentence.endWord <= sentence.firstWord) continue;
      const range = toSourceRange(block.map, sentence.start, sentence.end);
      sentences.push({
        block: index,
        view,
        sentence,
        index: at,
        words: view.words.slice(sentence.firstWord, sentence.endWord),
        heading: block.kind === 'heading',
        text: view.text.slice(sentence.start, sentence.end),
        from: range.from,
        to: range.to,
      });
    }
  }
  return { source: text, format, blocks, sentences };
}
