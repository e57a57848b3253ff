import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

/**
 * General signals of the empathy rule that no phrase list holds: who the news is bad for (something of
 * the reader's taken away, a price that rises), whether the writer puts the problem right, and whether a
 * problem word is only part of a name or a quoted label.
 */

/** Participles of a passive that takes something away from its owner: "Your listing has been removed". */
// Not "closed" or "cleared": a ticket closed or a cart cleared is the routine end of a service.
const LOSSES = new Set([
  ...['removed', 'deleted', 'archived', 'disabled', 'withdrawn', 'hidden', 'unpublished', 'taken'],
  ...['erased', 'wiped', 'deactivated', 'shortened', 'limited', 'restricted'],
  // A service cut off or reduced ("Your Wi-Fi service will be disconnected", "The gas supply to your
  // street will be interrupted", "Your benefit payment is reduced by $120"; GOV.UK bad-news letters)
  // and a state the reader's thing is left in ("your projects are now read-only").
  ...['disconnected', 'interrupted', 'cut', 'suspended', 'paused', 'reduced', 'lowered', 'decreased'],
  ...['read-only', 'inactive', 'inaccessible', 'unusable'],
  // A payment or service stopped or held back ("Your benefit payment has been stopped pending review";
  // GOV.UK, "Benefit sanctions" letters: payments stopped, suspended or withheld).
  ...['stopped', 'halted', 'withheld', 'frozen', 'blocked', 'revoked', 'terminated', 'cancelled', 'canceled'],
]);
// What the reader pays: a reduction of it is good news ("Your bill is reduced by $10").
const PAYER_NOUNS = new Set([
  ...['bill', 'bills', 'price', 'prices', 'premium', 'premiums', 'fee', 'fees', 'rent', 'cost', 'costs'],
  ...['charge', 'charges', 'debt', 'balance', 'tax', 'rate', 'rates', 'wait', 'latency', 'downtime'],
]);
const REDUCTIONS = new Set(['reduced', 'lowered', 'decreased', 'cut', 'shortened']);
const PASSIVE_AUXILIARIES = new Set(['been', 'was', 'were', 'is', 'are', 'be', 'become', 'became']);
// "…at your request", "…as you asked": the reader chose the change, it is no bad news to them.
const CHOSEN = new Set(['request', 'requested', 'asked', 'instructed', 'wished']);

/**
 * A passive of loss whose subject is the reader's ("Your review of Lakeside Cabins was taken down",
 * "Your listing has been removed"), unless the reader asked for it. Returns the participle's index.
 */
export function readerLoss(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const lost = noLongerParticiple(block, index);
    if (lost !== undefined) return lost;
    if (!LOSSES.has(word.normal)) continue;
    if (word.normal === 'taken' && words[index + 1]?.normal !== 'down') continue;
    let aux = index - 1;
    if (words[aux]?.normal === 'now') aux--;
    if (!PASSIVE_AUXILIARIES.has(words[aux]?.normal ?? '')) continue;
    // "Your flight won't be cancelled", "Your account has not been suspended": a loss denied reassures.
    if (/^(?:not|never)$|n['\u2019]t$/u.test(words[aux - 1]?.normal ?? '')) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    // "Sign-in via SSO is disabled for your workspace": the reader's thing after the participle.
    let owned = ownedAfter(block, index);
    let chosen = false;
    let paid = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (at < aux && normal === 'your') owned = true;
      if (at < aux && PAYER_NOUNS.has(normal)) paid = true;
      if (CHOSEN.has(normal)) chosen = true;
    }
    // "Your bill is reduced by $10", "your broadband price is frozen for 2026": good news.
    if (paid && (REDUCTIONS.has(word.normal) || word.normal === 'frozen')) continue;
    if (owned && !chosen) return index;
  }
  return undefined;
}

// Prepositions that tie a thing to the reader after a participle: "disabled for your workspace",
// "no longer included in your bundle". Not "from": "Old messages are deleted from your inbox after 30
// days" states a retention rule.
const OWNER_LINKS = new Set(['for', 'in']);
// After "no longer" the loss is plain, so any link to the reader's thing counts ("no longer sent to
// your home address", "no longer shown on your profile").
const ANY_OWNER_LINKS = new Set(['for', 'in', 'on', 'from', 'to', 'with']);

/** Whether "for / in … your" follows the participle at `index` within three words. */
function ownedAfter(block: BlockView, index: number, links: ReadonlySet<string> = OWNER_LINKS): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  for (let at = index + 1; at <= index + 3; at++) {
    const link = words[at];
    if (!link || link.sentence !== sentence) return false;
    if (links.has(link.normal) && words[at + 1]?.normal === 'your') return true;
  }
  return false;
}

/**
 * Something the reader had, now gone: "no longer" before a participle, after "is", "are", "will be"
 * ("international roaming is no longer included in your bundle", "Paper statements are no longer sent
 * to your address"; GOV.UK bad-news letters), in a sentence that names the reader's thing. Returns
 * the participle's index when `index` is one.
 */
function noLongerParticiple(block: BlockView, index: number): number | undefined {
  const { words } = block;
  const word = words[index];
  if (!word || words[index - 1]?.normal !== 'longer' || words[index - 2]?.normal !== 'no') return undefined;
  if (
    !/^\p{Ll}/u.test(word.text) ||
    !(word.normal.endsWith('ed') || IRREGULAR_PARTICIPLES.has(word.normal))
  ) {
    return undefined;
  }
  if (!PASSIVE_AUXILIARIES.has(words[index - 3]?.normal ?? '')) return undefined;
  const sentence = block.sentences[word.sentence];
  if (!sentence) return undefined;
  let owned = ownedAfter(block, index, ANY_OWNER_LINKS);
  let privateThing = false;
  for (let at = sentence.firstWord; at < index; at++) {
    const normal = words[at]?.normal ?? '';
    if (normal === 'your') owned = true;
    if (PRIVATE_THINGS.has(normal)) privateThing = true;
  }
  // "Your card will no longer be charged", "Your details are no longer shared": good news.
  return owned && !privateThing && !HARMS.has(word.normal) ? index : undefined;
}

const MONEY = /(?:[$€£¥]|\b(?:eur|usd|gbp|chf|aud|cad|nzd|sek|nok|dkk)\s?)\s?(\d[\d,]*(?:\.\d+)?)/giu;

function amounts(text: string): number[] {
  return [...text.matchAll(MONEY)].map((match) => Number((match[1] ?? '').replaceAll(',', '')));
}

const RISES = new Set(['rise', 'rises', 'rose', 'risen', 'increase', 'increases', 'increased', 'climbs']);
const UPS = new Set(['go', 'goes', 'went', 'gone', 'going']);
// A rise in the past tense, told as a report rather than a change ahead.
const PAST_RISES = new Set(['rose', 'risen', 'increased', 'went', 'gone', 'climbed']);
// What the reader pays, as the subject of a rise ("The price of the Family plan rises to $24"); not
// "rate" or "interest", which a saver earns.
const PAID_NOUNS = new Set([
  ...['price', 'prices', 'premium', 'premiums', 'fee', 'fees', 'rent', 'cost', 'costs', 'bill', 'bills'],
  ...['subscription', 'charge', 'charges', 'tariff', 'tariffs', 'fare', 'fares'],
  // What the reader pays in instalments: "Your direct debit will increase to £142 a month".
  ...['debit', 'debits', 'payment', 'payments', 'repayment', 'repayments', 'instalment', 'instalments'],
  ...['installment', 'installments'],
  // What owners and members pay a body: "Quarterly levies for Building B increase to R4,650".
  ...['levy', 'levies', 'dues'],
  // What owners and drivers pay the state: "the council tax on your property rises to £1,940".
  ...['tax', 'taxes', 'toll', 'tolls', 'duty'],
  // What the reader must spend to get something: "The minimum order for free delivery is going up".
  ...['minimum', 'threshold'],
]);
const DENYING = new Set([
  ...['not', 'no', 'never', "won't", "doesn't", "don't", "didn't", 'without', 'cannot', "can't", "couldn't"],
]);
// Words that open another clause, past which a paid noun is no subject of the rise.
const CLAUSE_STARTS = new Set(['and', 'but', 'so', 'while', 'which', 'that', 'because', 'when', 'if', 'as']);

const OBJECT_OPENERS = new Set(['your', 'the', 'our', 'its', 'their', 'my', 'a', 'an', 'this', 'that']);

/**
 * What the reader pays rising, with words between the noun and its verb ("The price of the Family plan
 * rises to $24 next month", "Your monthly bill for the Pro plan went up"). Returns the verb's index.
 */
export function paidRise(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    // "has put your direct debit up to £210", "We've increased your premium": the rise in the active.
    if (raisesPaid(block, index)) return index;
    const rises = RISES.has(word.normal) || (UPS.has(word.normal) && words[index + 1]?.normal === 'up');
    if (!rises) continue;
    // "Paying on time will increase your credit limit": the rise acts on an object, not on the price.
    if (OBJECT_OPENERS.has(words[index + 1]?.normal ?? '')) continue;
    // "Your home broadband goes up to £38 a month": the amount says it is a price, whatever the noun.
    if (risesToAmount(block, word.normal === 'up' ? index : index + (UPS.has(word.normal) ? 1 : 0))) {
      return index;
    }
    // The subject may be long ("The rent for Flat 3, 18 Weston Road, will go up"): back to its clause's start.
    for (let at = index - 1; at >= Math.max(0, index - 12); at--) {
      const before = words[at];
      if (!before || before.sentence !== word.sentence || DENYING.has(before.normal)) break;
      if (CLAUSE_STARTS.has(before.normal)) break;
      // "a price increase", "prices will increase": the noun before a noun-like "increase" counts too.
      // "There's no price increase in 2026", "without a fee increase": the noun phrase denied.
      if (PAID_NOUNS.has(before.normal)) {
        if (/^(?:no|without)$/u.test(words[at - 1]?.normal ?? '')) break;
        return index;
      }
    }
  }
  return undefined;
}

const RAISING = new Set([
  ...['increase', 'increased', 'increasing', 'raise', 'raised', 'raising', 'hike', 'hiked', 'put', 'puts'],
  ...['putting', 'bump', 'bumped', 'up'],
]);

/**
 * A verb of raising with the reader's payment as its object: "Your energy supplier has put your direct
 * debit up to £210", "We've increased your premium by 8%". "put" needs its "up"; "increase your credit
 * limit" raises what the reader receives and passes.
 */
function raisesPaid(block: BlockView, index: number): boolean {
  const { words } = block;
  const verb = words[index]?.normal ?? '';
  if (!RAISING.has(verb) || verb === 'up' || !/^(?:your|the)$/u.test(words[index + 1]?.normal ?? '')) {
    return false;
  }
  // "We've decided not to raise the annual fee": a rise denied.
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    if (words[at]?.sentence !== words[index]?.sentence) break;
    if (DENYING.has(words[at]?.normal ?? '') || /n't$/u.test(words[at]?.normal ?? '')) return false;
  }
  let paid = false;
  let up = false;
  for (let at = index + 2; at <= index + 5; at++) {
    const normal = words[at]?.normal ?? '';
    if (words[at]?.sentence !== words[index]?.sentence || RECEIVED.has(normal)) return false;
    paid ||= PAID_NOUNS.has(normal);
    up ||= normal === 'up';
  }
  return paid && (up || !/^put/u.test(verb));
}

// What the reader receives, whose rise to an amount is good news: "Your balance rises to £500".
const RECEIVED = new Set([
  ...['balance', 'savings', 'cashback', 'credit', 'allowance', 'salary', 'pay', 'bonus', 'reward', 'payout'],
  ...['refund', 'pension', 'benefit', 'grant', 'limit', 'income', 'earnings', 'wage', 'wages', 'interest'],
]);

// "to £38", "to NZ$65", "to A$12": a sign, after a country's letters or not.
const MONEY_SIGN = String.raw`(?:[a-z]{0,3}[$€£¥]|(?:chf|eur|usd|gbp)\s?)`;
const SUM = String.raw`${MONEY_SIGN}(\d[\d,]*(?:\.\d+)?)`;
// "Monthly plans go up from €12 to €15": the old and the new sum, the new one higher.
const FROM_SUM_TO_SUM = new RegExp(String.raw`^\s*${SUM}\s+to\s+${SUM}\s*(\p{L}*)`, 'iu');
// "to £38 a month": the sum and the word after it.
const SUM_AHEAD = new RegExp(String.raw`^\s*${MONEY_SIGN}\d[\d,.]*\s*(\p{L}*)`, 'iu');

/**
 * Whether "to" or "by" and a sum of money follow the rise ending at `index`, with the reader's "your" and
 * nothing the reader receives in the sentence: "Your home broadband goes up to £38 a month".
 */
function risesToAmount(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const link = words[index + 1];
  if (!link || link.sentence !== words[index]?.sentence) return false;
  const fromTo = link.normal === 'from' ? FROM_SUM_TO_SUM.exec(text.slice(link.end)) : null;
  const climbs =
    fromTo !== null && Number(fromTo[2]?.replace(/,/gu, '')) > Number(fromTo[1]?.replace(/,/gu, ''));
  if (!climbs && !/^(?:to|by)$/u.test(link.normal)) return false;
  const amount = climbs ? [fromTo[0], fromTo[3]] : SUM_AHEAD.exec(text.slice(link.end));
  if (!amount) return false;
  const sentence = block.sentences[link.sentence];
  if (!sentence) return false;
  let reader = false;
  for (let at = sentence.firstWord; at < index; at++) {
    const normal = words[at]?.normal ?? '';
    if (RECEIVED.has(normal)) return false;
    reader ||= normal === 'your';
  }
  // "Monthly parking permits for Zone C residents go up to NZ$65 from 1 April": a price dated ahead is
  // news to whoever pays it, with or without "your"; a business figure ("revenue rose to $5m") is not.
  const told = text.slice(sentence.start, sentence.end);
  const dated =
    /\b(?:from|starting|effective)\s+(?:\d|the\s+\d|next|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/iu;
  const large = /^(?:m|bn|k|million|billion|thousand|mn)$/iu.test(amount[1] ?? '');
  // Old and new sums dated "on 1 March" ahead ("go up from €12 to €15 on 1 March"), not in the past
  // ("rose from $40 to $45 on 3 March", a report).
  const ahead =
    climbs &&
    ![index, index - 1].some((at) => PAST_RISES.has(words[at]?.normal ?? '')) &&
    /\bon\s+(?:the\s+)?\d/iu.test(told);
  return reader || ((dated.test(told) || ahead) && !large);
}

/**
 * A price that rises for the reader, told by comparison: "will cost $18 instead of $15", "now £12, up
 * from £10". A lower amount first is a sale ("now $18 instead of $25"). Returns the comparing word.
 */
export function priceRise(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 0; index < words.length - 1; index++) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || next.sentence !== word.sentence) continue;
    const compares =
      (word.normal === 'instead' && next.normal === 'of') || (word.normal === 'up' && next.normal === 'from');
    if (!compares) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    const before = amounts(text.slice(sentence.start, word.start)).at(-1);
    const after = amounts(text.slice(next.end, sentence.end))[0];
    if (before !== undefined && after !== undefined && before > after) return index;
  }
  return undefined;
}

const WRITER_AUXILIARIES = new Set(["we'll", "we're", "we've", "i'll", "i'm", "i've"]);
const WRITER_SUBJECTS = new Set(['we', 'i']);
const AUXILIARIES = new Set(['will', 'are', 'am', 'have', 'has', 'is']);
const BETWEEN = new Set(['now', 'just', 'already', 'also', 'immediately', 'personally', 'happily']);
/**
 * Verbs that put a problem right (Zendesk, "Empathy statements": say what you are doing about it):
 * "we're re-running every missed job", "we'll unlock it", "I've refunded the fee". Stems, so that every
 * form after "will", "are" and "have" counts.
 */
const REMEDY_STEMS = [
  ...['refund', 'credit', 'fix', 'restor', 'replac', 'resen', 'revers', 'waiv', 'reinstat', 'reactivat'],
  ...['repair', 'rerun', 'reopen', 'reissu', 'unlock', 'unblock', 'compensat', 'rebook', 'reschedul'],
];

/** Whether the writer says they put the problem right: "we" or "I", an auxiliary, a remedy verb. */
export function writerRemedy(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    let at = index + 1;
    if (WRITER_SUBJECTS.has(normal) && AUXILIARIES.has(words[at]?.normal ?? '')) at++;
    else if (!WRITER_AUXILIARIES.has(normal)) continue;
    if (BETWEEN.has(words[at]?.normal ?? '')) at++;
    const verb = words[at];
    if (!verb || verb.sentence !== words[index]?.sentence) continue;
    if (verb.normal.startsWith('re-') || REMEDY_STEMS.some((stem) => verb.normal.startsWith(stem))) {
      return true;
    }
  }
  return false;
}

// Interface things a quoted label names: 'The "Account locked" badge', 'the "Failed" filter'.
const LABELLED_THINGS = new Set([
  ...['badge', 'label', 'status', 'button', 'tab', 'filter', 'column', 'field', 'banner', 'icon', 'tag'],
  ...['toggle', 'view', 'report', 'page', 'screen', 'menu', 'chip', 'pill', 'option', 'setting'],
]);

/**
 * Whether a problem word is part of a name or a label rather than news: a title in capitals ("The
 * Declined Payments report", "Rejected Recipes, a cookbook") or a quoted interface label ('the "Account
 * locked" badge'). A sentence all in capitals (an e-mail subject, "Your Payment Was Declined") is news.
 */
export function namesOrLabels(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  if (!word) return false;
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  const capital = (index: number): boolean => {
    const other = words[index];
    return (
      other !== undefined &&
      other.sentence === word.sentence &&
      /^\p{Lu}/u.test(other.text) &&
      /^\s+$/u.test(text.slice(Math.min(other.end, word.end), Math.max(other.start, word.start)))
    );
  };
  const allCapitals = words
    .slice(sentence.firstWord, sentence.endWord)
    .every((other) => !/^\p{Ll}/u.test(other.text));
  if (/^\p{Lu}/u.test(word.text) && !allCapitals && !word.normal.endsWith('ly')) {
    if (first === last && capital(first + 1)) return true;
    const previous = words[first - 1];
    if (previous && !previous.sentenceStart && capital(first - 1)) return true;
  }
  const end = words[last];
  const after = words[last + 1];
  if (!end || !after || after.sentence !== word.sentence || !LABELLED_THINGS.has(after.normal)) return false;
  return quotedRanges(text).some(([from, to]) => from <= word.start && end.end <= to && to <= after.start);
}

// Words that set a time limit after the restricted verb: "only issued within 14 days", "…before 1 May".
const TIME_LIMITS = new Set(['within', 'before', 'until', 'by', 'after']);

/**
 * A policy quoted as the time limit the reader falls outside: a rule in the passive restricted by "only"
 * and a limit ("Refunds are only issued within 14 days of delivery", "Exchanges are only accepted before
 * the sale ends") in a block that speaks of the reader's own case ("your order"). "Your locker is only
 * opened with your card" sets no limit. Returns the index of "only".
 */
export function policyLimit(block: BlockView): number | undefined {
  const { words } = block;
  if (!words.some((word) => word.normal === 'your')) return undefined;
  for (let index = 1; index < words.length - 1; index++) {
    const word = words[index];
    const participle = words[index + 1];
    if (word?.normal !== 'only' || !participle || participle.sentence !== word.sentence) continue;
    if (!/^(?:is|are)$/u.test(words[index - 1]?.normal ?? '')) continue;
    if (!/^\p{Ll}.*(?:ed|en)$/u.test(participle.text)) continue;
    const limit = words[index + 2];
    if (limit && limit.sentence === word.sentence && TIME_LIMITS.has(limit.normal)) return index;
  }
  return undefined;
}

// Participles whose negation reassures ("Your card has not been charged", "Your data was not shared"):
// harm done to the reader's thing, so "not" takes it away.
const HARMS = new Set([
  ...['charged', 'billed', 'debited', 'affected', 'impacted', 'shared', 'exposed', 'compromised', 'leaked'],
  ...['accessed', 'lost', 'deleted', 'removed', 'changed', 'disclosed', 'touched', 'cancelled'],
  ...['canceled', 'closed', 'suspended', 'locked', 'blocked', 'penalised', 'penalized', 'fined', 'used'],
  ...['stored', 'kept', 'tracked', 'recorded', 'reported', 'passed', 'harmed', 'damaged', 'read'],
  ...['seen', 'viewed', 'cut', 'reduced', 'raised', 'increased', 'flagged', 'frozen', 'withheld'],
  // Problem participles: "Your order was not delayed by the strike" is good news.
  ...['delayed', 'declined', 'rejected', 'refused', 'denied', 'disrupted', 'interrupted', 'disconnected'],
  ...['missed', 'overcharged', 'hacked', 'breached', 'restricted', 'limited', 'disabled', 'downgraded'],
  ...['terminated', 'revoked', 'deactivated', 'postponed', 'removed', 'hidden', 'archived', 'wiped'],
  // A change the reader did not want: "Your appointment has not been moved".
  ...['moved', 'rescheduled', 'altered'],
  // A demand lifted: "Tickets are not required for children", "A receipt isn't needed".
  ...['required', 'needed', 'expected', 'obliged'],
]);
// Personal data, whose not being handled is a privacy promise: "Your details are not stored".
const PRIVATE_THINGS = new Set(['data', 'details', 'information', 'password', 'passwords', 'identity']);
const NEGATED_PASSIVES = new Set(['not', "hasn't", "haven't", "wasn't", "weren't", "isn't", "aren't"]);

/**
 * What the reader asked for, refused in the passive, whatever the verb (Help Scout, "How to say no to
 * customers": a request answered "no"): "Your request for remote work has not been approved", "Your bag
 * was not loaded onto the connecting flight", "Your claim will not be paid". Not a harm denied ("Your
 * card has not been charged") or personal data left alone ("Your details are not stored"). Returns the
 * participle's index.
 */
export function readerRefusal(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const word = words[index];
    if (!word || !/^\p{Ll}/u.test(word.text)) continue;
    // "Your appointment has not been moved" reassures; "Your appointment cannot be rescheduled" refuses a
    // change the reader would ask for.
    const askedChange = CHANGES.has(word.normal) && CANNOT_BE.has(words[index - 2]?.normal ?? '');
    if (HARMS.has(word.normal) && !askedChange) continue;
    if (!word.normal.endsWith('ed') && !IRREGULAR_PARTICIPLES.has(word.normal)) continue;
    if (NOT_PARTICIPLES.has(word.normal)) continue;
    let at = index - 1;
    const passiveBe = words[at]?.normal === 'be';
    if (words[at]?.normal === 'yet' || words[at]?.normal === 'been' || passiveBe) at--;
    const negation = words[at]?.normal ?? '';
    // "Your booking cannot be amended", "can't be receipted": a refusing modal before "be".
    const modalRefusal = passiveBe && REFUSING_MODALS.has(negation);
    if (!NEGATED_PASSIVES.has(negation) && !modalRefusal) continue;
    if (negation === 'not' && !PASSIVE_AUXILIARIES_OR_MODALS.has(words[at - 1]?.normal ?? '')) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    let owned = ownedAfter(block, index);
    let privateThing = false;
    for (let before = sentence.firstWord; before < at; before++) {
      const normal = words[before]?.normal ?? '';
      if (normal === 'your' || REQUEST_NOUNS.has(normal)) owned = true;
      if (PRIVATE_THINGS.has(normal)) privateThing = true;
    }
    if ((owned || answersReader(block)) && !privateThing && !forPurpose(block, at)) return index;
  }
  return undefined;
}

// "so", "so that", "to make sure", "to ensure": the clause after them is what the reader gains.
const PURPOSE_OPENERS = new Set(['so', 'ensure', 'sure']);

/**
 * Whether the negation at `index` stands in a clause of purpose: "Add a pause … so new subscribers aren't
 * overwhelmed" is what a setting is for, not a request refused.
 */
function forPurpose(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index - 1; at >= Math.max(0, index - 5); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (PURPOSE_OPENERS.has(word.normal)) return word.normal !== 'so' || words[at + 1]?.normal !== 'far';
  }
  return false;
}

const REFUSING_MODALS = new Set(['cannot', "can't", "won't", "couldn't", "wouldn't", "shouldn't"]);
// Changes the reader asks for, refused with a modal of ability: "cannot be rescheduled", "can't be moved"
// ("won't be cancelled" reassures).
const CANNOT_BE = new Set(['cannot', "can't", "couldn't"]);
const CHANGES = new Set([
  'moved',
  'rescheduled',
  'altered',
  'changed',
  'transferred',
  'cancelled',
  'canceled',
]);
// What a reader asks for, whose refusal is news to them even without "your" ("The grant application
// … will not be funded"; Help Scout, "How to say no to customers").
const REQUEST_NOUNS = new Set([
  ...['application', 'request', 'claim', 'appeal', 'complaint', 'booking', 'reservation', 'submission'],
  ...['proposal', 'nomination', 'bid', 'entry', 'petition', 'enquiry', 'inquiry'],
  // The services a customer asks a shop or a bank for ("Exchange is not allowed for opened cosmetics",
  // "Refunds are not offered on sale items"; Help Scout, "How to say no to customers").
  ...['exchange', 'exchanges', 'refund', 'refunds', 'return', 'returns', 'transfer', 'transfers'],
  ...['withdrawal', 'withdrawals', 'cancellation', 'cancellations'],
]);
// A thank-you for the reader's message opens a reply: "Thanks for getting in touch!", "Thank you for
// your email".
const THANKS = new Set(['thanks', 'thank']);
const CONTACT_WORDS = new Set([
  ...['email', 'e-mail', 'message', 'enquiry', 'inquiry', 'question', 'getting', 'contacting', 'reaching'],
  ...['writing', 'asking', 'letter', 'request', 'note', 'call'],
]);

/**
 * Whether the block answers the reader: it thanks them for their message ("Thanks for getting in
 * touch!") or answers a question with a bare "No." ("Is a seat upgrade possible? No. Upgrades are not
 * sold on this route"). A refusal there is said to the reader, whoever's thing it names.
 */
function answersReader(block: BlockView): boolean {
  const { words } = block;
  for (const sentence of block.sentences) {
    const first = words[sentence.firstWord];
    if (!first) continue;
    if (sentence.endWord - sentence.firstWord === 1 && first.normal === 'no') return true;
    if (!THANKS.has(first.normal)) continue;
    for (let at = sentence.firstWord + 1; at < Math.min(sentence.endWord, sentence.firstWord + 5); at++) {
      if (CONTACT_WORDS.has(words[at]?.normal ?? '')) return true;
    }
  }
  return false;
}
// Participles that end in no "-ed": "Your name was not found on the list" (Cambridge Dictionary,
// "Irregular verbs").
const IRREGULAR_PARTICIPLES = new Set(IRREGULAR_VERBS.flatMap(([, , participle]) => participle.split('/')));
// Words with a participle's ending that are none, or are the auxiliary: "has not been charged".
const NOT_PARTICIPLES = new Set([
  ...['been', 'often', 'even', 'open', 'then', 'when', 'seven', 'eleven', 'between', 'sudden', 'want'],
  ...['event', 'urgent', 'present', 'different', 'sufficient', 'recent', 'current', 'frequent'],
]);
const PASSIVE_AUXILIARIES_OR_MODALS = new Set([
  ...['has', 'have', 'was', 'were', 'is', 'are', 'will', 'would', 'could', 'can', 'may', 'might'],
]);

const CANNOT_FORMS = new Set(['cannot', "can't", "couldn't", "won't"]);
const NOT_MODALS = new Set(['could', 'can', 'will', 'would']);
// Verbs whose refusal reassures: "This cannot affect your credit score", "Staff can't see your password".
const HARM_VERBS = new Set([
  ...['affect', 'harm', 'access', 'see', 'read', 'change', 'charge', 'share', 'sell', 'view', 'touch'],
  ...['hurt', 'impact', 'track', 'store', 'use', 'delete', 'lose', 'damage', 'cancel', 'lock', 'ask'],
  ...['apply', 'cost', 'bill', 'contact', 'call', 'email', 'disturb', 'bother', 'spam', 'penalise'],
  // A fault's harm denied: "A burst pipe won't interrupt your heating".
  ...['interrupt', 'disrupt', 'break', 'slow', 'halt', 'delay', 'crash', 'corrupt', 'overload'],
]);
const OTHER_SUBJECTS = new Set(['you', "you'll", 'we', 'i', 'nothing', 'nobody', 'no']);

/** Whether "down", "offline" or "out" follows the verb at `index` within three words: "take your site down". */
function knockedOut(block: BlockView, index: number): boolean {
  for (let at = index + 1; at <= index + 3; at++) {
    if (block.words[at]?.sentence !== block.words[index]?.sentence) return false;
    if (/^(?:down|offline|out)$/u.test(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * A third party refusing the reader (Help Scout, "How to say no to customers"): "The hotel is fully
 * booked and cannot accommodate your group", "The engineer could not reach your property" — "cannot",
 * "can't", "couldn't", "won't" or a modal and "not", and a verb aimed at "you" or "your". "We cannot…" is listed; "You cannot…" is a
 * rule of use; a harm refused reassures ("This cannot affect your score"). Returns the negation's index.
 */
export function thirdPartyRefusal(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length - 2; index++) {
    const word = words[index];
    if (!word) continue;
    // "could not", "will not", "cannot": the subject stands before the modal.
    const modal = word.normal === 'not' && NOT_MODALS.has(words[index - 1]?.normal ?? '');
    if (!CANNOT_FORMS.has(word.normal) && !modal) continue;
    if (OTHER_SUBJECTS.has(words[index - (modal ? 2 : 1)]?.normal ?? '')) continue;
    const verb = words[index + 1];
    if (!verb || verb.sentence !== word.sentence || HARM_VERBS.has(verb.normal)) continue;
    // "one broken server can't take your site down": a harm denied, like "can't affect".
    if (/^(?:take|knock|bring|shut)$/u.test(verb.normal) && knockedOut(block, index + 1)) continue;
    // "won't stop your heating": a harm denied; "won't stop at your house" refuses a service.
    if (verb.normal === 'stop' && /^(?:your|the|you)$/u.test(words[index + 2]?.normal ?? '')) continue;
    for (let at = index + 2; at <= index + 3; at++) {
      const object = words[at];
      if (!object || object.sentence !== word.sentence) break;
      if (object.normal === 'you' || object.normal === 'your') return index;
    }
  }
  return undefined;
}

const DURATIONS = new Set(['minutes', 'mins', 'hours', 'hrs', 'days', 'weeks', 'months', 'minute', 'hour']);

// What a later time is measured against: "later than planned", "later than we promised".
const EXPECTATIONS = new Set([
  ...['planned', 'expected', 'scheduled', 'promised', 'originally', 'estimated', 'quoted', 'agreed'],
  ...['advertised', 'hoped', 'anticipated', 'stated', 'first', 'we', 'usual', 'normal'],
  // What was said before: "will ship three weeks later than announced", "later than shown".
  ...['announced', 'published', 'confirmed', 'indicated', 'forecast', 'shown', 'listed', 'timetabled'],
  ...['notified', 'communicated', 'arranged', 'booked', 'ordered'],
]);
// A service that stays or runs later is good news: "The pool stays open later than usual".
const STAYING = new Set([
  ...['open', 'opens', 'stay', 'stays', 'run', 'runs', 'close', 'closes', 'until', 'end', 'ends'],
  ...['last', 'lasts', 'extended', 'deadline', 'can'],
]);

/**
 * Lateness told by its amount: "The 9:15 train to Leeds is running 70 minutes late", "two days late",
 * "an hour behind schedule", or against what was planned: "Your order will arrive later than planned".
 * Returns the index of "late", "later" or "behind".
 */
export function lateness(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (word?.normal === 'later' && laterThanPlanned(block, index)) return index;
    if (notReadyAsPlanned(block, index)) return index;
    if (!word || (word.normal !== 'late' && word.normal !== 'behind')) continue;
    const unit = words[index - 1];
    if (!unit || unit.sentence !== word.sentence || !DURATIONS.has(unit.normal)) continue;
    if (word.normal === 'behind' && words[index + 1]?.normal !== 'schedule') continue;
    return index;
  }
  return undefined;
}

/** "later than planned" at `index`, in a sentence of no service that stays open or runs later. */
function laterThanPlanned(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!sentence || words[index + 1]?.normal !== 'than') return false;
  if (!EXPECTATIONS.has(words[index + 2]?.normal ?? '') || index + 2 >= sentence.endWord) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    // "will not be finished until late October, six weeks later than planned" (sixteenth pass): a
    // negated "until" is a wait, not a service that stays open.
    if (words[at]?.normal === 'until' && negatedIn(block, sentence.firstWord, at)) continue;
    if (STAYING.has(words[at]?.normal ?? '')) return false;
  }
  return true;
}

/** Whether a negation stands among the words `from`…`to` (exclusive). */
function negatedIn(block: BlockView, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    if (/^(?:not|never)$|n['\u2019]t$/u.test(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}

// States of a job done: "ready", "finished", "complete".
const DONE_STATES = /^(?:ready|finished|complete|completed|done|available|delivered|installed|fitted)$/u;
// What the date was: "as planned", "as agreed", "as promised".
const AS_PLANNED = /^(?:planned|agreed|promised|expected|scheduled|arranged|booked|hoped|announced)$/u;

/**
 * A job not done by the date planned (sixteenth pass): "The homepage redesign will not be ready on the
 * 18th as planned", "the conservatory won't be finished on Friday as agreed". A negated state of a job
 * done, then "as" and a word of planning in the same sentence; "will be ready on the 9th as planned" is
 * on time. Returns the index of the state.
 */
function notReadyAsPlanned(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  if (!word || !DONE_STATES.test(word.normal) || words[index - 1]?.normal !== 'be') return false;
  const modal = words[index - 2]?.normal ?? '';
  if (!/^(?:not|never)$|n['\u2019]t$/u.test(modal) && modal !== 'cannot') return false;
  for (let at = index + 1; at < index + 9 && words[at]?.sentence === word.sentence; at++) {
    if (words[at]?.normal === 'as' && AS_PLANNED.test(words[at + 1]?.normal ?? '')) return true;
  }
  return false;
}

// Words of a wait longer than the reader would expect: "will take up to 60 days", "takes longer".
const REASONS = new Set(['because', 'due', 'since']);

/**
 * What the reader has coming to an end or slowed: "Your trial ended yesterday", "Your refund will take
 * up to 60 days because the payment went through a third party" (a wait explained is a delay; a
 * delivery time alone, "Delivery takes up to 3 days", is a fact). Returns the verb's index.
 */
export function readerEndOrWait(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    const owned = (): boolean => {
      for (let at = sentence.firstWord; at < index; at++) {
        const normal = words[at]?.normal ?? '';
        if (normal === 'your') return true;
        if (normal === 'you' || normal === 'we' || normal === 'i') return false;
      }
      return false;
    };
    if (word.normal === 'ended' && owned()) return index;
    if (!/^tak(?:e|es|ing)$/u.test(word.normal)) continue;
    const next = words[index + 1]?.normal;
    // "Refunds now take up to 14 days to reach your card": "now" makes the longer wait a change.
    if (
      words[index - 1]?.normal === 'now' &&
      (next === 'longer' || (next === 'up' && words[index + 2]?.normal === 'to'))
    ) {
      return index;
    }
    if (!owned()) continue;
    if (next === 'longer') return index;
    if (next !== 'up' || words[index + 2]?.normal !== 'to') continue;
    for (let at = index + 3; at < sentence.endWord; at++) {
      if (REASONS.has(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}

const PERSONAL_AUXILIARIES = new Set(["i've", "i'll", "i'm", 'i\u2019ve', 'i\u2019ll', 'i\u2019m']);
const I_AUXILIARIES = new Set(['have', 'will', 'am', 'can']);
// Verbs of a decision or a procedure, which a case officer also writes as "I": "I have reviewed your
// appeal", "I have decided to refuse…", "I've had to cancel…".
const PROCEDURES = new Set([
  ...['reviewed', 'review', 'decided', 'decide', 'considered', 'consider', 'received', 'receive', 'read'],
  ...['assessed', 'examined', 'looked', 'had', 'have', 'to', 'not', 'afraid', 'unable', 'sorry', 'writing'],
  ...['confirm', 'confirmed', 'inform', 'informed', 'advise', 'cancelled', 'canceled', 'closed', 'removed'],
  ...['rejected', 'refused', 'declined', 'denied', 'upheld', 'suspended', 'terminated', 'noted', 'only'],
  ...['going', 'attached', 'enclosed', 'forwarded', 'copied', 'been'],
  // Looking into the case is no help by itself: "I've checked your account", "I can see the merchant…".
  ...['checked', 'check', 'see', 'seen', 'noticed', 'found', 'verified'],
]);

/**
 * The writer stepping in personally (Zendesk, "Empathy statements": say what you are doing about it):
 * "I've chased the courier", "I'll keep an eye on it", "I can set that up for you today". An "I" that
 * only decides or reports ("I have reviewed your appeal", "I'm afraid…") does not help.
 */
export function personalHelp(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length - 1; index++) {
    const normal = words[index]?.normal ?? '';
    let at = index + 1;
    if (normal === 'i' && I_AUXILIARIES.has(words[at]?.normal ?? '')) at++;
    else if (!PERSONAL_AUXILIARIES.has(normal)) continue;
    if (words[at]?.normal === 'also' || words[at]?.normal === 'now' || words[at]?.normal === 'just') at++;
    const verb = words[at];
    if (!verb || verb.sentence !== words[index]?.sentence || !/^\p{Ll}/u.test(verb.text)) continue;
    if (PROCEDURES.has(verb.normal) || verb.normal.endsWith("n't")) continue;
    return true;
  }
  return false;
}

const COST_NOUNS = new Set(['fee', 'fees', 'charge', 'charges', 'penalty', 'fine', 'duplicate', 'surcharge']);
const TAKING_AWAY =
  /^(?:remov|cancel|delet|drop|void|scrap|refund|revers|waiv|declin|block|reject|taken$|took$)/u;
// A money movement the reader did not mean to make: "the second payment", "the duplicate transaction".
const SURPLUS = new Set([
  ...['second', 'duplicate', 'duplicated', 'extra', 'double', 'repeat', 'repeated', 'unauthorised'],
  ...['unauthorized', 'fraudulent', 'erroneous', 'accidental', 'mistaken'],
]);
const MONEY_MOVES = new Set([
  ...['payment', 'payments', 'transaction', 'transactions', 'debit', 'debits', 'withdrawal', 'transfer'],
  ...['authorisation', 'authorization', 'invoice', 'bill'],
]);
// A cost that names what the reader asked about it: "We have rejected your fee refund request".
const ASKED_OF_COST = new Set(['refund', 'waiver', 'reduction', 'appeal', 'dispute', 'request', 'claim']);
const WRITER_SUBJECT = /^(?:we've|i've|we|i|we'll|i'll|have|will)$/u;

/**
 * The writer taking a wrong charge away: "the fee on your March bill was a mistake and we've removed it",
 * "I've cancelled this month's charge", "we've taken it off your account", "Good catch on the double
 * charge. We've declined the second payment". The object is a cost, a surplus money movement ("the
 * duplicate transaction"), or "it" / "them" after a cost in the same sentence ("We've removed your
 * listing" and "We've declined your payment" are bad news, not a remedy).
 */
export function chargeRemoved(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const verb = words[index];
    if (!verb) continue;
    // "From 1 May we'll stop charging late fees": the writer ending a charge of their own (the fifteenth
    // pass), like the listed "we'll no longer charge for…".
    if (
      /^(?:stop|cease|end)$/u.test(verb.normal) &&
      /^(?:charging|billing|fining)$/u.test(words[index + 1]?.normal ?? '') &&
      writerDoes(block, index)
    ) {
      return true;
    }
    if (!TAKING_AWAY.test(verb.normal)) continue;
    if (!writerDoes(block, index)) continue;
    const sentence = block.sentences[verb.sentence];
    if (!sentence) continue;
    // "We take a fee of 2%" charges; only "taken it off", "took the fee off" remove.
    if (
      /^t(?:aken|ook)$/u.test(verb.normal) &&
      ![1, 2, 3].some((gap) => words[index + gap]?.normal === 'off')
    ) {
      continue;
    }
    for (let at = index + 1; at <= index + 4 && at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (COST_NOUNS.has(normal) && !ASKED_OF_COST.has(words[at + 1]?.normal ?? '')) return true;
      if (SURPLUS.has(normal) && MONEY_MOVES.has(words[at + 1]?.normal ?? '')) return true;
      if (normal === 'it' || normal === 'them') {
        for (let before = sentence.firstWord; before < index; before++) {
          if (COST_NOUNS.has(words[before]?.normal ?? '')) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The writer as the verb's subject: "we've", "I", "we have", or the writer's team ("Our team has
 * declined the duplicate"). "The bank has declined the charge" is the reader's card refused.
 */
function writerDoes(block: BlockView, index: number): boolean {
  const { words } = block;
  const subject = words[index - 1]?.normal ?? '';
  if (WRITER_SUBJECT.test(subject)) return true;
  if (subject !== 'has' && subject !== 'have') return false;
  for (let at = index - 2; at >= Math.max(0, index - 4); at--) {
    if (words[at]?.sentence !== words[index]?.sentence) return false;
    if (words[at]?.normal === 'our') return true;
  }
  return false;
}

// Words that cite a rule as the reason: "Per policy 7.1, …", "Under section 4 of the terms, …".
const CITING = new Set(['per', 'under']);
const RULE_NOUNS = new Set([
  ...['policy', 'policies', 'rule', 'rules', 'terms', 'regulations', 'regulation', 'clause', 'section'],
  ...['guidelines', 'conditions'],
]);

/**
 * A policy quoted as the reason at a sentence's start, named or numbered (GOV.UK bad-news letters;
 * Help Scout, "How to say no to customers": hiding behind policy): "Per policy 7.1, we don't replace
 * lost cards free of charge", "Under our rules, …". Returns the citing word's index.
 */
export function policyCited(block: BlockView): number | undefined {
  const { words } = block;
  for (const sentence of block.sentences) {
    const first = sentence.firstWord;
    const cite = words[first];
    if (!cite || !CITING.has(cite.normal)) continue;
    let cited = false;
    for (let at = first + 1; at <= first + 3 && at < sentence.endWord; at++) {
      if (RULE_NOUNS.has(words[at]?.normal ?? '')) cited = true;
    }
    if (!cited) continue;
    // The policy is a reason only for a refusal: "Under our terms, you get 60 days" gives.
    for (let at = first + 1; at < sentence.endWord; at++) {
      if (POLICY_NEGATIONS.has(words[at]?.normal ?? '')) return first;
    }
  }
  return undefined;
}

const POLICY_NEGATIONS = new Set([
  ...['not', "don't", "doesn't", "can't", 'cannot', "won't", 'no', 'only', 'never', "isn't", "aren't"],
]);
