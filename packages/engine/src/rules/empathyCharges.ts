import type { BlockView } from '../language/types.ts';
import { fromDate } from './empathyChanges.ts';
import { CURRENCY } from './empathyQuantities.ts';
import { writerAgent } from './empathyAgents.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * A new charge announced with a verb of charging rather than the word "fee now applies" (GOV.UK bad-news
 * letters: a charge introduced): the writer who "will charge $2 for each paper statement" from a date,
 * and orders that "will carry a A$1.50 handling fee" from a date. Without a start date the same words
 * state a tariff ("We charge $2 for paper statements", "Late payments incur a £10 fee") and pass.
 */

const CHARGE_VERBS = new Set(['charge', 'charging']);
const WRITER = new Set(['we', "we'll", 'will', 'start', 'begin', 'now']);
const CARRY = new Set([
  ...['carry', 'attract', 'incur', 'include', 'have', 'carries', 'attracts', 'incurs', 'includes', 'has'],
]);
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
    } else if (CARRY.has(normal) && /^(?:will|now)$/u.test(same(index - 1))) {
      // "will carry a A$1.50 handling fee"; "Paper bills now carry a £1.50 monthly charge", "Your plan
      // now includes adverts": "now" dates the change itself.
      const now = same(index - 1) === 'now';
      for (let at = index + 1; at <= index + 5 && !found; at++) {
        if (/^(?:no|not|fewer|less)$/u.test(same(at))) break;
        found = COSTS.has(same(at)) || (now && ADDED_BURDENS.has(same(at)));
      }
      if (found && now) return index;
    } else if (CARRY.has(normal) && changeDated(block, index) && !/^(?:not|no)$/u.test(same(index - 1))) {
      // "Starting 1 June, the free tier includes an advert after every third track" (sixteenth pass): a
      // sentence that opens on a date dates the burden like "now".
      for (let at = index + 1; at <= index + 5; at++) {
        if (/^(?:no|not|fewer|less)$/u.test(same(at))) break;
        if (ADDED_BURDENS.has(same(at))) return index;
      }
    } else if (
      SHOWING.has(normal) &&
      (same(index - 1) === 'now' ||
        changeDated(block, index) ||
        (same(index - 1) === 'will' && dated(block, index)))
    ) {
      // "The free version now shows ads between articles", "free accounts will now see ads": adverts
      // that now come with the service, whoever shows or sees them. Only adverts: "your statement now
      // shows fees separately" is a layout.
      for (let at = index + 1; at <= index + 4; at++) {
        if (/^(?:no|not|fewer|less)$/u.test(same(at))) break;
        // "will run ads for your shop": adverts made for the reader, a service, not a burden.
        if (ADDED_BURDENS.has(same(at)) && same(at + 1) === 'for') break;
        if (ADDED_BURDENS.has(same(at))) return index;
      }
    } else if (COSTS.has(normal) && imposed(block, index)) {
      return index;
    } else if (CHARGED_AT.has(normal) && chargedAtRate(block, index)) {
      return index;
    } else if (LAYING.has(normal) && writerAgent(block, index)) {
      // "From July we'll add a £1 handling charge to each order": the writer lays on a cost.
      for (let at = index + 1; at <= index + 5 && !found; at++) {
        if (/^(?:no|not)$/u.test(same(at))) break;
        found = COSTS.has(same(at));
      }
    }
    if (found && dated(block, index)) return index;
  }
  return undefined;
}

/**
 * A thing the reader uses charged for at a rate, in the future or from now: "Each paper statement will be
 * charged at £1.50 from 1 July", "late returns will be charged at 50p per day", "calls are now charged
 * £0.10 per minute". A rate ("at £…", "£… per/each/a") makes it a tariff that starts, not a payment
 * taken ("Your card will be charged $49 on renewal" names no rate).
 */
function chargedAtRate(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const same = (at: number): string => wordInSentence(words, index, at);
  const before = same(index - 1);
  const future = before === 'be' && same(index - 2) === 'will';
  const now = before === 'now' || (before === 'be' && same(index - 2) === 'now');
  if (!future && !now) return false;
  for (let back = index - 2; back >= Math.max(0, index - 6); back--) {
    if (/^(?:no|not|never|nothing)$/u.test(same(back))) return false;
  }
  // The amount from the end of the word before it: "at £1.50" (the sign is no word), "at 50p".
  const money = (at: number): boolean => {
    const amount = text.slice(words[at - 1]?.end ?? 0, (words[at]?.end ?? 0) + 1);
    return words[at] !== undefined && (CURRENCY.test(amount) || PENCE.test(amount));
  };
  if (same(index + 1) === 'at' && money(index + 2)) return true;
  // "now cost 7p per minute": a price per use; "now costs £15 a month instead of £18" is a plan's price,
  // read by the comparisons (`higherThanBefore`), and may have gone down.
  if (/^costs?$/u.test(same(index))) {
    return (
      money(index + 1) &&
      (same(index + 2) === 'each' || (same(index + 2) === 'per' && !PERIODS.test(same(index + 3))))
    );
  }
  return money(index + 1) && /^(?:per|each|a|an|for)$/u.test(same(index + 2));
}

// Periods of a plan's price: "per month", "per year".
const PERIODS = /^(?:month|year|week|annum|quarter|day)$/u;

// Small sums in pence or cents: "50p per day", "20c a page".
const PENCE = /\b\d+(?:\.\d+)?\s?(?:p|c|pence|cents)\b/u;

// Verbs of laying a cost on: "we'll add a £1 handling charge", "we are introducing a booking fee".
const LAYING = new Set([
  ...['add', 'adding', 'introduce', 'introducing', 'apply', 'applying', 'levy', 'levying', 'impose'],
  ...['imposing'],
]);

// Verbs of showing and seeing, whose "now" and adverts tell a burden added: "now shows ads".
const SHOWING = new Set([
  ...['show', 'shows', 'showing', 'display', 'displays', 'see', 'sees', 'feature', 'features', 'play'],
  ...['plays', 'run', 'runs', 'contain', 'contains', 'serve', 'serves', 'get', 'gets'],
]);

// Burdens a plan now comes with besides a cost: "Your streaming plan now includes adverts".
const ADDED_BURDENS = new Set([
  'ads',
  'adverts',
  // One advert, or adverts as a modifier ("short ad breaks", "an advert after every third track").
  'ad',
  'advert',
  'advertisement',
  'commercial',
  'advertising',
  'advertisements',
  'commercials',
  'watermark',
  // Paid placement named by its adjective: "sponsored listings", "promoted posts" are adverts.
  'sponsored',
  'promoted',
]);
// Verbs of billing a sum (Levin 54.5 "bill" verbs): "will be charged at 50p", "will be fined at $5 per day".
// "now cost 7p per minute" (the fifteenth pass): a verb of costing after "now" names a rate like
// "are now charged £0.10 per minute".
const CHARGED_AT = new Set(['charged', 'fined', 'billed', 'cost', 'costs']);

/**
 * Whether the sentence opens on a dated change, like "now": "From this week, the app shows sponsored
 * listings", "Starting 1 May, free accounts see ads".
 */
function changeDated(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  return /^(?:from|starting|as of|beginning)\b/iu.test(block.text.slice(sentence.start, sentence.end).trim());
}
// Passives that impose a cost: "a £3.50 monthly charge will be added", "a surcharge will be applied".
const IMPOSING = new Set([
  'added',
  'applied',
  'introduced',
  'levied',
  'charged',
  'made',
  'taken',
  'deducted',
]);

/**
 * A cost as the subject of a passive that imposes it, in the future or as under way, not denied: "a £3.50
 * monthly charge will be added for paper statements", "A 2% surcharge is being introduced". "No charge
 * will be added" and "A £5 credit will be added" pass.
 */
function imposed(block: BlockView, index: number): boolean {
  const { words } = block;
  const same = (at: number): string => wordInSentence(words, index, at);
  let at = index + 1;
  if (!/^(?:will|is|are|has|have)$/u.test(same(at))) return false;
  at++;
  while (/^(?:be|being|been|now|also|then)$/u.test(same(at))) at++;
  if (!IMPOSING.has(same(at)) || at === index + 2) return false;
  // "No charge will be added", "there is no fee": the cost denied.
  for (let before = index - 1; before >= Math.max(0, index - 4); before--) {
    const normal = same(before);
    if (normal === '') break;
    if (/^(?:no|not|without|any)$/u.test(normal)) return false;
  }
  return true;
}

// Offers that hold a price down for a time: their end is a price rise ("Your introductory rate of ¥3,000
// ends this month"; Ofcom, "Ending of contracts and discounts": customers are told when a deal ends).
const OFFERS = new Set([
  ...['introductory', 'promotional', 'discounted', 'discount', 'intro', 'special', 'welcome', 'fixed'],
  ...['fixed-price', 'fixed-rate', 'fixed-term', 'loyalty'],
]);
const PRICED = new Set(['rate', 'price', 'offer', 'discount', 'deal', 'tariff', 'pricing', 'fare', 'period']);
const ENDING = new Set([
  'ends',
  'end',
  'ending',
  'ended',
  'expires',
  'expire',
  'expiring',
  'expired',
  'finishes',
]);

/**
 * The end of an offer that held the reader's price down: "Your introductory rate of ¥3,000 ends this
 * month", "your promotional price will expire on 1 May". A free trial's end is routine and passes.
 * Returns the verb's index.
 */
export function offerEnds(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const free = freeServiceEnds(block, index);
    if (free !== undefined) return free;
    const same = (at: number): string => wordInSentence(words, index, at);
    if (OFFERS.has(words[index]?.normal ?? '') && PRICED.has(same(index + 1))) {
      for (let at = index + 2; at <= index + 8; at++) {
        const normal = same(at);
        if (normal === '' || /^(?:and|but|which|if|when)$/u.test(normal)) break;
        if (ENDING.has(normal) || noLongerApplies(block, at)) return at;
      }
    }
    const gone = offerGone(block, index);
    if (gone !== undefined) return gone;
  }
  return undefined;
}

// Offers whatever their kind: "the trade-in offer", "the early-booking discount".
const DEALS = new Set(['offer', 'offers', 'discount', 'discounts', 'deal', 'deals', 'promotion', 'rebate']);
// An end told as done: "ended on 31 August", "closed yesterday", "has expired".
const ENDED = new Set(['ended', 'closed', 'expired', 'finished', 'lapsed', 'over']);

/** "no longer applies" / "will no longer apply" at `index` ("no"). */
function noLongerApplies(block: BlockView, index: number): boolean {
  const same = (at: number): string => wordInSentence(block.words, index, at);
  return (
    same(index) === 'no' && same(index + 1) === 'longer' && /^(?:apply|applies|be)$/u.test(same(index + 2))
  );
}

/**
 * An offer the reader no longer gets, told as done, with the reader's order or price in the sentence:
 * "The trade-in offer on older handsets ended on 31 August and can't be applied to your order", "The
 * early-booking discount closed yesterday, so the full rate now applies to your registration". An offer
 * that "ends Sunday" is the seller's urgency, and passes; so does an offer with no reader in sight.
 * Returns the ending word's index.
 */
function offerGone(block: BlockView, index: number): number | undefined {
  const { words } = block;
  if (!DEALS.has(words[index]?.normal ?? '')) return undefined;
  const same = (at: number): string => wordInSentence(words, index, at);
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return undefined;
  let reader = false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) reader ||= same(at) === 'your';
  // "The 15% student discount will no longer apply to online orders from 1 September" (the fifteenth
  // pass): an offer withdrawn from a date is a change to come, not the seller's urgency, reader or not.
  const changeDated = dated(block, index);
  if (!reader && !changeDated) return undefined;
  for (let at = index + 1; at <= index + 8; at++) {
    const normal = same(at);
    if (normal === '' || /^(?:and|but|which|if|when)$/u.test(normal)) break;
    if (normal === 'over' && same(at - 1) !== 'is' && same(at - 1) !== 'was') continue;
    if (noLongerApplies(block, at)) return at;
    if (reader && ENDED.has(normal)) return at;
  }
  return undefined;
}

// Trials and samples are free for a time by design: their end is routine ("Your free trial ends on Friday").
const TRIALS = new Set([
  'trial',
  'trials',
  'period',
  'sample',
  'samples',
  'preview',
  'beta',
  'month',
  'week',
]);

/**
 * A service that was free and stops being so: "Free customer parking ends on 1 March", "free next-day
 * delivery will end in June". The end of "free" is a charge that begins (Ofcom, "Ending of contracts and
 * discounts"); a free trial's end is routine and passes. Returns the ending verb's index.
 */
function freeServiceEnds(block: BlockView, index: number): number | undefined {
  const { words } = block;
  if (words[index]?.normal !== 'free') return undefined;
  const same = (at: number): string => wordInSentence(words, index, at);
  for (let at = index + 1; at <= index + 4; at++) {
    const normal = same(at);
    if (normal === '' || TRIALS.has(normal) || /^(?:and|but|which|if|when|until|no)$/u.test(normal)) {
      return undefined;
    }
    if (/^(?:ends|will|is)$/u.test(normal) && at > index + 1) {
      const verb = normal === 'ends' ? at : at + 1;
      const end =
        same(verb) === 'end' || same(verb) === 'ends' || (same(verb) === 'ending' && normal === 'is');
      return end ? verb : undefined;
    }
  }
  return undefined;
}
