import type { BlockView } from '../language/types.ts';
import { fromDate } from './empathyChanges.ts';
import { CURRENCY } from './empathyQuantities.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * A new charge announced with a verb of charging rather than the word "fee now applies" (GOV.UK bad-news
 * letters: a charge introduced): the writer who "will charge $2 for each paper statement" from a date,
 * and orders that "will carry a A$1.50 handling fee" from a date. Without a start date the same words
 * state a tariff ("We charge $2 for paper statements", "Late payments incur a £10 fee") and pass.
 */

const CHARGE_VERBS = new Set(['charge', 'charging']);
const WRITER = new Set(['we', "we'll", 'will', 'start', 'begin', 'now']);
const CARRY = new Set(['carry', 'attract', 'incur', 'include', 'have']);
const COSTS = new Set([
  ...['fee', 'fees', 'charge', 'charges', 'surcharge', 'surcharges', 'levy', 'supplement', 'premium'],
]);
// What dates the change besides "from 1 March": "starting next month", "effective 1 May", "as of".
const MARKERS = new Set(['starting', 'effective', 'beginning']);

/** Whether the sentence of `index` dates a change: "from 1 March", "starting next month", "as of". */
function dated(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    const normal = words[at]?.normal ?? '';
    if (MARKERS.has(normal) || fromDate(block, at)) return true;
    if (normal === 'as' && words[at + 1]?.normal === 'of') return true;
  }
  return false;
}

/**
 * A charge that starts on a date: "Starting next month, we will charge $2 for each paper statement", "From
 * 1 March, orders under A$20 will carry a A$1.50 handling fee". Returns the verb's index.
 */
export function newCharge(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    const same = (at: number): string => wordInSentence(words, index, at);
    let found = false;
    if (CHARGE_VERBS.has(normal) && WRITER.has(same(index - 1))) {
      // An amount right after the verb: "charge $2 for each…", not "charge your card".
      const next = words[index + 1];
      found = next !== undefined && CURRENCY.test(text.slice(words[index]?.end ?? 0, next.end + 1));
    } else if (CARRY.has(normal) && same(index - 1) === 'will') {
      for (let at = index + 1; at <= index + 5 && !found; at++) found = COSTS.has(same(at));
    }
    if (found && dated(block, index)) return index;
  }
  return undefined;
}
