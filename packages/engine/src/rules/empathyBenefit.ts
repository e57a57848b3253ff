import {
  ADDING_VERBS,
  AGAINST_VERBS,
  BURDEN_THINGS,
  CONVERTING_VERBS,
  CREATING_VERBS,
  GIVING_VERBS,
  GOOD_THINGS,
  HELPING_VERBS,
  NEW_THINGS,
  HELP_RESOURCES,
  MOVING_VERBS,
  DISTRIBUTING_VERBS,
  OUT_PARTICLES,
  RELIEF_ARRANGEMENTS,
} from '../data/empathyDeeds.ts';
import type { BlockView } from '../language/types.ts';
import { writerAgent } from './empathyAgents.ts';

/**
 * Help told in the writer's own words, without a stock phrase: the writer's side as the agent of an act
 * that benefits the reader (Levin's verbs of giving, helping and creating for someone; see
 * `data/empathyDeeds.ts`): "we'll take the payment over the phone" after "call us", "we've moved your
 * bookings across", "our team will arrange home visits for anyone who…", "we'll save it automatically",
 * "we've written a step-by-step guide". Acts against the reader ("we've removed the option", "we will
 * charge", "we have closed your account") and help refused ("we can't refund it") are not help.
 */

// A negation in the verb group refuses the act: "we can't refund it", "we won't be rebooking".
const NEGATIONS = /^(?:not|never|no|cannot|unable|neither|nor)$|n['\u2019]t$/u;
// Who the act is for: "for you", "for anyone who…", "for everyone affected", "for those of you".
const BENEFICIARIES = new Set([
  ...['you', 'anyone', 'everyone', 'everybody', 'those', 'each', 'all', 'customers', 'members', 'guests'],
  ...['passengers', 'residents', 'families', 'patients', 'students', 'whoever', 'any', 'every'],
]);
// The reader or their thing as what is given to or done to: "give you", "extend your trial", "send it".
const RECEIVERS = new Set(['you', 'your', 'it', 'them', 'yours']);
// What ends an act's object: a new clause.
const CLAUSE_ENDS = new Set(['and', 'but', 'so', 'because', 'which', 'while', 'if', 'unless', 'or']);

/** Whether the writer's side does something for the reader somewhere in the block. */
export function writerBenefits(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (
      AGAINST_VERBS.has(normal) &&
      !HELPING_VERBS.has(normal) &&
      !takesRequests(block, index) &&
      !holdsBurdenDown(block, index)
    ) {
      continue;
    }
    // An auxiliary or a negation is no act (seventeenth pass): "we are unable to act for you", "we cannot
    // act for you" refuse.
    if (AUXILIARIES.has(normal) || NEGATIONS.test(normal)) continue;
    if (!isAct(block, index) && !keepsGoing(block, index)) continue;
    if (!writerAgent(block, index) || refused(block, index) || circumstance(block, index)) continue;
    if (partOfSum(block, index) || paidForByKeeping(block, index)) continue;
    return true;
  }
  return false;
}

const AUXILIARIES = new Set(['are', 'is', 'am', 'was', 'were', 'be', 'been', 'being']);

/**
 * A part of a sum paid or refunded (seventeenth pass): "We will pay £1,340 of the £2,900 you claimed",
 * "we'll refund $40 of your $120 fee" tell the rest refused; a whole amount paid is still help.
 */
function partOfSum(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const amount = words[index + 1];
  if (!amount || !/^\d/u.test(amount.normal)) return false;
  // "1,340" is read as two words: skip the groups after a comma.
  let after = index + 2;
  while (
    /^\d/u.test(words[after]?.normal ?? '') &&
    text.slice(words[after - 1]?.end ?? 0, words[after]?.start ?? 0) === ','
  ) {
    after++;
  }
  if (words[after]?.normal !== 'of') return false;
  return (
    /[$€£¥]\s?$/u.test(text.slice(0, amount.start)) || /^(?:the|your)$/u.test(words[after + 1]?.normal ?? '')
  );
}

// Verbs of keeping the reader's money: what follows their "to" is what the money pays for.
const KEEPING_MONEY = /^(?:retain|retains|retained|keep|keeps|kept|withhold|withheld|deduct|deducted|use)$/u;

/**
 * Whether the act at `index` is what the reader's kept money pays for (seventeenth pass): "we will retain
 * £420 of your deposit to cover repainting the hallway and replacing the kitchen blind". A verb of keeping
 * earlier in the sentence, then "to", and no clause break but "and" between.
 */
function paidForByKeeping(block: BlockView, index: number): boolean {
  const { words, text } = block;
  let purpose = false;
  for (let at = index - 1; at >= 0 && words[at]?.sentence === words[index]?.sentence; at--) {
    const normal = words[at]?.normal ?? '';
    if (/[,;:]/u.test(text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0))) return false;
    if (/^(?:but|so|because|while)$/u.test(normal)) return false;
    if (normal === 'to') purpose = true;
    if (KEEPING_MONEY.test(normal)) return purpose;
  }
  return false;
}

/** Whether the verb at `index` does the reader good, by its class and, for some classes, its object. */
function isAct(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  if (!word || !/^\p{Ll}/u.test(word.text)) return false;
  const normal = word.normal;
  const object = objectOf(block, index);
  if (HELPING_VERBS.has(normal) || takesRequests(block, index)) return true;
  // "we've frozen your fees until the pool reopens", "we've capped your rent": a burden held where it
  // is, relief (a frozen account is no burden, and stays an act against the reader).
  if (holdsBurdenDown(block, index)) return true;
  if (object.some((at) => BURDEN_THINGS.has(words[at]?.normal ?? ''))) return false;
  // "we'll hand out bottled water", "our staff are handing out meal vouchers": given out to people.
  // Leaflets about the change only tell the news again: "we have handed out leaflets about the change".
  if (
    (DISTRIBUTING_VERBS.has(normal) ||
      (GIVING_VERBS.has(normal) && OUT_PARTICLES.has(words[index + 1]?.normal ?? ''))) &&
    !object.some((at) => NOTICES.has(words[at]?.normal ?? ''))
  ) {
    return true;
  }
  // "our advisers can set up a payment plan", "we can agree a repayment plan": an arrangement that eases
  // a cost, put in place by a verb of giving, putting or creating.
  const placing = GIVING_VERBS.has(normal) || ADDING_VERBS.has(normal) || CREATING_VERBS.has(normal);
  if (
    placing &&
    object.some((at) =>
      RELIEF_ARRANGEMENTS.some((parts) => parts.every((part, offset) => words[at + offset]?.normal === part)),
    )
  ) {
    return true;
  }
  // "we'll give you a free month", "we'll send a replacement", "we've extended your trial"; not "we'll
  // deliver on Saturdays only" or "we've extended the closure", which give the reader nothing.
  if (GIVING_VERBS.has(normal)) {
    return (
      object.some(
        (at) => RECEIVERS.has(words[at]?.normal ?? '') || GOOD_THINGS.has(words[at]?.normal ?? ''),
      ) ||
      (/^pa(?:y|ys|id|ying)$/u.test(normal) && words[index + 1]?.normal === 'for') ||
      forSomeone(block, index)
    );
  }
  if (ADDING_VERBS.has(normal)) {
    // "we'll save it automatically", "we'll hold your seat": the reader's thing kept safe.
    if (
      /^(?:sav|hold|held)/u.test(normal) &&
      /^(?:it|them|your)$/u.test(words[object[0] ?? -1]?.normal ?? '')
    ) {
      return true;
    }
    // "we'll run a new Thursday session", "we've set aside a new two-year deal"; "we've added a second
    // packing shift": an ordinal after "a" is one more of the kind, like "another".
    return (
      object.some(
        (at) =>
          GOOD_THINGS.has(words[at]?.normal ?? '') ||
          NEW_THINGS.has(words[at]?.normal ?? '') ||
          (words[at - 1]?.normal === 'a' && ONE_MORE.has(words[at]?.normal ?? '')),
      ) || forSomeone(block, index)
    );
  }
  // "Our design team will convert any Classic site to the new theme for free": any act done free.
  if (object.some((at) => words[at]?.normal === 'free' && words[at - 1]?.normal === 'for')) return true;
  if (MOVING_VERBS.has(normal)) {
    // "we've moved your bookings across", "moved all booked appointments there for you", "We'll switch
    // you to Plus free for a year": moved over, for the reader, or to something better.
    return (
      object.some(
        (at) =>
          /^(?:across|over)$/u.test(words[at]?.normal ?? '') || GOOD_THINGS.has(words[at]?.normal ?? ''),
      ) ||
      forSomeone(block, index) ||
      movedToReplacement(block, index, object)
    );
  }
  // "we've written a step-by-step upgrade guide".
  if (CREATING_VERBS.has(normal) && object.some((at) => HELP_RESOURCES.has(words[at]?.normal ?? ''))) {
    return true;
  }
  // Any other act done "for you" (Levin's benefactive "for"): "we've loaded your season onto the app
  // for you". Looking into the case is no act for the reader ("we've checked your account for you").
  return !LOOKING.has(normal) && forSomeone(block, index);
}

/**
 * The reader's things moved by the writer into what replaces the old: "We've moved all your saved export
 * templates to the new panel automatically", "we've already moved your existing zaps into it". A
 * destination that is a date or a time ("moved your appointment to 24 May") is the news itself.
 */
function movedToReplacement(block: BlockView, index: number, object: readonly number[]): boolean {
  const { words } = block;
  const normals = object.map((at) => words[at]?.normal ?? '');
  const yours = normals.slice(0, 3).includes('your');
  if (!yours) return false;
  // "We've converted all your saved export profiles to JSON": the reader's stored work turned into the
  // new form, whatever the form is called; "converted your account to a free plan" is no stored work.
  if (CONVERTING_VERBS.has(words[index]?.normal ?? '')) {
    return normals.slice(0, 4).some((normal) => /^(?:saved|existing|stored)$/u.test(normal));
  }
  if (normals.includes('automatically') || normals.includes('into') || normals.includes('onto')) return true;
  const to = normals.indexOf('to');
  return (
    to >= 0 && normals.slice(to + 1, to + 4).some((normal) => /^(?:new|replacement|native)$/u.test(normal))
  );
}

// Verbs of holding a cost down: freeze, cap, hold.
const HOLDING_DOWN = /^(?:freeze|freezes|freezing|froze|frozen|cap|caps|capped|capping|lock|locks|locking)$/u;

/** "we've frozen your fees": a verb of holding down with a cost as its object. */
function holdsBurdenDown(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!HOLDING_DOWN.test(words[index]?.normal ?? '')) return false;
  return objectOf(block, index).some((at) => BURDEN_THINGS.has(words[at]?.normal ?? ''));
}

const ONE_MORE = new Set(['second', 'third', 'fourth']);

// Papers that tell the news rather than ease it.
const NOTICES = new Set([
  ...['leaflet', 'leaflets', 'flyer', 'flyers', 'notice', 'notices', 'letter', 'letters', 'information'],
  ...['details', 'posters', 'updates', 'forms', 'form'],
]);

// Acts of looking into a case, which the ninth pass counts as no help: "I've checked your account".
const LOOKING = new Set([
  ...['checked', 'check', 'reviewed', 'review', 'looked', 'look', 'noted', 'note', 'confirmed', 'confirm'],
  ...['found', 'seen', 'assessed', 'considered', 'decided', 'received', 'read', 'investigated', 'logged'],
]);

// Words of a purpose that keeps the reader going: "so every team still plays", "so no one misses out".
const KEEPING = new Set(['still', 'nobody', 'everyone', 'everybody', 'continue']);

/**
 * An act whose purpose keeps the service going for the readers: "we've booked Lea Fields so every team
 * still plays", "we've added a later bus so you can still get home". The purpose is the readers', not
 * the writer's ("so we can charge…").
 */
function keepsGoing(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  if (!word || !/^\p{Ll}/u.test(word.text)) return false;
  for (let at = index + 1; at <= index + 8; at++) {
    if (words[at]?.sentence !== word.sentence) return false;
    if (words[at]?.normal !== 'so' || /^(?:far|much|many|long)$/u.test(words[at + 1]?.normal ?? '')) continue;
    let start = at + 1;
    if (words[start]?.normal === 'that') start++;
    if (/^(?:we|i|we'll|we're|we've|our)$/u.test(words[start]?.normal ?? '')) return false;
    for (let after = start; after <= start + 6; after++) {
      if (words[after]?.sentence !== word.sentence) break;
      const normal = words[after]?.normal ?? '';
      if (KEEPING.has(normal) || (normal === 'one' && words[after - 1]?.normal === 'no')) return true;
    }
    return false;
  }
  return false;
}

// What a desk takes from customers to serve them: "our reception team will take bookings by phone".
const REQUESTS = new Set([
  ...['bookings', 'booking', 'orders', 'calls', 'requests', 'questions', 'appointments', 'enquiries'],
  ...['care', 'reservations', 'referrals'],
]);

/** Whether "take" at `index` takes the reader's requests: "will take bookings by phone", "take care of". */
function takesRequests(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:take|takes|taking|took)$/u.test(words[index]?.normal ?? '')) return false;
  let at = index + 1;
  if (/^(?:the|your|any|all|new)$/u.test(words[at]?.normal ?? '')) at++;
  return words[at]?.sentence === words[index]?.sentence && REQUESTS.has(words[at]?.normal ?? '');
}

/** The word indexes of the verb's object and what follows it, up to the end of its clause (ten words). */
function objectOf(block: BlockView, index: number): number[] {
  const { words, text } = block;
  const found: number[] = [];
  for (let at = index + 1; at <= index + 10; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence || CLAUSE_ENDS.has(word.normal)) break;
    if (at > index + 1 && /[;:]/u.test(text.slice(words[at - 1]?.end ?? 0, word.start))) break;
    found.push(at);
  }
  return found;
}

/**
 * Whether "for you", "for anyone who…", "for everyone affected" follows the verb in its clause; for verbs
 * of giving and moving also "with any household", "to every flat" (the recipient).
 */
function forSomeone(block: BlockView, index: number): boolean {
  const { words } = block;
  const normal = words[index]?.normal ?? '';
  const giving = GIVING_VERBS.has(normal) || MOVING_VERBS.has(normal) || ADDING_VERBS.has(normal);
  for (const at of objectOf(block, index)) {
    // "for you", "for anyone who…"; "with any household that needs one", "to everyone affected".
    const link = words[at]?.normal ?? '';
    // "We'll leave an electric heater at each flat": a place for every household, read like "to every".
    if (link !== 'for' && !(giving && (link === 'with' || link === 'to' || link === 'at'))) continue;
    const next = words[at + 1]?.normal ?? '';
    if (link !== 'for' && !/^(?:any|every|each|anyone|everyone|everybody)$/u.test(next)) continue;
    if (BENEFICIARIES.has(next) || (next === 'many' && words[at + 2]?.normal === 'of')) return true;
  }
  return false;
}

// Words that open a clause of time or reason: "…will be interrupted while we replace a valve" tells why
// the news happens, not what is done for the reader; "you asked whether we could match a price" reports
// a question, not an offer.
const SUBORDINATORS = new Set([
  ...['while', 'whilst', 'because', 'as', 'since', 'until', 'when', 'during', 'after', 'whether'],
]);

/** Whether the verb at `index` stands in a clause of time or reason, three words after its opener. */
function circumstance(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index - 1; at >= Math.max(0, index - 4); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    // "We've since added a second shift": "since" inside the perfect is an adverb of time, not a clause.
    if (word.normal === 'since' && PERFECT.test(words[at - 1]?.normal ?? '')) continue;
    if (SUBORDINATORS.has(word.normal)) return true;
  }
  return false;
}

const PERFECT = /^(?:have|has|had|we've|i've|they've|we\u2019ve|i\u2019ve)$/u;

/**
 * Whether a negation stands in the verb group before `index`: "we can't refund", "we won't be rebooking",
 * "we are unable to offer", "we can no longer offer". The walk stops at the subject.
 */
function refused(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index - 1; at >= Math.max(0, index - 5); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (NEGATIONS.test(word.normal)) return true;
    if (!GROUP.has(word.normal)) return false;
  }
  return false;
}

// Auxiliaries and adverbs of a verb group, over which a negation still refuses the act.
const GROUP = new Set([
  ...['will', 'would', 'can', 'could', 'be', 'been', 'being', 'to', 'able', 'longer', 'have', 'has'],
  ...['are', 'is', 'am', 'do', 'does', 'did', 'also', 'now', 'still', 'yet', 'afraid', 'sadly'],
]);
