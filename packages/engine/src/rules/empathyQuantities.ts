import type { BlockView } from '../language/types.ts';
import { frequencies } from './empathyIntervals.ts';

/**
 * The figures a change is told by, and whether the new one leaves the reader worse off (GOV.UK bad-news
 * letters: a service reduced or delayed). A change compares an old figure with a new one, "instead of",
 * "(it was …)" or "has moved from 12 March to 26 March": a time, a date, a week or a count. Whether
 * more is worse depends on what the sentence is about: a later date for what comes to the reader is a
 * delay, a later end is good news, fewer of what a service provides is less.
 */

// "$35", "€12", "120 EUR", "CHF 92", "R4,650" (rand, with a thousands comma or cents).
export const CURRENCY =
  /[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:eur|usd|gbp|chf)\b|\b(?:chf|eur|usd|gbp|zar|aud|cad|nzd)\s?\d|\bR\d{1,3}(?:,\d{3})+|\bR\d+\.\d{2}\b/iu;

const MONTHS = [
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
] as const;
const NUMBER_WORDS = [
  ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'],
  ...['twelve'],
] as const;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?m\b\.?|\b(\d{1,2}):(\d{2})\b/giu;
// "12 March", "12th of March", "March 12", "March 12th, 2027": a year, when given, orders dates across years.
const DATE = new RegExp(
  `\\b(?<day>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<month>${MONTH})\\b(?:,?\\s+(?<year>\\d{4})\\b)?` +
    `|\\b(?<month2>${MONTH})\\s+(?<day2>\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(?<year2>\\d{4})\\b)?`,
  'giu',
);
const COUNT = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')})\\b`, 'giu');
// Days in a year as the date scale counts them (31 a month).
const YEAR = 12 * 31;

export type Quantity = { readonly kind: 'time' | 'date' | 'interval' | 'count'; readonly value: number };

// How often a service comes, in days: "collected every other week instead of weekly" comes less often.
function intervals(text: string): number[] {
  return frequencies(text).map(([, days]) => days);
}

function times(text: string): number[] {
  return [...text.matchAll(TIME)].map((match) => {
    if (match[4] !== undefined) return Number(match[4]) * 60 + Number(match[5]);
    const hour = Number(match[1]) % 12;
    return (hour + (match[3]?.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(match[2] ?? 0);
  });
}

function dates(text: string): number[] {
  return [...text.matchAll(DATE)].map((match) => {
    const groups = match.groups ?? {};
    const month = (groups.month ?? groups.month2 ?? '').slice(0, 3).toLowerCase();
    const day = Number(groups.day ?? groups.day2);
    const year = Number(groups.year ?? groups.year2 ?? 0);
    return year * YEAR + MONTHS.indexOf(month as (typeof MONTHS)[number]) * 31 + day;
  });
}

function ordinalDays(text: string): number[] {
  return [
    ...text.matchAll(/\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:floor|century|time|place|row))/giu),
  ].map((match) => Number(match[1]));
}

function weeks(text: string): number[] {
  return [...text.matchAll(/\bweek\s+(\d{1,2})\b/giu)].map((match) => Number(match[1]));
}

function counts(text: string): number[] {
  return [...text.matchAll(COUNT)].map((match) => {
    const found = (match[1] ?? '').toLowerCase();
    const word = NUMBER_WORDS.indexOf(found as (typeof NUMBER_WORDS)[number]);
    return word >= 0 ? word : Number(found);
  });
}

/**
 * Two dates without a year half a year or more apart cross a new year: "from 28 December to 4 January"
 * moves later, not eleven months earlier.
 */
function acrossNewYear(now: number, old: number): number {
  if (now >= YEAR || old >= YEAR) return now;
  if (old - now > YEAR / 2) return now + YEAR;
  if (now - old > YEAR / 2) return now - YEAR;
  return now;
}

/**
 * The new quantity, read from `newText` (its last figure, or its first when `newFirst`), and the old one,
 * the first figure of `oldText`, when both are of one kind. Money and percentages are read elsewhere.
 */
export function compared(
  newText: string,
  oldText: string,
  newFirst = false,
): readonly [Quantity, Quantity] | undefined {
  if (CURRENCY.test(newText) || CURRENCY.test(oldText) || /%|percent/iu.test(newText + oldText)) {
    return undefined;
  }
  const pick = (values: number[]): number | undefined => (newFirst ? values[0] : values.at(-1));
  for (const [kind, read] of [
    ['time', times],
    ['date', dates],
    // "due in week 48, not week 44": a week of the year reads like a date.
    ['date', weeks],
    // "will ship on the 19th instead of the 5th": a day of the month without its month.
    ['date', ordinalDays],
    ['interval', intervals],
  ] as const) {
    const old = read(oldText)[0];
    const now = pick(read(newText));
    // A figure on one side only ("3 projects instead of 10. … archived on 1 February" read as one
    // sentence) compares nothing of its kind: try the next kind.
    if (old === undefined || now === undefined) continue;
    const value = read === dates ? acrossNewYear(now, old) : now;
    return [
      { kind, value },
      { kind, value: old },
    ];
  }
  const old = counts(oldText)[0];
  const now = pick(counts(newText));
  return old === undefined || now === undefined
    ? undefined
    : [
        { kind: 'count', value: now },
        { kind: 'count', value: old },
      ];
}

// Words that end a service's day or run: a later end is good news ("closes at 10 pm instead of 8 pm").
const ENDING = new Set([
  ...['close', 'closes', 'closing', 'shut', 'shuts', 'end', 'ends', 'until', 'expire', 'expires'],
  ...['deadline', 'valid', 'lasts', 'extended', 'runs'],
]);
// Words of something that comes to the reader: a later date or time is a delay.
const COMING = new Set([
  ...['arrive', 'arrives', 'arrival', 'deliver', 'delivered', 'delivery', 'expected', 'ship', 'ships'],
  ...['shipped', 'dispatch', 'dispatched', 'ready', 'reach', 'open', 'opens', 'opening', 'start'],
  ...['starts', 'begin', 'begins', 'appointment', 'paid', 'refund', 'due', 'available', 'booked'],
  ...['scheduled', 'shipping', 'installation', 'install', 'fitting', 'visit', 'collection', 'repair'],
  ...['surgery', 'operation', 'hearing', 'interview', 'departure', 'flight', 'payout'],
  // What the writer brings out or finishes for the reader: "The launch of the Pro tier has moved from 15
  // May to 30 June", "the completion date for your kitchen has moved to 14 November".
  // An event the reader goes to (FrameNet Social_event): "Parents' evening has been moved from 5 March
  // to 19 March" makes the reader wait longer for it.
  ...['evening', 'meeting', 'event', 'session', 'class', 'lesson', 'concert', 'performance', 'match'],
  ...['workshop', 'consultation', 'ceremony', 'screening', 'webinar', 'training', 'exam', 'tour'],
  ...['launch', 'release', 'completion', 'handover', 'rollout', 'go-live', 'publication', 'results'],
  // Care and checks booked for the reader (sixteenth pass): "Your MRI scan has moved from 14 May to 2
  // July", "your check-up has moved…".
  ...['scan', 'check-up', 'checkup', 'procedure', 'treatment', 'vaccination', 'jab', 'viewing'],
  ...['assessment', 'inspection', 'test', 'consultation', 'clinic', 'stay', 'booking', 'trip'],
]);
// Verbs of a service provided, of which fewer is less: "now includes 2 projects (it was 5)".
const PROVIDING = new Set([
  ...['include', 'includes', 'open', 'opens', 'run', 'runs', 'offer', 'offers', 'allow', 'allows'],
  ...['get', 'gets', 'give', 'gives', 'operate', 'operates', 'serve', 'serves', 'cover', 'covers'],
  ...['has', 'have', 'holds', 'stores', 'comes'],
]);
// What a service does each time it comes: "bins are collected", "the mobile library visits".
const SERVICE_VISITS = new Set([
  ...['collected', 'collection', 'collections', 'emptied', 'visits', 'visit', 'calls', 'delivered'],
  ...['deliveries', 'cleaned', 'service', 'services', 'serviced', 'open', 'held'],
  // What a round collects names the round: "Recycling: every three weeks instead of every fortnight".
  ...['recycling', 'waste', 'rubbish', 'refuse', 'bins', 'bin', 'pickups', 'pickup'],
]);
// Verbs of how long what the reader holds lasts: "expire after 12 months", "valid for 30 days".
const LIFETIMES = new Set(['expire', 'expires', 'valid', 'kept', 'stored', 'retained', 'lapse', 'lapses']);
const DURATION_UNITS = new Set(['days', 'weeks', 'months', 'years', 'hours']);
// A wait or an effort, of which fewer is better: "Delivery now takes 2 days instead of 5".
const WAITS = new Set([
  ...['take', 'takes', 'taking', 'wait', 'waits', 'late', 'delay', 'delays', 'steps', 'clicks'],
  ...['minutes', 'seconds', 'calories', 'errors'],
]);

/**
 * Whether the new quantity leaves the reader worse or better off, by what the words `from`…`to` of the
 * sentence speak of: fewer of a service provided, an earlier end, a later date for what is coming are
 * worse. Undefined when the sentence does not say which way is worse ("The talk moved from 3 to 5 June").
 */
export function verdict(
  block: BlockView,
  from: number,
  to: number,
  now: Quantity,
  old: Quantity,
): 'worse' | 'better' | undefined {
  if (now.value === old.value) return undefined;
  const has = (set: ReadonlySet<string>): boolean => {
    for (let at = from; at < to; at++) if (set.has(block.words[at]?.normal ?? '')) return true;
    return false;
  };
  const fewer = now.value < old.value;
  // A service that comes less often: "garden waste will be collected every other week instead of weekly".
  if (now.kind === 'interval') {
    if (!has(PROVIDING) && !has(SERVICE_VISITS)) return undefined;
    return fewer ? 'better' : 'worse';
  }
  if (now.kind === 'count') {
    // "reward points will expire after 12 months instead of 24": a shorter life for what the reader
    // holds is worse, whatever the wait words.
    if (has(LIFETIMES) && has(DURATION_UNITS)) return fewer ? 'worse' : 'better';
    // "Standard delivery now takes 5 to 7 working days instead of 2 to 3": a longer wait is worse.
    if (has(WAITS)) return fewer ? 'better' : 'worse';
    if (!has(PROVIDING)) return undefined;
    return fewer ? 'worse' : 'better';
  }
  if (has(ENDING)) return fewer ? 'worse' : 'better';
  if (has(COMING)) return fewer ? 'better' : 'worse';
  return undefined;
}

// Verbs of a service that comes round: "Your weekly veg box will come every other week from June".
const COMES =
  /\b(?:come|comes|arrive|arrives|run|runs|collected|delivered|emptied|visit|visits|call|calls|sent|published|held)\b/iu;

/**
 * A service that will come less often, told without "instead of": its old frequency names it ("Your
 * weekly veg box") and the new one follows the verb ("will come every other week from June"). Returns
 * the index of the word that opens the new frequency.
 */
export function lessOften(block: BlockView): number | undefined {
  const { words, text } = block;
  for (const sentence of block.sentences) {
    const told = text.slice(sentence.start, sentence.end);
    const rarer = changedToRarer(told);
    if (rarer !== undefined) {
      const index = words.findIndex((word) => word.start >= sentence.start + rarer);
      if (index >= 0) return index;
    }
    const swapped = rarerSwap(told);
    if (swapped !== undefined) {
      const index = words.findIndex((word) => word.start >= sentence.start + swapped);
      if (index >= 0) return index;
    }
    if (!/\b(?:will|now|from|starting)\b/iu.test(told) || !COMES.test(told)) continue;
    // "instead of weekly", "rather than monthly": the comparison is read by `worseComparison`.
    if (/\b(?:instead of|rather than|previously|it was|down from)\b/iu.test(told)) continue;
    const found = frequencies(told);
    const first = found[0];
    const last = found.at(-1);
    if (!first || !last || first === last || last[1] <= first[1]) continue;
    const index = words.findIndex((word) => word.start >= sentence.start + last[0]);
    if (index >= 0) return index;
  }
  return undefined;
}

/**
 * Two frequencies set side by side, the new one rarer: "will move from weekly to monthly", "will come out
 * quarterly rather than monthly", "monthly instead of weekly". The words between say which is new: "from
 * A to B" makes B new, "A instead of / rather than B" makes A new (the comparison's first term). A change
 * must be marked ("will", "now", "from", "starting"). Returns the new frequency's offset.
 */
function rarerSwap(told: string): number | undefined {
  if (!/\b(?:will|now|from|starting|moving|moves|changing|changes)\b/iu.test(told)) return undefined;
  const found = frequencies(told);
  for (let at = 0; at + 1 < found.length; at++) {
    const first = found[at];
    const second = found[at + 1];
    if (!first || !second) continue;
    const between = told.slice(first[0], second[0]).toLowerCase();
    // "from weekly to monthly": the text after the first frequency word, up to the second.
    if (/^\S+\s+to\s+$/u.test(between) && /\bfrom\s+$/iu.test(told.slice(0, first[0]))) {
      if (second[1] > first[1]) return second[0];
    } else if (/^\S+\s+(?:instead of|rather than)\s+$/u.test(between) && first[1] > second[1]) {
      return first[0];
    }
  }
  return undefined;
}

// A verb of change before "to": "will move to every third week", "are changing to every 6 weeks".
const CHANGED_TO =
  /\b(?:move|moves|moving|change|changes|changing|switch|switches|switching|go|goes|going|reduced?|cut)\s+to\s+(?:once\s+)?$/iu;
// "will move to once every four weeks" (the fifteenth pass): "once" before the frequency.
// What a collection round takes away or brings: the noun alone tells a round ("Recycling: every three weeks").
const ROUNDS =
  /\b(?:collect\w*|pick-?ups?|rounds?|visits?|deliver\w*|emptied|bins?|waste|recycling|rubbish|refuse|services?|buses|trains|sailings|departures)\b/iu;

/**
 * A round of a service changed to a frequency rarer than weekly, with the old one left unsaid: "Garden
 * waste collections will move to every third week from April". Weekly is the usual round of a home
 * service (a council's bin collections, a delivery round), so a move to a longer interval is less often;
 * a move to a shorter one ("will move to weekly") is not read. Returns the frequency's offset.
 */
function changedToRarer(told: string): number | undefined {
  if (!ROUNDS.test(told)) return undefined;
  for (const [offset, days] of frequencies(told)) {
    if (days > 7 && CHANGED_TO.test(told.slice(0, offset))) return offset;
  }
  return undefined;
}

/** Whether the new quantity leaves the reader worse off (see `verdict`). */
export function worse(block: BlockView, from: number, to: number, now: Quantity, old: Quantity): boolean {
  return verdict(block, from, to, now, old) === 'worse';
}
