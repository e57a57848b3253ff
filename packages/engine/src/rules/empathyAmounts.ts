import type { BlockView } from '../language/types.ts';

/**
 * A price rise told as the new amount beside the old one, without a word of rising (GOV.UK bad-news
 * letters: a charge put up): "Your renewal price is $189 (previously $149)", "…updated to £612.40 (2026:
 * £544.00)", "Your new Direct Debit is £118 a month. This replaces your current payment of £96". A lower
 * new amount is a sale or a cut and passes ("Now $18 (was $25)").
 */

const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:eur|usd|gbp|chf))`;
const MONEY = new RegExp(AMOUNT, 'giu');
// The old amount, in brackets or after a word that dates it; the new amount stands before it.
const OLD = new RegExp(
  String.raw`\((?:previously|was|formerly|before|last year|this year|current|\d{4})\s*:?\s*(${AMOUNT})` +
    String.raw`|\b(?:previously|formerly)\s+(${AMOUNT})` +
    String.raw`|\breplaces? (?:your|the) (?:current|existing|old|previous)(?: [\p{L}-]+){1,3} of (${AMOUNT})`,
  'giu',
);
// What the reader pays, which must be named for the amounts to be a price.
const PAID =
  /\b(?:price|premium|rent|fee|subscription|membership|payment|debit|instalment|installment|bill|tariff|fare|rate|charge|cost|rental|amount|renewal|renews)s?\b/iu;
// A fall or a sale, whose old amount is higher anyway; a guard for texts that say so in words.
const CHEAPER = /\b(?:reduced|lower|cheaper|discount|sale|save|saving|off|down)\b/iu;

function value(amount: string): number {
  return Number(amount.replace(/[^\d.]/gu, ''));
}

/** The index of the word that opens the old amount, when the new amount before it is higher. */
export function higherThanBefore(block: BlockView): number | undefined {
  const { text, words } = block;
  if (!PAID.test(text) || CHEAPER.test(text)) return undefined;
  for (const match of text.matchAll(OLD)) {
    const old = match[1] ?? match[2] ?? match[3];
    if (old === undefined) continue;
    const before = [...text.slice(0, match.index).matchAll(MONEY)].at(-1)?.[0];
    if (before === undefined || value(before) <= value(old)) continue;
    const index = words.findIndex((word) => word.start >= match.index);
    if (index >= 0) return index;
  }
  return undefined;
}
