import type { BlockView } from '../language/types.ts';
import { isNegation, wordBefore } from './wordInSentence.ts';
import { writerAgent } from './empathyAgents.ts';
import { moveVerdict } from './empathyMoves.ts';

/**
 * Signals of the empathy rule told by grammar rather than by a problem word: a decision kept against
 * the reader ("The original suspension stands"), nothing left to offer ("No earlier dates are
 * available"), cover refused ("The warranty does not cover water damage"), a change imposed on the
 * reader's thing ("Your appointment has been moved"), and on the writer's side an acknowledgement in
 * the writer's own words ("We know a price rise is never welcome") or an apology put as a request
 * ("Forgive the long delay"). Help Scout, "How to say no to customers" (decisions, unavailability);
 * Zendesk, "Empathy statements for customer service" (acknowledging the feeling).
 */

// Decisions that may be kept after an appeal or a review (Help Scout, "How to say no to customers").
const DECISIONS = new Set([
  ...['decision', 'decisions', 'suspension', 'ban', 'charge', 'charges', 'penalty', 'penalties', 'fine'],
  ...['fines', 'fee', 'fees', 'ruling', 'rejection', 'refusal', 'sanction', 'closure', 'termination'],
  ...['verdict', 'outcome', 'restriction', 'restrictions', 'block', 'removal', 'deduction', 'chargeback'],
]);
const KEPT = new Set(['stands', 'stand', 'upheld', 'maintained']);
// What may close a kept decision's clause: "…stands.", "…stand, as…", "…stands as issued".
const KEPT_ENDINGS = new Set(['as', 'unchanged', 'because', 'since', 'and']);

/**
 * A decision kept: "The original suspension of your seller account stands", "Both charges stand, as the
 * orders were separate", "The penalty has been upheld". "The offer still stands" keeps no decision.
 * Returns the verb's index.
 */
export function decisionKept(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !KEPT.has(word.normal)) continue;
    const next = words[index + 1];
    const closes = !next || next.sentence !== word.sentence || KEPT_ENDINGS.has(next.normal);
    const participle = word.normal === 'upheld' || word.normal === 'maintained';
    if (!closes && !participle) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    for (let at = sentence.firstWord; at < index; at++) {
      if (DECISIONS.has(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}

const UNAVAILABLE = new Set(['available', 'possible', 'left', 'remaining', 'offered', 'open']);
const BE = new Set(['is', 'are', 'was', 'were']);

/**
 * Nothing left to offer: a sentence that opens with "No" and a noun phrase whose verb says it is not to
 * be had ("No earlier dates are available", "No refunds are possible", "No seats were left"). "No
 * setup is needed" and "No fees apply" are good news. Returns the index of "No".
 */
export function noneAvailable(block: BlockView): number | undefined {
  const { words } = block;
  for (const sentence of block.sentences) {
    if (words[sentence.firstWord]?.normal !== 'no') continue;
    for (let at = sentence.firstWord + 2; at <= sentence.firstWord + 4 && at < sentence.endWord; at++) {
      if (!BE.has(words[at]?.normal ?? '')) continue;
      if (UNAVAILABLE.has(words[at + 1]?.normal ?? '') && at + 1 < sentence.endWord) {
        return sentence.firstWord;
      }
      break;
    }
  }
  return undefined;
}

// Documents that cover the reader: a warranty, a guarantee, an insurance policy, a plan.
const COVERS = new Set(['warranty', 'guarantee', 'insurance', 'coverage', 'policy', 'plan', 'cover']);
const REFUSING = new Set(["doesn't", 'doesn\u2019t', "won't", 'won\u2019t', 'cannot', "can't", 'can\u2019t']);
const COVER_VERBS = new Set(['cover', 'include', 'extend', 'apply', 'protect']);

/**
 * Cover refused: "The warranty does not cover water damage", "Your plan doesn't include phone support",
 * "The guarantee won't apply to used items". Returns the index of the verb.
 */
export function coverRefused(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length - 1; index++) {
    const word = words[index];
    if (!word || !COVERS.has(word.normal)) continue;
    let at = index + 1;
    const refusal = words[at]?.normal ?? '';
    if ((refusal === 'does' || refusal === 'will') && words[at + 1]?.normal === 'not') at += 2;
    else if (REFUSING.has(refusal)) at += 1;
    else continue;
    const verb = words[at];
    if (verb && verb.sentence === word.sentence && COVER_VERBS.has(verb.normal)) return at;
  }
  return undefined;
}

// Changes imposed on the reader's thing; "held" only while something is waited for ("held for
// compliance review", "held pending checks", "held until Monday").
const IMPOSED = new Set(['moved', 'rescheduled', 'held']);
const WAITS = new Set(['for', 'pending', 'until']);
const PASSIVE = new Set(['been', 'was', 'were', 'is', 'are', 'being']);
// "…at your request", "…as you asked": the reader chose the change. A "withdrawal request" is theirs
// but not a choice of the change.
const CHOSEN = new Set(['requested', 'asked', 'instructed', 'wished', 'wanted']);
const MONEY_MOVED = new Set(['balance', 'funds', 'money', 'amount', 'savings', 'deposit', 'payment']);

/**
 * A change the reader did not ask for, imposed on their thing: "Your visa appointment has been moved to
 * 14 January", "Your withdrawal has been held for compliance review". Not "…moved at your request".
 * Returns the participle's index.
 */
export function imposedChange(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const word = words[index];
    if (!word || !IMPOSED.has(word.normal) || !PASSIVE.has(words[index - 1]?.normal ?? '')) continue;
    // "held for review", "held pending checks"; "held at the depot because the address is incomplete".
    if (
      word.normal === 'held' &&
      !WAITS.has(words[index + 1]?.normal ?? '') &&
      !heldForReason(block, index)
    ) {
      continue;
    }
    // "Your appointment has not been moved": a change denied reassures.
    if (negatedBefore(block, index)) continue;
    // "Your delivery has been moved from 19 July to 5 July": brought forward, good news.
    if (moveVerdict(block, index) === 'better') continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    let owned = false;
    let chosen = false;
    let money = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (at < index && normal === 'your') owned = true;
      // "the balance … has been moved to your current account": money transferred, not a date changed.
      if (at < index && MONEY_MOVED.has(normal)) money = true;
      // "…at your request"; "Your request to close your account has been processed, and…": the reader's.
      const asked =
        normal === 'request' && (words[at - 2]?.normal === 'at' || words[at - 1]?.normal === 'your');
      if (CHOSEN.has(normal) || asked) chosen = true;
    }
    if (owned && !chosen && !money) return index;
  }
  return undefined;
}

/** Whether "held at/in/by" a place is followed by a reason or a wait: "held at the depot because…". */
function heldForReason(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:at|in|by)$/u.test(words[index + 1]?.normal ?? '')) return false;
  for (let at = index + 2; at <= index + 7; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (/^(?:because|due|until|pending|while|as)$/u.test(word.normal)) return true;
  }
  return false;
}

// The writer changing the reader's booking in the active: "We've moved your dental check-up to 14 August".
const MOVING = new Set(['moved', 'rescheduled', 'postponed', 'changed', 'pushed']);
// Words that make the move a gain: "moved … forward", "to an earlier slot", "so you'll be seen sooner".
const SOONER = /\b(?:forward|earlier|sooner)\b/iu;
// A reason that tells the change was imposed: "…because Dr Shah is away", "due to staff sickness". A
// move told without one is often the reader's own request answered ("No worries! We've moved your
// meeting to Thursday").
const REASON = /\b(?:because|due to|owing to|as a result|unfortunately|following|after)\b/iu;

/**
 * A change imposed by the writer in the active: "We've moved your dental check-up to 14 August", "We have
 * rescheduled your delivery to next week". Brought forward ("moved … forward to 2 August") and a change
 * the reader asked for pass. Returns the verb's index.
 */
export function writerMoved(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    if (!MOVING.has(words[index]?.normal ?? '') || !writerAgent(block, index)) continue;
    if (words[index + 1]?.normal !== 'your' && words[index + 2]?.normal !== 'your') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let to = false;
    for (let at = index + 2; at <= index + 7 && at < sentence.endWord; at++) {
      to ||= /^(?:to|until|back)$/u.test(words[at]?.normal ?? '');
    }
    const told = text.slice(sentence.start, sentence.end);
    if (!to || SOONER.test(told) || !REASON.test(told) || /\b(?:request|requested|asked)\b/iu.test(told)) {
      continue;
    }
    if (negatedBefore(block, index)) continue;
    return index;
  }
  return undefined;
}

// Factive verbs of knowing and of hearing (Kiparsky & Kiparsky 1970, "Fact"): the writer takes what
// follows as true of the reader, "We know…", "We've heard how much residents rely on…".
const KNOWING = new Set([
  ...['know', 'understand', 'realise', 'realize', 'appreciate', 'recognise', 'recognize', 'heard'],
  'hear',
]);
const WRITERS = new Set(['we', 'i', "we've", "i've", 'we\u2019ve', 'i\u2019ve']);
// Between the writer and the verb: "we have heard", "we do understand", "we fully appreciate".
const KNOWING_GAP = new Set(['have', 'do', 'fully', 'really', 'completely', 'also', 'certainly']);
// Words that make what the writer knows a hardship: "never welcome", "not ideal", "a hassle".
const HARDSHIP = new Set([
  ...['never', 'not', 'no', 'unwelcome', 'hard', 'difficult', 'tough', 'frustrating', 'disappointing'],
  ...['inconvenient', 'stressful', 'worrying', 'upsetting', 'unexpected', 'hassle', 'pain', 'bad'],
  ...['awkward', 'inconvenience', 'disruptive', 'unsettling'],
  // What the news does to the reader: "We know every increase matters", "we know this disrupts your plans".
  ...['matters', 'counts', 'disrupts', 'affects', 'impacts', 'upset', 'annoying', 'disappointed'],
  ...['tight', 'stretched', 'harder', 'tougher', 'worse', 'trickier', 'busy', 'hectic', 'juggling'],
  // What the reader had put into it or relies on: "We know many of you had blocked out the time".
  ...['blocked', 'planned', 'booked', 'arranged', 'rely', 'relied', 'counting', 'depend'],
  // What the reader had looked forward to (fourteenth pass): "We know the children were looking forward
  // to it", "we know many of you had hoped to go".
  ...['forward', 'hoped', 'hoping', 'excited'],
  // What the reader does with what changes, or what it costs them: "We know many of you visit on
  // Saturdays", "we know weekends are when families visit", "we know the detour adds time".
  ...['relies', 'depends', 'visit', 'visits', 'use', 'uses', 'need', 'needs', 'adds', 'longer', 'extra'],
  // What the reader will miss or was keen on, and news that stings (sixteenth pass): "We know our Monday
  // regulars will miss their scones", "we know the class was keen", "we know any rise stings".
  ...['miss', 'keen', 'eager', 'sting', 'stings', 'blow'],
]);

/**
 * The writer acknowledging the hardship in their own words: "We know a price rise is never welcome",
 * "I realise this isn't the answer you hoped for". "We know you'll love it" names no hardship.
 */
export function writerAcknowledges(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length - 1; index++) {
    const word = words[index];
    if (!word) continue;
    // "We held the price for three years and know any rise is unwelcome": the writer, the subject of the
    // first verb, goes on as the subject of the knowing verb after "and".
    const joined = word.normal === 'and' && writerOpens(block, index);
    if (!WRITERS.has(word.normal) && !joined) continue;
    const verb = KNOWING_GAP.has(words[index + 1]?.normal ?? '') ? index + 2 : index + 1;
    if (!KNOWING.has(words[verb]?.normal ?? '')) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    // "We appreciate how anxious families feel": knowing how it feels, like the listed "we know how";
    // "we know how to fix it" is a skill.
    if (words[verb + 1]?.normal === 'how' && words[verb + 2]?.normal !== 'to') return true;
    for (let at = verb + 1; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (HARDSHIP.has(normal) || /n['\u2019]t$/u.test(normal)) return true;
    }
  }
  return false;
}

/**
 * Whether the clause before "and" at `index` opens with the writer as subject ("We … and know…"): the
 * nearest writer word within ten words back, with no stop, colon or semicolon between.
 */
function writerOpens(block: BlockView, index: number): boolean {
  const { words, text } = block;
  for (let at = index - 1; at >= Math.max(0, index - 10); at--) {
    const word = words[at];
    const next = words[at + 1];
    if (!word || !next || word.sentence !== next.sentence) return false;
    if (/[.;:!?]/u.test(text.slice(word.end, next.start))) return false;
    if (WRITERS.has(word.normal)) {
      const before = words[at - 1];
      return !before || /[.;:!?]\s*$/u.test(text.slice(before.start, word.start));
    }
  }
  return false;
}

const PARDONING = new Set(['forgive', 'excuse', 'pardon']);
const PARDONED = new Set(['me', 'us', 'the', 'my', 'our', 'this']);

/**
 * An apology put as a request at a sentence start: "Forgive the long delay in answering", "Please excuse
 * our late reply", "Pardon the interruption" (Cambridge Dictionary, "forgive", "excuse": used to apologise
 * politely). Not "We cannot excuse the delay".
 */
export function pardonAsked(block: BlockView): boolean {
  const { words } = block;
  for (const sentence of block.sentences) {
    let at = sentence.firstWord;
    if (words[at]?.normal === 'please') at++;
    if (PARDONING.has(words[at]?.normal ?? '') && PARDONED.has(words[at + 1]?.normal ?? '')) return true;
  }
  return false;
}

// Participles of a feature taken out of what the reader buys.
const CUTS = new Set(['removed', 'withdrawn', 'discontinued', 'dropped', 'retired']);
const PLANS = new Set([
  'plan',
  'plans',
  'tier',
  'tiers',
  'subscription',
  'subscriptions',
  'bundle',
  'package',
  'fare',
  'fares',
  'tariff',
  'tariffs',
  'membership',
  'memberships',
]);

// The writer's cuts in the active: "We have removed free delivery from the Basic plan".
const CUTTING = new Set([
  ...['removed', 'removing', 'remove', 'withdrawn', 'withdrawing', 'withdraw', 'dropped', 'dropping'],
  ...['drop', 'discontinued', 'discontinuing', 'retired', 'retiring'],
]);
const WRITER_CUTTERS = new Set(['we', "we're", "we've", "we'll"]);
const CUTTER_AUXILIARIES = new Set([
  ...['are', 'have', 'will', 'had', 'to', 'now', 'also', 'going', 'need', 'decided', 'chosen', 'planning'],
]);
// What a plan is better without: "We've removed the watermark from the Free plan".
const BURDENS = new Set([
  ...['ads', 'adverts', 'advertising', 'watermark', 'watermarks', 'fee', 'fees', 'charge', 'charges'],
  ...['limit', 'limits', 'cap', 'caps', 'restriction', 'restrictions', 'surcharge', 'paywall'],
]);

/**
 * A feature taken out of a plan the reader pays for: "The export feature is being removed from the
 * Starter plan", "Phone support will be withdrawn from Basic subscriptions", "We have removed free
 * delivery from the Basic plan" (a service reduced; GOV.UK bad-news letters). A burden taken out ("We've
 * removed ads from the Free plan") is good news. Returns the participle's index.
 */
export function planCut(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const passive = CUTS.has(word.normal) && PASSIVE.has(words[index - 1]?.normal ?? '');
    if (!passive && !(CUTTING.has(word.normal) && writerCuts(block, index))) continue;
    if (negatedBefore(block, index)) continue;
    // The plan after "from", straight after a passive, after the object in the active.
    const from = passive ? index + 1 : fromAfterObject(block, index);
    if (from === undefined || words[from]?.normal !== 'from') continue;
    for (let at = from + 1; at <= from + 4; at++) {
      const other = words[at];
      if (!other || other.sentence !== word.sentence) break;
      if (PLANS.has(other.normal)) return index;
    }
  }
  return undefined;
}

/** Whether the writer is the subject of the verb at `index`: "we have removed", "we're dropping". */
function writerCuts(block: BlockView, index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    const word = block.words[at];
    if (!word || word.sentence !== block.words[index]?.sentence) return false;
    if (WRITER_CUTTERS.has(word.normal)) return true;
    if (!CUTTER_AUXILIARIES.has(word.normal)) return false;
  }
  return false;
}

/** The index of "from" within five words after an active cut's verb, unless its object is a burden. */
function fromAfterObject(block: BlockView, index: number): number | undefined {
  const { words } = block;
  for (let at = index + 1; at <= index + 5; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence || BURDENS.has(word.normal)) return undefined;
    if (word.normal === 'from') return at;
  }
  return undefined;
}

const NOT_MEETING = new Set(['not', "didn't", "doesn't", "don't", 'failed', 'fails', 'fail', 'never']);
const CRITERIA = new Set([
  ...['criteria', 'criterion', 'requirements', 'requirement', 'standards', 'standard', 'threshold'],
  ...['conditions', 'minimum', 'eligibility', 'rules', 'checks'],
]);
// "Products that don't meet your standards can be returned": a kind of thing, not the reader's case.
const RELATIVES = new Set(['that', 'which', 'who', 'whatever', 'anything', 'any']);

/**
 * The reader's case measured against criteria and found short (Help Scout, "How to say no to
 * customers"): "Your loan application did not meet our lending criteria", "The photos you sent don't
 * meet the requirements for a passport". Not a kind of thing ("Items that don't meet our standards are
 * returned"). Returns the index of "meet".
 */
export function criteriaUnmet(block: BlockView): number | undefined {
  const { words } = block;
  const readers = words.some((word) => word.normal === 'your' || word.normal === 'you');
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (word?.normal !== 'meet') continue;
    // "The hygiene inspection found that the premises did not meet the required standard" (sixteenth
    // pass): a test or a case judged names whose standard is unmet, without "your".
    if (!readers && !judgedBefore(block, index)) continue;
    let at = index - 1;
    if (words[at]?.normal === 'to') at--;
    if (!NOT_MEETING.has(words[at]?.normal ?? '')) continue;
    at--;
    if (/^(?:did|does|do|will|would|could|can|may)$/u.test(words[at]?.normal ?? '')) at--;
    if (RELATIVES.has(words[at]?.normal ?? '')) continue;
    for (let after = index + 1; after <= index + 4; after++) {
      const other = words[after];
      if (!other || other.sentence !== word.sentence) break;
      if (CRITERIA.has(other.normal)) return index;
    }
  }
  return undefined;
}

// What judges a case against a standard: an inspection, an assessment, an audit.
const JUDGING = new Set([
  ...['inspection', 'inspector', 'inspectors', 'assessment', 'assessor', 'audit', 'auditor', 'test'],
  ...['check', 'survey', 'surveyor', 'examiner', 'review', 'panel', 'evaluation'],
  // The seventeenth pass: the verb of judging ("Building control inspected the works this morning and the
  // new drainage run did not meet the required standard").
  ...['inspected', 'assessed', 'tested', 'examined', 'audited', 'surveyed'],
]);

/** Whether a word of judging stands earlier in the sentence of `index`. */
function judgedBefore(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index - 1; at >= 0 && words[at]?.sentence === words[index]?.sentence; at--) {
    if (JUDGING.has(words[at]?.normal ?? '')) return true;
  }
  return false;
}

/** Whether "not", "never" or a "n't" form stands within three words before `index` in its sentence. */
function negatedBefore(block: BlockView, index: number): boolean {
  return wordBefore(block.words, index, 3, isNegation);
}

// Words that open the purpose of a change: "so", "so that", "to make sure", "to ensure", "to prevent".
const PURPOSES = new Set(['so', 'ensure', 'prevent', 'stop', 'avoid']);
// "so far", "so much", "so many", "so sorry": "so" as a degree or a time, not a purpose.
const NOT_PURPOSE = new Set(['far', 'much', 'many', 'sorry', 'glad', 'happy', 'long', 'quickly', 'soon']);
const PREVENTING = new Set(['prevent', 'stop', 'avoid']);
const WRITER_WORDS = new Set(['we', "we've", "we're", "we'll", 'i', "i've", "i'll", "i'm", 'our']);
const NEGATIONS = new Set(['not', 'never', 'no', 'cannot', 'nothing', 'none']);
// The problem coming back: "so this never happens again", "so the same thing can't recur".
const RECURRING = /^(?:happen|happens|happened|happening|occur|occurs|recur|recurs|repeat|repeats)$/u;
// Problems whose return the writer guards against: "so a single failure can't take you offline again".
const PROBLEMS = new Set([
  ...['failure', 'failures', 'outage', 'outages', 'error', 'errors', 'bug', 'bugs', 'mistake', 'mistakes'],
  ...['crash', 'crashes', 'glitch', 'glitches', 'fault', 'faults', 'issue', 'issues', 'problem'],
  ...['problems', 'incident', 'incidents', 'delay', 'delays', 'mix-up', 'breach', 'downtime'],
]);

/**
 * The writer saying what they changed so the problem does not come back (Zendesk, "Empathy statements":
 * say what you are doing about it; Atlassian's incident postmortems: "what we're doing to prevent it"):
 * "We've changed couriers for your area so this doesn't happen again", "We've moved the database to a
 * second region so a single failure can't take you offline again", "I've added a check to prevent it
 * happening again". "We've closed your account so it can't be used again" guards against no problem.
 */
export function preventionPromised(block: BlockView): boolean {
  const { words } = block;
  for (const sentence of block.sentences) {
    let writer = false;
    let loss = false;
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      const normal = words[index]?.normal ?? '';
      if (WRITER_WORDS.has(normal)) writer = true;
      if (LOSS_VERB.test(normal)) loss = true;
      if (!writer || !PURPOSES.has(normal)) continue;
      if (normal === 'so' && NOT_PURPOSE.has(words[index + 1]?.normal ?? '')) continue;
      if (normal !== 'so' && words[index - 1]?.normal !== 'to') continue;
      if (guardsAgainstReturn(block, index, sentence.endWord, PREVENTING.has(normal), loss)) return true;
    }
  }
  return false;
}

// The writer taking something away ("We've closed your account so it can't be used again"): guarding
// against a return then needs the problem named.
const LOSS_VERB =
  /^(?:clos|remov|block|cancel|delet|suspend|disabl|deactivat|revok|terminat|lock|froze|freez|bann|restrict|stopp|withdr|wip)/u;

/**
 * After the purpose word: "again", a negation (or "prevent"), and, when the writer took something away,
 * the problem or its happening named ("so this never happens again", "so a failure can't take you offline
 * again"). A change that takes nothing away needs no problem word: "We've doubled the checkout servers so
 * a spike won't take the shop down again".
 */
function guardsAgainstReturn(
  block: BlockView,
  from: number,
  end: number,
  preventing: boolean,
  loss: boolean,
): boolean {
  let again = false;
  let negated = preventing;
  let problem = !loss;
  // "so we catch this sooner next time": the problem found or fixed faster when it comes back.
  let nextTime = false;
  let faster = false;
  for (let at = from + 1; at < end; at++) {
    const normal = block.words[at]?.normal ?? '';
    if (normal === 'again') again = true;
    if (normal === 'time' && block.words[at - 1]?.normal === 'next') nextTime = true;
    if (/^(?:sooner|faster|earlier|quicker|quickly)$/u.test(normal)) faster = true;
    // "so one failure can no longer stop checkout": "no longer" is "never again".
    if (normal === 'longer' && block.words[at - 1]?.normal === 'no') {
      again = true;
      negated = true;
    }
    if (NEGATIONS.has(normal) || /n['\u2019]t$/u.test(normal)) negated = true;
    if (RECURRING.test(normal) || PROBLEMS.has(normal)) problem = true;
  }
  return (again && negated && problem) || (nextTime && faster && !loss);
}
