import type { BlockView } from '../language/types.ts';

/**
 * A price rise told as the new amount beside the old one, without a word of rising (GOV.UK bad-news
 * letters: a charge put up): "Your renewal price is $189 (previously $149)", "…updated to £612.40 (2026:
 * £544.00)", "Your new Direct Debit is £118 a month. This replaces your current payment of £96". A lower
 * new amount is a sale or a cut and passes ("Now $18 (was $25)").
 */

// "$149", "£544.00", "120 EUR", "CHF 92", "R75" (rand), and a bare price with cents ("24.99 (was 21.99)").
const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:eur|usd|gbp|chf)\b|\b(?:chf|eur|usd|gbp|zar|aud|cad|nzd)\s?\d[\d,]*(?:\.\d+)?|\bR\s?\d[\d,]*(?:\.\d+)?|\b\d+\.\d{2}\b)`;
const MONEY = new RegExp(AMOUNT, 'giu');
// The old amount, in brackets or after a word that dates it; the new amount stands before it.
const OLD = new RegExp(
  String.raw`\((?:previously|was|formerly|before|last year|this year|current|\d{4})\s*:?\s*(${AMOUNT})` +
    String.raw`|\b(?:previously|formerly)\s+(${AMOUNT})` +
    String.raw`|\breplaces? (?:your|the) (?:current|existing|old|previous)(?: [\p{L}-]+){1,3} of (${AMOUNT})` +
    // "R75 (previously free)": something that was included now costs money.
    String.raw`|\((?:previously|was|formerly|before)\s*:?\s*(free|included|no charge)\)`,
  'giu',
);
// What the reader pays, which must be named for the amounts to be a price.
const PAID =
  /\b(?:price|premium|rent|fee|subscription|membership|payment|debit|instalment|installment|bill|tariff|fare|rate|charge|cost|rental|amount|renewal|renews)s?\b/iu;
// A fall or a sale, whose old amount is higher anyway; a guard for texts that say so in words.
// "Off-peak" names a time of use, not money off.
const CHEAPER = /\b(?:reduced|lower|cheaper|discount|sale|save|saving|off(?!-)|down)\b/iu;

function value(amount: string): number {
  return Number(amount.replace(/[^\d.]/gu, ''));
}

/** The index of the word that opens the old amount, when the new amount before it is higher. */
export function higherThanBefore(block: BlockView): number | undefined {
  const { text, words } = block;
  if (CHEAPER.test(text)) return undefined;
  const paid = PAID.test(text);
  for (const match of text.matchAll(OLD)) {
    const old = match[1] ?? match[2] ?? match[3] ?? (match[4] === undefined ? undefined : '0');
    // "R75 (previously free)" is a price wherever it stands, a table cell included; old and new amounts
    // alone need a word of paying.
    if (old === undefined || (!paid && match[4] === undefined)) continue;
    const before = [...text.slice(0, match.index).matchAll(MONEY)].at(-1)?.[0];
    if (before === undefined || value(before) <= value(old)) continue;
    const index = words.findIndex((word) => word.start >= match.index);
    if (index >= 0) return index;
  }
  return undefined;
}
