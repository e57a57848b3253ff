import type { BlockView } from '../language/types.ts';

/**
 * A charge the reader disputed, upheld after the writer looked into it (GOV.UK bad-news letters: a
 * complaint not upheld; the fifteenth pass): "I've checked your account and the charge of $45 is
 * correct, as the plan renewed before you cancelled", "the £30 fee is valid". A cost noun as the subject
 * of "is/was" and a word of being right, in a block where the writer says they checked or reviewed (an
 * answer to the reader's dispute). "The charge is correct and we've refunded the duplicate" is read with
 * its help like any news. Returns the index of the word of being right.
 */

const COSTS = new Set([
  ...['charge', 'charges', 'fee', 'fees', 'bill', 'invoice', 'amount', 'payment', 'fine', 'penalty'],
]);
const RIGHT = new Set(['correct', 'valid', 'right', 'accurate', 'due', 'owed', 'payable', 'legitimate']);
const LOOKED =
  /\b(?:i|we)(?:'ve|\u2019ve| have)? (?:checked|looked into|looked at|reviewed|investigated|gone through)\b/iu;

export function chargeUpheld(block: BlockView): number | undefined {
  if (!LOOKED.test(block.text)) return undefined;
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!RIGHT.has(words[index]?.normal ?? '')) continue;
    if (!/^(?:is|was|are|were)$/u.test(words[index - 1]?.normal ?? '')) continue;
    // The cost within six words before the verb: "the charge of $45 is correct".
    for (let at = index - 2; at >= Math.max(0, index - 7); at--) {
      if (words[at]?.sentence !== words[index]?.sentence) break;
      if (/^(?:not|no|never)$/u.test(words[at]?.normal ?? '')) break;
      if (COSTS.has(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}
