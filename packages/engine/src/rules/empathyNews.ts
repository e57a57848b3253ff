import type { BlockView } from '../language/types.ts';

/**
 * Bad news told by grammar rather than by a problem word: a request the reader made declared impossible
 * ("Restoring the project won't be possible"), and a charge put on the reader's account ("An overdraft
 * charge of £25 was applied to your account"). Help Scout, "How to say no to customers"; GOV.UK
 * bad-news letters (charges and penalties).
 */

// "isn't possible", "wasn't possible": the copula and its negation in one word.
const NEGATED_COPULAS = new Set(["isn't", "aren't", "wasn't", "weren't"]);
// "won't be possible", "wouldn't be possible", "cannot be possible".
const NEGATED_MODALS = new Set(["won't", "wouldn't", 'cannot', "can't", "couldn't", "mightn't"]);
// "will not be possible", "would not be possible", "may not be possible".
const MODALS = new Set(['will', 'would', 'may', 'might', 'could', 'can', 'shall', 'should']);
// "has not been possible", "hasn't been possible".
const NEGATED_PERFECTS = new Set(["hasn't", "haven't", "hadn't"]);
const PERFECTS = new Set(['has', 'have', 'had']);
const COPULAS = new Set(['is', 'are', 'was', 'were', "it's", "that's"]);
// "is simply not possible", "is currently not possible".
const ADVERBS = new Set(['just', 'still', 'currently', 'now', 'yet', 'also', 'sadly']);

/**
 * Harms no one can do to the reader, whose impossibility reassures: "It isn't possible for our staff to
 * see your password" (done by someone named after "for"), "It is not possible to overspend with a prepaid
 * card" (a slip of the reader's own). "It won't be possible to access the old dashboard" refuses.
 * "change" and "delete" are left out: "Not possible to change the seat after check-in" refuses.
 */
const DONE_BY_OTHERS = new Set([
  ...['see', 'read', 'view', 'access', 'share', 'sell', 'charge', 'bill', 'track', 'steal', 'leak'],
  ...['guess', 'hack', 'contact', 'call'],
]);
const OWN_SLIPS = new Set(['lose', 'overspend', 'overpay', 'miss', 'forget', 'break', 'overdraw']);

/**
 * Whether "possible" at `index` is denied: "isn't possible", "is not possible", "won't be possible",
 * "will not be possible", "hasn't been possible".
 */
function deniedPossible(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  const at = (offset: number): string =>
    words[index - offset]?.sentence === sentence ? (words[index - offset]?.normal ?? '') : '';
  const before = at(1);
  if (NEGATED_COPULAS.has(before)) return true;
  // "Not possible to change the seat after check-in": the copula left out at the sentence's start.
  if (before === 'not') {
    const copula = ADVERBS.has(at(2)) || /ly$/u.test(at(2)) ? at(3) : at(2);
    return COPULAS.has(copula) || words[index - 1]?.sentenceStart === true;
  }
  if (before === 'be') {
    return NEGATED_MODALS.has(at(2)) || (at(2) === 'not' && MODALS.has(at(3)));
  }
  if (before === 'been') {
    return NEGATED_PERFECTS.has(at(2)) || (at(2) === 'not' && PERFECTS.has(at(3)));
  }
  return false;
}

/**
 * What the reader asked for declared impossible (Help Scout, "How to say no to customers"): "Restoring
 * the deleted project won't be possible", "A refund will not be possible", "Moving your appointment
 * isn't possible", "It has not been possible to repair the frame". Not thanks ("none of this would have
 * been possible without you", "…not possible without our testers") and not a harm ruled out ("It isn't
 * possible for staff to see your password"). Returns the index of "possible".
 */
export function impossibility(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (word?.normal !== 'possible' || !deniedPossible(block, index)) continue;
    const next = words[index + 1];
    if (next?.sentence === word.sentence && next.normal === 'without') continue;
    if (harmRuledOut(block, index)) continue;
    return index;
  }
  return undefined;
}

/** "possible for anyone at the bank to see…", "possible to overspend": a harm verb after "to", soon after. */
function harmRuledOut(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  const agent = words[index + 1]?.normal === 'for';
  for (let at = index + 1; at <= index + 7; at++) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (word.normal !== 'to') continue;
    const verb = words[at + 1]?.normal ?? '';
    return OWN_SLIPS.has(verb) || (agent && DONE_BY_OTHERS.has(verb));
  }
  return false;
}

// What the reader pays as a sanction or a price of service (GOV.UK bad-news letters; a bank's tariff).
const COSTS = new Set([
  ...['fee', 'fees', 'charge', 'charges', 'penalty', 'penalties', 'surcharge', 'surcharges', 'fine'],
  ...['fines', 'levy', 'chargeback'],
]);
// Money that comes back to the reader: "A refund of the fee was applied to your account".
const GIVEN_BACK = new Set([
  ...['refund', 'credit', 'discount', 'rebate', 'reversal', 'waiver', 'cashback', 'reimbursement'],
]);
// Verbs that put a cost on an account.
const IMPOSING = new Set([
  ...['applied', 'added', 'charged', 'debited', 'deducted', 'levied', 'imposed', 'billed', 'assessed'],
  ...['taken', 'posted'],
]);
const DONE = new Set(['was', 'were', 'been']);
const WRITERS = new Set(['we', "we've", 'i', "i've", 'have', 'has']);

/**
 * A charge put on the reader's account, in the passive or by the writer: "An overdraft charge of £25 was
 * applied to your account", "A late fee has been added to your bill", "We've applied a £10 fee to your
 * account". Done, not announced ("A fee will be added at checkout" prices a service), and not money
 * given back ("A refund of the fee was applied"). Returns the participle's index.
 */
export function chargeApplied(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !IMPOSING.has(word.normal)) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    let aux = index - 1;
    if (/ly$/u.test(words[aux]?.normal ?? '') || words[aux]?.normal === 'now') aux--;
    const passive = DONE.has(words[aux]?.normal ?? '');
    const active = WRITERS.has(words[aux]?.normal ?? '');
    if (!passive && !active) continue;
    if (words[aux - 1]?.normal === 'not' || /n't$/u.test(words[aux - 1]?.normal ?? '')) continue;
    if (words[sentence.firstWord]?.normal === 'no') continue;
    // The cost before the verb in the passive ("A fee was applied"), or after it: "Your account was
    // debited a £5 fee", "We've added a £15 charge".
    const from = passive ? sentence.firstWord : index + 1;
    const to = Math.min(sentence.endWord, index + 6);
    let cost = false;
    let given = false;
    for (let at = from; at < to; at++) {
      if (at >= aux && at <= index) continue;
      const normal = words[at]?.normal ?? '';
      if (COSTS.has(normal)) cost = true;
      if (GIVEN_BACK.has(normal)) given = true;
    }
    if (!cost || given) continue;
    if (readersOwn(block, sentence.firstWord, sentence.endWord)) return index;
  }
  return undefined;
}

function readersOwn(block: BlockView, first: number, end: number): boolean {
  for (let at = first; at < end; at++) {
    if (block.words[at]?.normal === 'your') return true;
  }
  return false;
}

// Verbs of moving an appointment in time, and the words that make the move earlier.
const RESCHEDULING = /^(?:moved|brought|changed|rescheduled|rebooked|switched|put)$/u;
const SOONER = /^(?:earlier|sooner|forward)$/u;

/**
 * An earlier date refused (sixteenth pass): "the appointment you requested cannot be moved to an earlier
 * date", "your surgery can't be brought forward", "we won't be able to move it sooner". A date brought
 * forward is good news, so a move earlier denied is bad news. A negated modal before "be" and a verb of
 * rescheduling, then a word of earliness within five words. Returns the verb's index.
 */
export function soonerRefused(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!RESCHEDULING.test(words[index]?.normal ?? '') || words[index - 1]?.normal !== 'be') continue;
    const modal = words[index - 2]?.normal ?? '';
    const negated =
      NEGATED_MODALS.has(modal) || (modal === 'not' && MODALS.has(words[index - 3]?.normal ?? ''));
    if (!negated) continue;
    for (let at = index + 1; at <= index + 5; at++) {
      if (words[at]?.sentence !== words[index]?.sentence) break;
      if (SOONER.test(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}

/**
 * The reader's application or bid declared unsuccessful with a negated copula (sixteenth pass): "Your
 * application for a Year 7 place has not been successful", "your bid wasn't successful this time", like
 * the listed "unsuccessful". "Your" in the sentence before it makes it the reader's case; "Not every
 * application is successful" is a kind. Returns the index of "successful".
 */
export function notSuccessful(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (word?.normal !== 'successful' || !deniedPossible(block, index)) continue;
    for (let at = index - 1; at >= 0 && words[at]?.sentence === word.sentence; at--) {
      if (words[at]?.normal === 'your') return index;
    }
  }
  return undefined;
}
