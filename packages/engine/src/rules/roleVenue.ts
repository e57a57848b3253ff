import { ROLE_VENUES } from '../data/pronouns.ts';
import type { BlockView } from '../language/types.ts';

const venues = new Set(ROLE_VENUES.map((entry) => entry.word));
// The determiners of a role named with its place: "the hotel guest", "each gym member", "a clinic patient".
const DETERMINERS = new Set(['the', 'each', 'a', 'an']);

/**
 * Where the noun phrase of a reader noun at `firstWord` starts, taking in a place or service written before
 * a role ("Hotel guests are welcome to…", "The gym member must…"). A singular role after a place needs its
 * determiner ("hotel guest must" is a headline's shorthand): without one, `undefined`. A noun phrase with no
 * place before it starts at `firstWord`.
 */
export function roleStart(block: BlockView, firstWord: number, plural: boolean): number | undefined {
  const noun = block.words[firstWord];
  const venue = block.words[firstWord - 1];
  if (!noun || !venue || !noun.joined || venue.sentence !== noun.sentence || !venues.has(venue.normal)) {
    return plural ? firstWord : undefined;
  }
  const determiner = block.words[firstWord - 2];
  if (determiner && venue.joined && determiner.sentence === noun.sentence) {
    if (DETERMINERS.has(determiner.normal)) return firstWord - 2;
  }
  return plural ? firstWord - 1 : undefined;
}
