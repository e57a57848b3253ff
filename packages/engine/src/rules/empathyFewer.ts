import type { BlockView } from '../language/types.ts';

/**
 * Fewer of what the reader gets in each period (seventeenth pass): a magazine that "will print two issues a
 * year instead of four", readers who "can now read three free articles a month, down from ten", a club
 * that runs "two classes a week rather than three". A count of things given per period set against a
 * higher old count; a count of what the reader spends ("5 minutes a day instead of 20") is no loss, so
 * the thing counted must be one given (issues, articles, deliveries, classes, trains…).
 */

const NUMBER_WORDS = new Map([
  ...(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const).map(
    (word, at) => [word, at + 1] as const,
  ),
  ['eleven', 11],
  ['twelve', 12],
  ['fifteen', 15],
  ['twenty', 20],
  ['thirty', 30],
]);
const NUMBER = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)`;
// Things given per period: what a publisher, a service or a club gives the reader.
const GIVEN = String.raw`(?:issues?|editions?|articles?|stories|episodes?|newsletters?|deliveries|delivery|collections?|visits?|classes|class|sessions?|lessons?|trains?|buses|bus|services?|departures?|flights?|screenings?|downloads?|credits?|meals?|swims?|tokens?|messages?|exports?|reports?|seats?|places?|films?|titles?|books?|loans?|rentals?)`;
const PERIOD = String.raw`(?:a|per|each|every) (?:year|month|week|day|term|season|quarter|fortnight)`;
const FEWER = new RegExp(
  String.raw`\b${NUMBER} (?:[\p{L}-]+ ){0,2}${GIVEN} ${PERIOD},? (?:instead of|down from|rather than|compared with|not) ${NUMBER}\b`,
  'giu',
);

function count(word: string): number {
  return NUMBER_WORDS.get(word.toLowerCase()) ?? Number(word);
}

/** The index of the new, lower count, or undefined. */
export function fewerPerPeriod(block: BlockView): number | undefined {
  const { text, words } = block;
  for (const match of text.matchAll(FEWER)) {
    const [now, old] = [match[1], match[2]];
    if (now === undefined || old === undefined || count(now) >= count(old)) continue;
    const index = words.findIndex((word) => word.start >= match.index);
    if (index >= 0) return index;
  }
  return undefined;
}
