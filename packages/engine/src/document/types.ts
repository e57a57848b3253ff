/** What a block of prose is: the editor and the rules treat headings, list items and table cells apart. */
export type BlockKind = 'paragraph' | 'heading' | 'list-item' | 'quote' | 'table-cell';

export const BLOCK_KINDS: readonly BlockKind[] = ['paragraph', 'heading', 'list-item', 'quote', 'table-cell'];

/** The input formats the engine reads. */
export type TextFormat = 'plain' | 'markdown' | 'html';

export const TEXT_FORMATS: readonly TextFormat[] = ['plain', 'markdown', 'html'];

/**
 * Maps every UTF-16 unit of a block's prose back to the source range it came from. A unit that stands
 * for several source units (an entity, a masked URL, a CRLF read as one space) spans all of them.
 */
export interface OffsetMap {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/** One block of prose, with the text the rules read and the way back to the original input. */
export interface ProseBlock {
  readonly kind: BlockKind;
  /** Heading level 1–6; 0 for other kinds. */
  readonly level: number;
  /** The prose: markup removed, line breaks read as spaces, code/URLs/e-mails/@mentions masked. */
  readonly text: string;
  readonly map: OffsetMap;
  /** Source range of the block's prose in the original input. */
  readonly from: number;
  readonly to: number;
  /** The prose of the heading the block sits under, if any (see `underHeadings`). */
  readonly heading?: string | undefined;
}

/** A parsed input: its prose blocks in reading order. */
export interface ParsedDocument {
  readonly source: string;
  readonly format: TextFormat;
  readonly blocks: readonly ProseBlock[];
}

/**
 * Stands in for text that is not prose (code, a URL, an e-mail address, an @mention). The English
 * parser reads it as a symbol, so it is never a word, yet the sentence around it keeps its shape.
 */
export const MASK_CHARACTER = '\uFFFC';
