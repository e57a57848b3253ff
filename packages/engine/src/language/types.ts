import type { Root } from 'nlcst';
import type { BlockKind } from '../document/types.ts';

/** A word of a block, with offsets into the block's prose. */
export interface WordView {
  /** As written. */
  readonly text: string;
  /** Lower case, typographic apostrophes made plain (see `normalWord`). */
  readonly normal: string;
  /** `normal` without hyphens and dots (see `looseWord`): "e-mail" and "email" meet here. */
  readonly loose: string;
  /** The bits of `normal` and `loose` in term-key bit sets (see `keyBits.ts`). */
  readonly normalBit: number;
  readonly looseBit: number;
  readonly start: number;
  readonly end: number;
  /** Index of its sentence in `BlockView.sentences`. */
  readonly sentence: number;
  /** The first word of its sentence (capitalisation there says nothing about the word). */
  readonly sentenceStart: boolean;
  /** Follows the previous word of its sentence with only whitespace between: phrases may span it. */
  readonly joined: boolean;
}

/** A sentence of a block: offsets into the block's prose and its words as `[firstWord, endWord)`. */
export interface SentenceView {
  readonly start: number;
  readonly end: number;
  readonly firstWord: number;
  readonly endWord: number;
}

/**
 * What a block rule reads: one block's prose, parsed once (nlcst, via retext-english) and shared by
 * every rule. Offsets are UTF-16 offsets into `text`.
 */
export interface BlockView {
  readonly kind: BlockKind;
  readonly level: number;
  readonly text: string;
  /** The nlcst tree of `text` (one paragraph), for rules and retext plugins that walk it. */
  readonly tree: Root;
  readonly sentences: readonly SentenceView[];
  readonly words: readonly WordView[];
  /**
   * The prose of the heading the block sits under in its document (the nearest one before it; for a
   * heading, the nearest of a higher level), if any: "### Requirements" makes "- Under 30" a hiring screen.
   */
  readonly heading?: string | undefined;
}
