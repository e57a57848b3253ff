import { MASK_CHARACTER } from '../document/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';

// A letter no word list holds, one UTF-16 unit like the mask, so every offset stays the same.
const CODE_WORD = 'z';

/**
 * The block with each masked span (inline code, an image) read as a one-letter word, for rules that need
 * code to hold a place in the sentence: "Set `host`, `port` and `user`" is a list of three items. Blocks
 * without a masked span are returned as they are, unparsed again.
 */
export function withCodeAsWords(block: BlockView): BlockView {
  if (!block.text.includes(MASK_CHARACTER)) return block;
  return analyzeProse(
    block.text.replaceAll(MASK_CHARACTER, CODE_WORD),
    block.kind,
    block.level,
    block.heading,
  );
}
