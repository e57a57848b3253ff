import type { BlockView } from '../language/types.ts';

/**
 * A price rise told as the new amount beside the old one, without a word of rising (GOV.UK bad-news
 * letters: a charge put up): "Your renewal price is $189 (previously $149)", "…updated to £612.40 (2026:
 * £544.00)", "Your new Direct Debit is £118 a month. This replaces your current payment of £96", "€228
 * (currently €180)", "is €612, compared with €540 last year", "…is £684.20. Last year you paid £512.00",
 * "27.4p/kWh (previously 24.5p/kWh)". A lower new amount is a sale or a cut and passes ("Now $18 (was
 * $25)").
 */

// "$149", "£544.00", "120 EUR", "CHF 92", "R75" (rand), pence ("24.5p"), and a bare price with cents
// ("24.99 (was 21.99)").
const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:eur|usd|gbp|chf)\b|\b(?:chf|eur|usd|gbp|zar|aud|cad|nzd)\s?\d[\d,]*(?:\.\d+)?|\bR\s?\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?p\b|\b\d+\.\d{2}\b)`;
const MONEY = new RegExp(AMOUNT, 'giu');
// The old amount, in brackets or after a word that dates it or sets it against the new one; the new
// amount stands before it.
const OLD = new RegExp(
  String.raw`\((?:previously|was|it was|formerly|before|last year|this year|current|currently|now|\d{4})\s*:?\s*(${AMOUNT})` +
    String.raw`|\b(?:previously|formerly|currently)\s+(${AMOUNT})` +
    String.raw`|\breplaces? (?:your|the) (?:current|existing|old|previous)(?: [\p{L}-]+){1,3} of (${AMOUNT})` +
    // "is €612, compared with €540 last year", "…. Last year you paid £512.00", "instead of $12".
    // "is €612, against €540 last year", "€15 vs €12".
    String.raw`|\b(?:compared (?:with|to)|against|versus|vs\.?) (${AMOUNT})|\blast year,? you paid (${AMOUNT})|\b(?:instead of|rather than) (${AMOUNT})` +
    // "R75 (previously free)": something that was included now costs money.
    String.raw`|\((?:previously|was|formerly|before)\s*:?\s*(free|included|no charge)\)`,
  'giu',
);
// What the reader pays, which must be named for the amounts to be a price: a paid noun, or an amount per
// unit of time or use ("€32/month", "£3 a day", "27.4p/kWh").
const PAID =
  /\b(?:monthly|annual|yearly|weekly|price|premium|rent|fee|subscription|membership|payment|debit|instalment|installment|bill|tariff|fare|rate|charge|cost|rental|amount|renewal|renews|permit|pass|ticket|licence|license|tax|levy|toll|tuition|paid|pay)(?:s|es)?\b|(?:\/|\b(?:a|per|each)\s)(?:month|mo|year|yr|week|day|night|kwh|unit|person|seat|user|visit|session)\b/iu;
// A fall or a sale, whose old amount is higher anyway; a guard for texts that say so in words.
// "Off-peak" names a time of use, not money off.
const CHEAPER = /\b(?:reduced|lower|cheaper|discount|sale|save|saving|off(?!-)|down)\b/iu;

function value(amount: string): number {
  return Number(amount.replace(/[^\d.]/gu, ''));
}

/** A new amount set against an old one in `text`: the values and where the old amount's marker starts. */
interface Comparison {
  readonly now: number;
  readonly old: number;
  readonly at: number;
}

/** Every new amount of `text` set against an old one; "free" and "included" were worth 0. */
export function priceComparisons(text: string): Comparison[] {
  const found: Comparison[] = [];
  for (const match of text.matchAll(OLD)) {
    // The six groups of an amount; the seventh ("free", "included") was worth nothing.
    const old = [1, 2, 3, 4, 5, 6].map((group) => match[group]).find((group) => group !== undefined);
    const before = [...text.slice(0, match.index).matchAll(MONEY)].at(-1)?.[0];
    if (before === undefined) continue;
    found.push({ now: value(before), old: old === undefined ? 0 : value(old), at: match.index });
  }
  return found;
}

/** The index of the word that opens the old amount, when the new amount before it is higher. */
export function higherThanBefore(block: BlockView): number | undefined {
  const { text, words } = block;
  if (CHEAPER.test(text)) return undefined;
  // "R75 (previously free)" is a price wherever it stands, a table cell included; old and new amounts
  // alone need a word of paying.
  const paid = PAID.test(text);
  for (const { now, old, at } of priceComparisons(text)) {
    if ((!paid && old !== 0) || now <= old) continue;
    const index = words.findIndex((word) => word.start >= at);
    if (index >= 0) return index;
  }
  return undefined;
}

/**
 * Whether a block sets a price against a higher old one ("will cost $9 per month instead of $12", "$19 (was
 * $29)"): a cut or a sale, good news that a model of words cannot tell from a rise.
 */
export function lowerThanBefore(block: Pick<BlockView, 'text'>): boolean {
  const { text } = block;
  return PAID.test(text) && priceComparisons(text).some(({ now, old }) => now < old);
}

// A verb of moving a figure and its old and new amounts: "goes up from £140 to £165", "goes from 20p to
// 35p", "rises from $12 to $15".
const FROM_TO = new RegExp(
  String.raw`\b(?:go|goes|going|went|rise|rises|rising|rose|increase|increases|increasing|increased|move|moves|moving|change|changes|changing|jump|jumps|climb|climbs)(?: up)? from (${AMOUNT}) to (${AMOUNT})`,
  'giu',
);

/**
 * A price moved up from an old amount to a new one (seventeenth pass), whatever names the price: "Ice rink
 * hire goes up from £140 to £165 an hour", "the service fee goes from 20p to 35p". Two amounts of money
 * make it a price without a word of paying; a move down ("goes from £12 to £9") is a cut and passes.
 * Returns the index of the verb.
 */
export function raisedFromTo(block: BlockView): number | undefined {
  const { text, words } = block;
  for (const match of text.matchAll(FROM_TO)) {
    const [old, now] = [match[1], match[2]];
    if (old === undefined || now === undefined || value(now) <= value(old)) continue;
    // "24.99 to 29.99" without a currency sign or pence could be any figure: a sign or "p" is needed.
    if (!/[$€£¥]|p$|[a-z]{3}/iu.test(old) || !/[$€£¥]|p$|[a-z]{3}/iu.test(now)) continue;
    const index = words.findIndex((word) => word.start >= match.index);
    if (index >= 0) return index;
  }
  return undefined;
}
