import type { BlockView } from '../language/types.ts';
import { writerAgent } from './empathyAgents.ts';
import { priceComparisons } from './empathyAmounts.ts';
import { compared, CURRENCY, worse } from './empathyQuantities.ts';
import { isNegation, wordBefore, wordInSentence } from './wordInSentence.ts';

/**
 * Bad news told as a change to a service rather than by a problem word (GOV.UK, "Writing for GOV.UK",
 * bad-news letters: a service withdrawn, reduced or charged for; Help Scout, "How to say no to
 * customers"): a service withdrawn or leaving the catalogue, something the reader had "no longer"
 * provided, a new price for the reader's plan, a feature now only on paid plans, and a comparison that
 * leaves the reader worse off ("open three days a week instead of six", "close at 6 pm instead of 10 pm",
 * "expected on 14 March instead of 2 March").
 */

// Costs and limits, whose withdrawal is good news: "The £10 fee will be withdrawn".
const BURDENS = new Set([
  ...['fee', 'fees', 'charge', 'charges', 'surcharge', 'surcharges', 'penalty', 'penalties', 'fine'],
  ...['fines', 'limit', 'limits', 'cap', 'caps', 'restriction', 'restrictions', 'requirement', 'ads'],
  ...['adverts', 'advertising', 'watermark', 'watermarks', 'commission', 'commissions', 'paywall'],
  // Money taken, not a service: "We'll withdraw the payment on Friday".
  ...['payment', 'payments', 'money', 'funds', 'amount', 'cash'],
]);
// "will be withdrawn", "is withdrawn from Monday": money leaving an account is told apart below.
const PASSIVE_BE = new Set(['be', 'being', 'is', 'are', 'been']);
const WITHDRAWN = new Set(['withdrawn', 'axed', 'scrapped']);
// "We've decided to end the loyalty scheme": the writer ending a service, like withdrawing it.
const WITHDRAWING = new Set([
  ...['withdrawing', 'withdraw', 'scrapping', 'scrap', 'axing', 'axe', 'end', 'ending', 'discontinue'],
  ...['discontinuing'],
]);
const WRITER_SUBJECTS = new Set(['we', "we're", "we've", "we'll"]);
// The writer's decision before the act counts as its auxiliary: "we have decided to withdraw…".
const WRITER_AUXILIARIES = new Set([
  ...['are', 'will', 'have', 'had', 'to', 'going', 'must', 'now', 'decided', 'chosen', 'need', 'needed'],
  ...['planning', 'plan'],
]);
// What a film, a dish or a product leaves: "leaves our catalogue on 30 June".
const CATALOGUES = new Set([
  ...['catalogue', 'catalog', 'library', 'range', 'lineup', 'line-up', 'menu', 'platform', 'service'],
  ...['store', 'shop', 'shelves', 'collection', 'selection', 'network'],
]);
const LEAVES = new Set(['leaves', 'leave', 'leaving']);
const PEOPLE = new Set(['you', 'we', 'i', 'they', 'please', "you'll", "we'll"]);

/**
 * A service withdrawn: in the passive ("The Sunday 9:40 am bus will be withdrawn from 5 May"), by the
 * writer ("We are withdrawing the Student Saver tariff"), or leaving the catalogue ("The film … leaves
 * our catalogue on 30 June"). Not money taken from an account ("£50 will be withdrawn from your
 * account") and not a cost withdrawn ("We're scrapping the booking fee"). Returns the verb's index.
 */
export function serviceWithdrawn(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    let found = false;
    if (WITHDRAWN.has(word.normal) && PASSIVE_BE.has(same(index - 1))) {
      found = !negated(block, index - 1) && !burdenIn(block, sentence.firstWord, index);
      // "…withdrawn from your account": money, not a service.
      if (same(index + 1) === 'from' && same(index + 2) === 'your') found = false;
    } else if (WITHDRAWING.has(word.normal) && (writerBefore(block, index) || writerAgent(block, index))) {
      found = !negated(block, index) && !burdenIn(block, index + 1, Math.min(sentence.endWord, index + 5));
      // "End" needs an offering as its object: "end the loyalty scheme", not "end the confusion".
      if (/^(?:end|ending|discontinue|discontinuing)$/u.test(word.normal)) {
        found &&= offeringAfter(block, index + 1, Math.min(sentence.endWord, index + 5));
      }
    } else if (LEAVES.has(word.normal) && (!PEOPLE.has(same(index - 1)) || word.normal === 'leaves')) {
      // "Sorry to Bother You leaves our catalogue": "you leaves" cannot be the reader, so it ends a title.
      const owner = same(index + 1);
      found = (owner === 'our' || owner === 'the') && CATALOGUES.has(same(index + 2));
    }
    if (found && !CURRENCY.test(block.text.slice(sentence.start, sentence.end))) return index;
  }
  return undefined;
}

/** Whether the writer is the subject within three words before `index`: "we are withdrawing". */
function writerBefore(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index - 1; at >= Math.max(0, index - 4); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (WRITER_SUBJECTS.has(word.normal)) return true;
    if (!WRITER_AUXILIARIES.has(word.normal)) return false;
  }
  return false;
}

// What a provider offers its customers, whose end is a service withdrawn.
const OFFERINGS = new Set([
  ...['scheme', 'service', 'programme', 'program', 'plan', 'route', 'membership', 'subscription', 'offer'],
  ...['club', 'class', 'classes', 'contract', 'tenancy', 'agreement', 'support', 'feature', 'partnership'],
  ...['discount', 'deal', 'tariff', 'app', 'option', 'line', 'collection', 'collections', 'delivery'],
]);

const COUNT_WORDS =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|several|many|hours|days|weeks|minutes)$/u;

function offeringAfter(block: BlockView, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    if (OFFERINGS.has(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}

// Costs whose end is relief: "no longer carry a fee" (money the reader hands over is not one: "no longer
// takes cash").
const COSTS = new Set([
  'fee',
  'fees',
  'charge',
  'charges',
  'surcharge',
  'surcharges',
  'penalty',
  'penalties',
]);

function costIn(block: BlockView, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    if (COSTS.has(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}

function burdenIn(block: BlockView, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    if (BURDENS.has(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}

/** Whether "not", "never" or a "n't" form stands within two words before `index` in its sentence. */
function negated(block: BlockView, index: number): boolean {
  return wordBefore(block.words, index, 2, isNegation);
}

/**
 * Verbs of a service provided, whose end is a service cut: "Version 5.0 no longer supports Windows 7",
 * "the help line will no longer open on Sundays", "The 14 bus no longer stops at Park Road". Verbs
 * whose end is good news or routine are left out: "need", "charge", "send you marketing", "sell your
 * data", "work" ("Your new card is active, and the old one no longer works").
 */
const PROVIDED = new Set([
  ...['support', 'supports', 'open', 'opens', 'run', 'runs', 'operate', 'operates', 'serve', 'serves'],
  ...['stop', 'stops', 'deliver', 'delivers', 'ship', 'ships', 'stock', 'stocks', 'carry', 'carries'],
  ...['provide', 'provides', 'offer', 'offers', 'include', 'includes', 'accept', 'accepts', 'cover'],
  ...['covers', 'call', 'calls'],
  // Visits to the reader's door: "Our drivers will no longer collect bulky waste from your door".
  ...['collect', 'collects', 'visit', 'visits', 'empty', 'empties', 'clean', 'cleans'],
  // What a shop or a desk takes from customers: "The museum shop no longer takes cash".
  ...['take', 'takes'],
  // The progressive: "The Riverside GP practice is no longer taking new patients".
  ...['taking', 'offering', 'accepting', 'running', 'serving', 'stocking', 'delivering', 'providing'],
  ...['supporting', 'covering', 'collecting', 'visiting', 'opening', 'selling', 'shipping'],
]);
/** The same services in the passive: "is no longer offered", "will no longer be included". */
const PROVIDED_PARTICIPLES = new Set([
  ...['offered', 'included', 'supported', 'provided', 'accepted', 'stocked', 'served', 'delivered'],
  ...['sold', 'covered', 'run', 'operated', 'open'],
  // "will no longer be available to stream": what is offered, told with the adjective.
  ...['available', 'valid'],
]);
const UPDATES = new Set(['updates', 'update', 'support', 'patches', 'fixes', 'security']);

// Participles of what is done for the public at a place: "Blood tests will no longer be taken at the
// Church Road surgery", "Flu jabs are no longer given at the pharmacy", "Passports will no longer be
// issued at the Town Hall".
const DONE_AT = new Set([
  ...['taken', 'done', 'held', 'given', 'seen', 'issued', 'collected', 'processed', 'carried', 'handled'],
  ...['performed', 'treated', 'dispensed', 'sold', 'booked', 'repaired', 'fitted', 'printed', 'posted'],
]);

/** Whether the participle at `index` names a service done at a place: "taken at the Church Road surgery". */
function servedAtPlace(block: BlockView, index: number): boolean {
  const { words } = block;
  const same = (at: number): string => wordInSentence(words, index, at);
  if (!DONE_AT.has(same(index))) return false;
  // "Your data will no longer be held in our US data centre": where records are kept is no service.
  for (let back = index - 1; back >= Math.max(0, index - 8) && same(back) !== ''; back--) {
    if (/^(?:data|details|information|records|files|backups|logs)$/u.test(same(back))) return false;
  }
  const at = same(index + 1) === 'out' ? index + 2 : index + 1;
  if (same(at) !== 'at' && same(at) !== 'in') return false;
  const place = same(at + 1) === 'the' || same(at + 1) === 'our' ? at + 2 : at + 1;
  return /^\p{Lu}/u.test(words[place]?.text ?? '') || same(at + 1) === 'our';
}

/**
 * A service the reader had, no longer provided (GOV.UK bad-news letters: a service reduced): "no longer"
 * and a verb of providing, in any form, or an end of support ("the app will stop receiving updates").
 * "Your phone will no longer run out of charge", "The app no longer stops responding" and "The 14 bus
 * no longer calls you" pass. Returns the verb's index.
 */
export function noLongerProvided(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    if (word.normal === 'receiving' && /^stop/u.test(same(index - 1))) {
      if (UPDATES.has(same(index + 1)) || UPDATES.has(same(index + 2))) return index;
      continue;
    }
    // "will no longer be included in the Silver tier", "Room service is no longer offered after 10 pm".
    // The passive needs its "be" before or after "no longer": "will no longer run out" is no service.
    const after = same(index - 1) === 'be' || same(index - 1) === 'being';
    const passive = after ? index - 1 : index;
    const be = after || /^(?:is|are|was|were)$/u.test(same(passive - 3));
    if (
      be &&
      (PROVIDED_PARTICIPLES.has(word.normal) || servedAtPlace(block, index)) &&
      same(passive - 1) === 'longer' &&
      same(passive - 2) === 'no'
    ) {
      return index;
    }
    if (same(index - 1) !== 'longer' || same(index - 2) !== 'no' || !PROVIDED.has(word.normal)) continue;
    const next = same(index + 1);
    if ((word.normal === 'run' || word.normal === 'runs') && next === 'out') continue;
    // "It no longer takes five days", "no longer takes long": a wait ended, relief.
    if (
      word.normal.startsWith('take') &&
      (/^(?:\d.*|long|ages|a|an|up|more|over|just|only)$/u.test(next) || COUNT_WORDS.test(next))
    ) {
      continue;
    }
    if (word.normal.startsWith('stop') && next.endsWith('ing')) continue;
    if (word.normal.startsWith('call') && next !== 'at') continue;
    // "The 14 bus no longer stops at Park Road"; "an error no longer stops the whole import" is relief.
    if (word.normal.startsWith('stop') && next !== 'at' && next !== 'in') continue;
    // "Cash withdrawals abroad no longer carry a fee": a burden ended, relief; so is "no longer collect
    // your data".
    if (costIn(block, index + 1, Math.min(index + 4, words.length))) continue;
    if (/^(?:data|details|information)$/u.test(same(index + 2)) || same(index + 1) === 'data') continue;
    return index;
  }
  return undefined;
}

// A fall in what the reader pays, or a launch, which a new amount may announce: "now costs only $5".
const CHEAPER = new Set([
  ...['down', 'lower', 'lowered', 'reduced', 'cheaper', 'less', 'save', 'saving', 'savings', 'discount'],
  ...['discounted', 'off', 'only', 'just', 'free', 'new', 'introductory', 'launch', 'sale'],
  // No change at all: "each extra user still costs $6", "the same as today".
  ...['still', 'same', 'unchanged'],
]);
const COST_VERBS = new Set(['cost', 'costs']);
// What the reader pays, named before "will be": "your monthly line rental will be £24.50".
const PAID = new Set([
  ...['price', 'premium', 'rent', 'rental', 'fee', 'subscription', 'membership', 'payment', 'debit'],
  ...['bill', 'tariff', 'fare', 'charge', 'instalment', 'installment'],
  // What the reader buys to use a service: "The annual season ticket is now £1,240".
  ...[
    'ticket',
    'tickets',
    'pass',
    'permit',
    'licence',
    'license',
    'tuition',
    'tax',
    'toll',
    'fees',
    'prices',
  ],
]);

/**
 * A verb that tells what the reader will pay: "costs", "you'll pay", "will be" after a paid noun ("your
 * line rental will be £24.50").
 */
function costVerb(block: BlockView, index: number): boolean {
  const { words } = block;
  const normal = words[index]?.normal ?? '';
  if (COST_VERBS.has(normal)) return true;
  const previous = words[index - 1]?.normal ?? '';
  if (normal === 'pay') {
    return previous === "you'll" || (previous === 'will' && words[index - 2]?.normal === 'you');
  }
  // "The annual fee for the Platinum Rewards card is now $695": "now" sets the amount against what it was.
  if ((normal === 'is' || normal === 'are') && words[index + 1]?.normal === 'now') {
    return paidSubject(block, index) !== undefined;
  }
  if (normal !== 'be' || previous !== 'will') return false;
  const noun = words[index - 2];
  if (noun !== undefined && noun.sentence === words[index]?.sentence && PAID.has(noun.normal)) return true;
  // "Your broadband will be £42.99 per month from 1 May": a sum per period is a price whatever the
  // subject names (the service, the plan), so "will be" tells what the reader will pay.
  return recurringSum(block, index + 1);
}

const PERIODS = /^(?:month|months|year|years|week|weeks|day|days|hour|hours|night|visit|session|term)$/u;

/** Whether a sum per period follows at `index`: "£42.99 per month", "$30 a year", "€5 each week". */
function recurringSum(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const amount = words[index];
  if (!amount || !/[$€£¥]\s?$/u.test(text.slice(words[index - 1]?.end ?? 0, amount.start))) return false;
  if (!/^\d/u.test(amount.normal)) return false;
  return (
    /^(?:per|a|an|each|every)$/u.test(words[index + 1]?.normal ?? '') &&
    PERIODS.test(words[index + 2]?.normal ?? '')
  );
}

/** The index of a paid noun heading the subject before `index`, over a phrase of what it is for. */
function paidSubject(block: BlockView, index: number): number | undefined {
  const { words } = block;
  for (let at = index - 1; at >= Math.max(0, index - 8); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return undefined;
    if (PAID.has(word.normal)) return at;
    if (/^(?:and|but|so|which|that|you|we)$/u.test(word.normal)) return undefined;
  }
  return undefined;
}
// What dates a change of price: "from your June bill", "from 1 July", "starting next month".
const CHANGE_MARKERS = new Set(['starting', 'effective']);
// What "from" dates ("from 1 July", "from your next bill", "from March"), not a source ("from your card").
const DATED = new Set([
  ...['next', 'today', 'tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  ...['sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september'],
  ...['october', 'november', 'december', 'renewal', 'start', 'beginning', 'first', 'end', 'billing'],
  ...['bill', 'then'],
  // Terms and seasons: "from the spring term", "from the autumn", "from the new school year".
  ...['spring', 'summer', 'autumn', 'winter', 'term', 'semester', 'new', 'school', 'academic', 'quarter'],
]);

/** Whether "from" at `index` starts a date: "from 1 July", "from your June bill", "from next month". */
export function fromDate(block: BlockView, index: number): boolean {
  const { words } = block;
  if (words[index]?.normal !== 'from') return false;
  let at = index + 1;
  if (words[at]?.normal === 'your' || words[at]?.normal === 'the') at++;
  const next = words[at]?.normal ?? '';
  // A day in figures needs its month: "from 1 July", not a price ("from £9.99") or a count ("from 2 users").
  if (/^\d/u.test(next)) return DATED.has(words[at + 1]?.normal ?? '');
  return DATED.has(next);
}

/**
 * A price rise told as the new amount only, with the date it starts (GOV.UK bad-news letters: a charge
 * put up): "your Premium plan will cost $17.99 a month from your June bill", "From 1 March, your
 * broadband costs £32". A fall or a launch ("now costs only $5", "the new Team plan costs $8") passes.
 * Returns the cost verb's index.
 */
export function newPrice(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !costVerb(block, index)) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    const reach = words[index + 1]?.normal === 'now' ? index + 3 : index + 2;
    if (!CURRENCY.test(text.slice(word.end, words[Math.min(reach, sentence.endWord - 1)]?.end))) continue;
    // "A day pass now costs CHF 92": "now" right before the verb sets the amount against what it was (a
    // fall says so: "now costs only $5"); "…costs £42 a month, as it does now" changes nothing.
    let marked = words[index - 1]?.normal === 'now' || words[index + 1]?.normal === 'now';
    let cheaper = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (CHANGE_MARKERS.has(normal) || fromDate(block, at)) marked = true;
      if (normal === 'as' && words[at + 1]?.normal === 'of') marked = true;
      if (
        CHEAPER.has(normal) ||
        (normal === 'news' && /^(?:good|great)$/u.test(words[at - 1]?.normal ?? ''))
      ) {
        cheaper = true;
      }
    }
    // "will cost $9 per month instead of $12": set against a higher old amount, a price cut.
    const told = text.slice(sentence.start, sentence.end);
    if (priceComparisons(told).some(({ now, old }) => now < old)) cheaper = true;
    // A start date alone makes the amount a change: "For bookings made from 1 March, the first checked
    // bag on Basic fares costs $35 each way" is a fee that now applies, whoever it is said of.
    // "The annual fee … is now $695": the paid noun is what the finding names.
    if (marked && !cheaper && !/\b(?:good|great) news\b/iu.test(text)) {
      return paidSubject(block, index) ?? index;
    }
  }
  return undefined;
}

// What a service gives, narrowed with "only": "will only be answered between 9 am and 1 pm".
const AVAILABLE = new Set([
  ...['available', 'offered', 'included', 'possible', 'answered', 'staffed', 'served', 'delivered'],
  ...['collected', 'accepted', 'open', 'run', 'sold', 'issued', 'seen', 'treated', 'allowed'],
]);

/**
 * A feature moved to a dearer plan or a narrower offer: "Export to PDF is now only available on paid
 * plans", "Live chat will only be offered to Premium members". "Only available on Pro" without "now"
 * or "will" states a plan's terms. Returns the index of "only".
 */
export function nowOnly(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length - 1; index++) {
    const word = words[index];
    if (word?.normal !== 'only') continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    // "is now only available", "will only be offered", "is now available only to".
    const changed = same(index - 1) === 'now' || same(index - 1) === 'will' || same(index - 2) === 'now';
    const after = same(index + 1) === 'be' ? same(index + 2) : same(index + 1);
    if (changed && (AVAILABLE.has(after) || AVAILABLE.has(same(index - 1)))) return index;
  }
  return undefined;
}

const COMPARING = [
  ['instead', 'of'],
  ['rather', 'than'],
  ['down', 'from'],
  ['it', 'was'],
  ['previously'],
] as const;

/**
 * A change that leaves the reader worse off, told by comparing the new figure with the old (GOV.UK
 * bad-news letters: a service reduced): fewer of what a service provides ("will open three days a week
 * instead of six", "now includes 2 projects (it was 5)"), an earlier closing or a later opening time
 * ("will close at 6 pm instead of 10 pm"), a later date for what is coming ("now expected on 14 March
 * instead of 2 March") or an earlier end. Money is read by `priceRise`; shorter waits and later
 * closing are good news. Returns the comparing word's index.
 */
export function worseComparison(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    // "now due in week 48, not week 44": ", not" sets the old figure against the new one too.
    const notMarker =
      word.normal === 'not' && /^,\s+$/u.test(text.slice(words[index - 1]?.end ?? 0, word.start))
        ? (['not'] as const)
        : undefined;
    // "every three weeks (was fortnightly)": the old figure in brackets after "was".
    const wasMarker =
      word.normal === 'was' && /\(\s*$/u.test(text.slice(words[index - 1]?.end ?? 0, word.start))
        ? (['was'] as const)
        : undefined;
    const marker =
      notMarker ??
      wasMarker ??
      COMPARING.find((parts) => parts.every((part, offset) => words[index + offset]?.normal === part));
    if (!marker) continue;
    const sentence = block.sentences[word.sentence];
    const last = words[index + marker.length - 1];
    if (!sentence || !last || last.sentence !== word.sentence) continue;
    const pair = compared(text.slice(sentence.start, word.start), text.slice(last.end, sentence.end));
    if (pair && worse(block, sentence.firstWord, sentence.endWord, pair[0], pair[1])) return index;
  }
  return undefined;
}
