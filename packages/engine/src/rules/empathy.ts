import {
  ANNOUNCING,
  APOLOGY_REASON,
  CANNOT_IDIOMS,
  DENIAL_GAP,
  EMPATHY_PHRASES,
  GENERAL_PROBLEM_WORDS,
  HANDLED_PARTICIPLES,
  PERSONAL_WORDS,
  HYPOTHETICAL,
  LOCK_PURPOSES,
  MEANTIME_HELP,
  NEWS_BEFORE_PARTICIPLE,
  POLICY_NAMES,
  POLICY_POINTERS,
  PRICE_WORDS,
  PROBLEM_COMPOUNDS,
  PROBLEM_DENIALS,
  PROBLEM_NOUN_TERMS,
  PROBLEM_PHRASES,
  STOCK_CLOSING_WORDS,
} from '../data/empathy.ts';
import type { BlockView } from '../language/types.ts';
import { wordBefore } from './wordInSentence.ts';
import { defineDocumentRule } from './defineRule.ts';
import { audienceSigns, forStaff } from './empathyAudience.ts';
import { reportedDecision, reportedSpeech } from './empathyHearsay.ts';
import { newPrice, noLongerProvided, nowOnly, serviceWithdrawn, worseComparison } from './empathyChanges.ts';
import { chargeApplied, impossibility, notSuccessful, soonerRefused } from './empathyNews.ts';
import { ownWords, reportedRanges } from './empathyReported.ts';
import {
  chargeRemoved,
  lateness,
  namesOrLabels,
  personalHelp,
  policyCited,
  policyLimit,
  paidRise,
  priceRise,
  readerEndOrWait,
  readerLoss,
  readerRefusal,
  thirdPartyRefusal,
  writerRemedy,
} from './empathySignals.ts';
import {
  closure,
  notUntil,
  progressiveRefusal,
  serviceReduced,
  serviceRetired,
  serviceStops,
  supportEnds,
} from './empathyEnds.ts';
import { higherThanBefore, lowerThanBefore, raisedFromTo } from './empathyAmounts.ts';
import { closedOnDays, fewerDays, serviceEnds, closesEarly, shorterHours } from './empathyDays.ts';
import { featureName } from './empathyFeatures.ts';
import { problemInFeatureName } from './empathyFeatureNames.ts';
import { notNews } from './empathyNotNews.ts';
import { deniedProblem, readersStepAfter } from './empathyDenied.ts';
import { jointHelp, readiedForReader, staffHelp } from './empathyHelp.ts';
import { writerBenefits } from './empathyBenefit.ts';
import { readerGiven } from './empathyGiven.ts';
import { burdenNamed } from './empathyBurden.ts';
import { sellingPoint } from './empathySelling.ts';
import { newCharge, offerEnds } from './empathyCharges.ts';
import {
  disruptionAfter,
  disruptionExtended,
  featureLost,
  givenToOthers,
  goesAway,
  loseAccess,
  nowAtMost,
  nowLimited,
  nowRejectsOver,
  replacedByBus,
} from './empathyLosses.ts';
import { chargeUpheld } from './empathyUpheld.ts';
import { lessOften } from './empathyQuantities.ts';
import { supplyCut, untilFurtherNotice } from './empathySupply.ts';
import { caseClosed, notOffered, notProvided, placeRefused, testFailed } from './empathyRefusals.ts';
import { rateAgainst } from './empathyRates.ts';
import {
  burdenCalledOff,
  calledOffAround,
  cancellationDenied,
  decidedAgainst,
  disruptionCancelled,
  insideCalledOff,
} from './empathyAbandoned.ts';
import { moneyRetained } from './empathyRetained.ts';
import { cutByFigures } from './empathyShrinks.ts';
import { featureRemoved, wontRun } from './empathyCuts.ts';
import { headedNews, underRepairLabel } from './empathyHeadings.ts';
import { chargedOnce, checkedAfter, inlineRepairLabel } from './empathyCleared.ts';
import { notEntitled, notTakenForward } from './empathyForward.ts';
import { fewerPerPeriod } from './empathyFewer.ts';
import { mattersToReaders, readersHabitAnswered, readersHeard, readersStake } from './empathyHeard.ts';
import { hardshipSupposed, sentOnItsWay } from './empathyOffers.ts';
import { movedLater } from './empathyMoves.ts';
import { statusValue, tableNews } from './empathyTables.ts';
import { usersBlocked } from './empathyOutage.ts';
import {
  coverRefused,
  criteriaUnmet,
  decisionKept,
  imposedChange,
  noneAvailable,
  pardonAsked,
  planCut,
  preventionPromised,
  writerAcknowledges,
  writerMoved,
} from './empathyVerdicts.ts';
import { flatNewsMovedByAFix, withFlatNewsModel, type EmpathyReading } from './learnedFlatNews.ts';
import { booleanParameter } from './parameters.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import type { DocumentMatch } from './types.ts';
import { quote } from './wording.ts';

const problems = compileShared(PROBLEM_PHRASES);
const empathyPhrases = compileShared(EMPATHY_PHRASES);
const denials = new Set(PROBLEM_DENIALS);
const PROBLEM_NOUNS = new Set(PROBLEM_NOUN_TERMS);
const hypothetical = new Set(HYPOTHETICAL);
const denialGap = new Set(DENIAL_GAP);
const compounds = new Set(PROBLEM_COMPOUNDS);
const policyNames = new Set(POLICY_NAMES);
const policyPointers = new Set(POLICY_POINTERS);
const priceWords = new Set(PRICE_WORDS);
const meantimeHelp = new Set(MEANTIME_HELP);
const announcing = new Set(ANNOUNCING);
const stockClosingWords = new Set(STOCK_CLOSING_WORDS);
const generalProblemWords = new Set(GENERAL_PROBLEM_WORDS);
const handledParticiples = new Set(HANDLED_PARTICIPLES);
const personalWords = new Set(PERSONAL_WORDS);
const cannotIdioms = new Set(CANNOT_IDIOMS);
const lockPurposes = new Set(LOCK_PURPOSES);
const newsBeforeParticiple = new Set(NEWS_BEFORE_PARTICIPLE);

// Problem words that also tell a figure's fall when a number follows ("declined 3%", "dropped 12 points").
const FIGURE_FALLS = new Set(['declined', 'dropped', 'fell', 'slowdown']);

/** Words after "not considered" that keep it a refusal: "not considered under the programme rules". */
const REFUSAL_CONTINUATIONS = new Set([
  'under',
  'for',
  'by',
  'after',
  'because',
  'as',
  'at',
  'in',
  'this',
  'further',
]);

const PROGRESSIVE_BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', "we're", "they're", "i'm"]);

const NOTHING = new Set(['nothing', 'none', 'nobody', 'anything', 'anyone']);

/** "We cannot" and its forms, which "We cannot wait to…" turns into eagerness. */
const CANNOT = new Set(['we cannot', 'we can not', "we can't", 'i cannot', "i can't"]);
const UNABLE = new Set(["we won't be able", 'we will not be able', "i won't be able", 'i will not be able']);

/** The first problem a block discusses: its prose range. */
type BlockProblem = { readonly from: number; readonly to: number } | undefined;

/**
 * Whether the writer acknowledges, apologises or helps in this block. The customer's own words, quoted
 * ("You wrote: “Sorry to bother you…”") or in a block quote, are not the writer's apology.
 */
function hasOwnEmpathy(block: BlockView): boolean {
  if (block.kind === 'quote') return false;
  const hits = findShared(empathyPhrases, block);
  // Blanking quoted words only takes signals away: read the quotes only when the block seems to help.
  const helps = (): boolean => writerHelps(block) && writerHelps(ownWords(block));
  if (hits.length === 0) return helps();
  const quoted = reportedRanges(block.text);
  return (
    hits.some(
      (hit) =>
        !quoted.some(([from, to]) => hit.from >= from && hit.to <= to) &&
        !isStockClosing(block, hit.entry.term, hit.firstWord) &&
        !inTitle(block, hit.firstWord, hit.lastWord) &&
        !(hit.entry.reason === APOLOGY_REASON && isCustomersApology(block, hit.firstWord)) &&
        !isRefused(block, hit.firstWord) &&
        helpFollows(hit.entry.term, block, hit.lastWord),
    ) || helps()
  );
}

/**
 * Help no phrase names: a remedy, a wrong charge taken away, the writer stepping in as "I", the hardship
 * acknowledged in the writer's own words, an apology put as a request ("Forgive the delay"), a change
 * made so the problem does not come back.
 */
function writerHelps(block: BlockView): boolean {
  return (
    writerRemedy(block) ||
    staffHelp(block) ||
    readiedForReader(block) ||
    chargeRemoved(block) ||
    personalHelp(block) ||
    writerAcknowledges(block) ||
    readersHeard(block) ||
    readersStake(block) ||
    readersHabitAnswered(block) ||
    mattersToReaders(block) ||
    jointHelp(block) ||
    hardshipSupposed(block) ||
    sentOnItsWay(block) ||
    pardonAsked(block) ||
    preventionPromised(block) ||
    writerBenefits(block) ||
    readerGiven(block) ||
    burdenNamed(block)
  );
}

/**
 * Phrases that help only with the help after them: "In the meantime, you can…" (not "In the meantime,
 * your account stays locked"), "happy to help" (not "happy to announce").
 */
function helpFollows(term: string, block: BlockView, last: number): boolean {
  const next = block.words[last + 1]?.normal ?? '';
  if (term === 'in the meantime') return meantimeHelp.has(next);
  if (term === 'happy to' || term === 'glad to') return !announcing.has(next);
  // "We've extended the roadworks until June": a disruption made longer is the news, not help.
  if (term.endsWith(' extended')) return !disruptionAfter(block, last);
  // "A fix is scheduled for next week": a date stated as a fact is no help (the independent writer's
  // decision); "a fix has been deployed", "we're working on a fix" say what is being done.
  if (term === 'a fix') return !SCHEDULED.has(block.words[last + 2]?.normal ?? '');
  // "We are looking into the cause": a status update's search for a cause, like "We are investigating"
  // (not help); "we're looking into your refund" works on the reader's case.
  if (term.endsWith('looking into')) return block.words[last + 2]?.normal !== 'cause';
  // "Our terms require 14 days' notice for a full refund": the condition a policy sets, not a refund
  // given (sixteenth pass); "we've issued a full refund" still helps.
  if (term === 'full refund') return !refundConditioned(block, last);
  // "A replacement costs $5": a price the reader pays, not a replacement offered.
  if (term === 'a replacement') return !PRICED.has(next);
  // "Engineers are working to restore service": work reported of others; "our team is working to…" is
  // the writer saying what they do (Atlassian Statuspage incident templates).
  if (THIRD_PARTY_WORK.has(term)) return writerBefore(block, last - 1);
  return true;
}

const CONDITIONING =
  /^(?:require|requires|required|requirement|need|needs|notice|must|only|qualify|qualifies)$/u;

/** Whether the sentence before the refund at `last` sets a condition for it ("need 14 days' notice for a…"). */
function refundConditioned(block: BlockView, last: number): boolean {
  const { words } = block;
  if (words[last - 2]?.normal !== 'a' || words[last - 3]?.normal !== 'for') return false;
  for (let at = last - 4; at >= 0 && words[at]?.sentence === words[last]?.sentence; at--) {
    if (CONDITIONING.test(words[at]?.normal ?? '')) return true;
  }
  return false;
}

const PRICED = new Set(['costs', 'cost', 'will', 'is', 'fee', 'fees', 'charge', 'charges', 'at', 'for']);
const THIRD_PARTY_WORK = new Set(['are working to', 'is working to']);
const WRITER_WORDS = new Set(['we', 'our', 'i', 'my', 'us']);

/** Whether "we", "our", "I" or "my" stands within four words before `index` in its sentence. */
function writerBefore(block: BlockView, index: number): boolean {
  return wordBefore(block.words, index, 4, (normal) => WRITER_WORDS.has(normal));
}

const SCHEDULED = new Set(['scheduled', 'planned', 'expected', 'due', 'coming', 'pencilled', 'slated']);

/**
 * The customer's apology reported or answered, not the writer's: "You said you're sorry…", "Thank you
 * for your apology", "you apologised for the delay".
 */
function isCustomersApology(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  const at = (index: number): string | undefined =>
    block.words[index]?.sentence === sentence ? block.words[index]?.normal : undefined;
  const previous = at(wordIndex - 1);
  if (previous === 'you' || previous === "you're" || previous === 'your' || previous === "you've") {
    return true;
  }
  return at(wordIndex - 2) === 'you' && (previous === 'are' || previous === 'were' || previous === 'felt');
}

/** Help refused is no help: "we can't help you with this", "we are unable to make it right". */
const REFUSALS = new Set([
  'no',
  'not',
  "can't",
  'cannot',
  "won't",
  "couldn't",
  'unable',
  "don't",
  "isn't",
  'never',
]);

function isRefused(block: BlockView, wordIndex: number): boolean {
  const { words, text } = block;
  const sentence = words[wordIndex]?.sentence;
  for (let index = wordIndex - 1; index >= Math.max(0, wordIndex - 8); index--) {
    const word = words[index];
    const after = words[index + 1];
    if (!word || !after || word.sentence !== sentence) return false;
    // The refusal reaches to the end of its clause: "we don't replace lost cards free of charge", not
    // "We can't refund it, but we'll send one free of charge".
    if (/[,;:\u2013\u2014]/u.test(text.slice(word.end, after.start)) || CLAUSE_TURNS.has(after.normal)) {
      return false;
    }
    if (REFUSALS.has(word.normal)) return true;
  }
  return false;
}

const CLAUSE_TURNS = new Set(['but', 'however', 'instead', 'so', 'and', 'although', 'though']);

/**
 * "If you have any questions, contact us": a closing line every message carries, not help with the
 * problem. The help phrases that say only "get in touch" count for nothing in a sentence about questions.
 */
const GET_IN_TOUCH = new Set([
  ...['contact us', 'let us know', 'reach out', 'our support team', 'feel free', 'reply to this email'],
  ...[
    'just reply',
    'write back',
    'chat with us',
    'call me',
    'email me',
    'write to me',
    'get back to you',
    'happy to',
  ],
  ...['glad to', 'happy to help', 'glad to help', 'here to help', 'help you', 'i can help', 'we can help'],
  ...['if you need anything', 'need any help', "we're here", 'we are here', 'here for you'],
]);

function isStockClosing(block: BlockView, term: string, wordIndex: number): boolean {
  if (!GET_IN_TOUCH.has(term)) return false;
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (stockClosingWords.has(block.words[index]?.normal ?? '')) return true;
  }
  return false;
}

export const empathy = defineDocumentRule({
  id: 'empathy',
  category: 'Emotionality',
  name: 'Empathy when discussing a problem',
  description:
    'Customer-facing text that discusses a problem (an error, an outage, a delay, a later date than promised or announced, a date moved later ("has moved from 12 March to 26 March"), "payments are failing", "customers cannot sign in", "customers cannot upload files since 09:12", a fault that leaves the reader without a supply ("there will be no electricity", "water will be off", "homes will have no water")) or delivers bad news (a refusal, "won\'t be possible", "cannot be rescheduled", "is not something we offer", "will not be built", a failed inspection ("failed its MOT", "Gas safety check: fail", "recorded a fail for the flue", "did not meet the required standard"), a waiting list, a declined payment, a locked account, a service withdrawn, stopped, cut ("cut from 60 to 45 minutes"), reduced, ended, "no longer" offered, not collected or open on fewer days ("from 1 April the library will open on Saturdays only", "will open Monday to Wednesday only", "mornings only", "the collection service ends on 31 March", "the bus will not run from Monday", "buses won\'t stop at Market Square from 6 May"), a feature removed ("Release 4.2 removes the CSV importer", "the XML export has been removed", "Removed: support for macOS 11", a "### Removed" heading over a list), an event that "cannot go ahead" or "cannot take place", a project "no longer maintained", a place closed on a weekday from a date ("from 5 May the store will be closed on Sundays"), a job "not ready on the 18th as planned", an earlier date refused ("cannot be moved to an earlier date"), an application "not successful", hours cut ("from 3 June the branch will close at 1 pm", a day shown "Closed" under new hours), a problem named in a status heading ("### Known issue", "Status: degraded performance") over who is hit, a new limit ("exports are now limited to 10,000 rows", "can now book a maximum of two classes a week"), money kept ("we will retain your £150 deposit", "$640 of your deposit", "the extra $1,150 will be held until the end of your tenancy"), a discount or offer that ended or "will no longer apply", an end of support, a place closed for works, for good, out of service or kept closed ("will stay closed until Friday", "the pickup point is closing on 28 February"), something that "won\'t arrive until" a date or "is not expected to reach you before" it, a service that comes less often ("every other week instead of weekly", "will move to every third week", "from weekly to monthly"), a fee that now applies in any wording ("a £3.50 monthly charge will be added", "paper bills now carry a £1.50 charge", "now includes adverts", "we will charge $2 per statement from June", "will be charged at 50p per day", "will be fined at $5 per day", "now shows sponsored listings", "free parking ends on 1 March", "£2 (previously free)"), a price rise, also told only as the new amount ("the annual fee is now $695", "permits go up to NZ$65 from 1 April", "will be £42.99 per month from 1 May"), beside the old one ("$189 (previously $149)", "€228 (currently €180)", "€612, compared with €540 last year", "€612, against €540", "go up from €12 to €15") or in a table of old and new prices, an introductory rate that ends, a borrower\'s rate that rises or a saver\'s that falls, "we cannot", a policy quoted as the reason, a status table or a label\'s value that shows the reader\'s item cancelled ("Booking status — 12 May, Old Town tour: Cancelled"), adverts added from a date ("Starting 1 June, the free plan includes an advert after every third track"), a disputed charge upheld ("I\'ve checked and the £30 fee is correct"), the reader\'s thing given to others ("the plot you rent will be given to the garden club"), "now shows ads", a price moved up between two amounts in any wording ("court hire goes up from £30 to £36 an hour", "the booking fee goes from 40p to 55p"), fewer of what the reader gets each period ("two sessions a week instead of three", "four films a month, down from eight"), an application "not taken forward" or a reader "not entitled to" an allowance, a release that "takes out" or "drops" a feature ("Release 9.2 of the Notely app takes out the Share option"), goods no longer made ("we will stop producing the oak range"), a report that has "come back as unsatisfactory", a request closed as "the tenant\'s responsibility", "I won\'t be able to…") must acknowledge it, apologise or offer help somewhere in the text, in the writer\'s own words. Acknowledging counts without "sorry" ("We know this disrupts your plans", "Thank you for your patience", "Many of you told us a flat fee felt steep", "we know the children were looking forward to it", "that means a longer trip for many of you", "a lot of you have built your week around it", "it\'s a change we didn\'t want to make", "We know many of you visit on Saturdays", "We\'ve heard how much residents rely on it", "harder for some riders", "thanks for being patient", "many of you will have plans in town, so…", "Many of you came in on Saturdays, so our mobile van will…", "These visits matter enormously to families", "We know our regulars will miss it"); help is the writer, the team or one of its people acting for the reader ("reply and we\'ll help", "our team can help", "Jim, our caretaker, will help", "our staff at gate B12 will rebook anyone who…", "our staff are handing out meal vouchers", "our advisers can set up a payment plan", "our crew will set up a water station", "we\'ll look at the options together", "If that makes it hard for you, one of our team will…", "ring Tom and he\'ll sort it out", "we\'ll get it on its way", "we\'ve moved your bookings across", "we\'ll save it automatically", "we\'ve refunded the fee", "our desk has moved you onto the next flight", "our crew will leave bottled water at every door", "here\'s how"), a benefit given ("the digital edition is already unlocked in your account", "a free shuttle runs every hour", "a meal voucher is waiting for you", "call us and we\'ll take the payment over the phone", "your tickets are valid on the replacement coaches", "the deli opposite will give members 20% off", "your stamps carry straight over", "Priya will have them ready", "our team can quote a cheaper policy") or a change made so it does not happen again; acts against the reader ("we\'ve removed the option", "we\'ll keep your deposit", and what kept money pays for), a part of a sum paid ("we will pay £600 of the £1,000 you claimed"), "I\'ve checked your account" and a status update\'s "We are investigating" or "Next update at 14:00" / "we will post the next update at 14:00" are not help. Not enough: "Unfortunately" alone, a bare instruction ("Update your card in Settings"), a thank-you for the message, a compliment, or the customer\'s words quoted back (their apology, their "I\'ll…"); "Sorry" in the title of a work ("the film Sorry We Missed You", "a screening of Sorry, Wrong Number") does not apologise, a heading that apologises does. Not customer-facing, so not checked: internal notes, incident reviews, texts labelled for staff, support agents or a rota ("Audience: support staff", "FYI for the support rota:", "Heads up, night shift:"), and mail to the team about its own work or tooling ("Hi all, Jira will be down tonight"). Help also counts as an offer to go through the decision with one of the writer\'s advisers or a call from one ("our advisers can call you"), and a cost held ("we\'ve frozen your fees"). Also passes: good news (a price going down or frozen ("prices are frozen for another year"), a date brought forward, a charge that ends ("we\'ll no longer charge for…", "we\'ve decided not to apply an increase", "we\'ve decided not to go ahead with the planned price increase"), a strike or works called off, a rise dropped ("the increase we announced has been dropped", "the board has dropped the increase"), a planned interruption "no longer needed", a cancellation denied ("your match won\'t be called off"), a check after a problem that found no harm ("your card was charged only once"), a cancellation the reader asked for, something the reader declined or chose not to take, "we cannot recommend it highly enough"); a problem denied ("none has been charged", "your flight won\'t be cancelled", "a single server failure never takes your shop offline", "customers can no longer be charged twice", "there\'s no price increase"); problem words as a selling point, a kind, a figure, a feature\'s name or a setting ("catch grammar errors, spelling mistakes…", "Warns about broken links before you publish", "Error tracking that groups similar failures", "Error summary: groups similar errors", "the incident timeline shows every error", "a webinar on preventing outages", "our outage map", "the Delay send button", "Outages happen to every provider", "downtime averaged under four minutes", "failure drills keep outages rare", "login problems fell by 40%", "add a delay of 24 hours", "trial and error", "This issue covers our new seed range"); a question that opens a fix or an offer ("Seeing error 0x80070005? Run the installer as administrator", "Problem with your boiler? Our engineers cover every postcode"), read like "If you see…"; a refusal or a rise reported as news to no one ("The council refused planning permission for the stadium", "Ofcom has blocked the merger, saying fares would rise", "bills will rise by 9%, the regulator announced"); the lines of a list under "### Fixed" or "Features", and a line after its own "Fixed in 3.2.0:" label. A learned model also reads the whole text: it drops the finding when the text does not read as bad news told flatly (a selling point, "trial and error") and flags a customer-facing text without help that reads as such though no problem word was found ("your introductory rate ends on 30 April; after that date the standard rate applies"), on its most telling sentence (parameter learnedModel: false turns both off).',
  severity: 'warning',
  parameters: {
    learnedModel: booleanParameter({
      description:
        'Let a learned model read the whole text too: it drops a finding when the text does not read as bad news told flatly, and flags ("learned-flat-news") a customer-facing text without help or acknowledgement that it reads as such though no problem word was found. false turns it off.',
      default: true,
    }),
  },
  examples: {
    good: [
      'Your payment failed. We are sorry for the trouble: here is how to retry.',
      'We fixed the outage this morning. Thank you for your patience.',
      'No problem at all, see you tomorrow.',
      'If you see an error, restart the app.',
      'Your order ships today.',
    ],
    bad: [
      'Your payment failed. Retry with another card.',
      'The outage lasted two hours.\n\nService is back.',
    ],
  },
  prepare: (params) => ({ ...prepareReadings(), learnedModel: params.learnedModel }),
  // The model's score may rise with one fix of another rule and fall with two: fixes are tried alone,
  // unless no fix alone moves the score across a threshold.
  fixesOneByOne: (state, blocks, trials) => state.learnedModel && flatNewsMovedByAFix(blocks, trials),
  check(document, state) {
    const { blocks } = document;
    const reading = readEmpathy(blocks, state);
    const finding = (problem: NonNullable<EmpathyReading['problem']>): DocumentMatch => {
      const text = blocks[problem.block]?.text.slice(problem.from, problem.to) ?? '';
      return {
        ...problem,
        message: `This text discusses a problem (${quote(text)}) without empathy: acknowledge it, apologise or offer help, e.g. “We're sorry for the trouble; here is how to fix it.”`,
        methodName: 'missing-empathy',
      };
    };
    // A learned model (issue 16) vetoes the finding on a text that does not read as bad news told flatly
    // and flags one that does though no problem was found, where the readings below allow.
    if (state.learnedModel) return withFlatNewsModel(blocks, reading, finding);
    if (!reading.problem || reading.helped() || reading.forStaff()) return [];
    return [finding(reading.problem)];
  },
});

/** The rule's per-block readings, each block read at most once per document (and kept across checks). */
interface EmpathyState {
  readonly problem: (block: BlockView) => BlockProblem;
  readonly empathy: (block: BlockView) => boolean;
  readonly audience: (block: BlockView) => ReturnType<typeof audienceSigns>;
}

function prepareReadings(): EmpathyState {
  wantShared(problems);
  wantShared(empathyPhrases);
  // Help and acknowledgement are read only for a text with a problem or one the model flags (most texts
  // have neither), and the audience only for a text that would be flagged, once per block.
  return {
    problem: perBlock(firstProblem),
    empathy: perBlock(hasOwnEmpathy),
    audience: perBlock(audienceSigns),
  };
}

function readEmpathy(blocks: readonly BlockView[], state: EmpathyState): EmpathyReading {
  let problem: EmpathyReading['problem'];
  for (const [index, block] of blocks.entries()) {
    // "### Fixed" over "- A crash when exporting": the release notes list what was repaired.
    if (underRepairLabel(blocks, index)) continue;
    const found = state.problem(block);
    if (found) {
      problem = { block: index, ...found };
      break;
    }
  }
  problem ??= tableNews(blocks) ?? headedNews(blocks);
  return {
    problem,
    helped: () => blocks.some((block) => state.empathy(block)),
    forStaff: () => forStaff(blocks, state.audience),
    cheaper: () => blocks.some((block) => lowerThanBefore(block)),
  };
}

/** The rule's readings of a document, outside a check (the learned model's training kit reads them). */
export function empathyReading(blocks: readonly BlockView[]): EmpathyReading {
  return readEmpathy(blocks, prepareReadings());
}

function firstProblem(block: BlockView): BlockProblem {
  // A heading names a section ("Errors", "Known issues"), a table cell is reference ("| 401 | The token
  // is invalid |"); the prose says what went wrong.
  if (block.kind === 'heading' || block.kind === 'table-cell') return undefined;
  // "Fixed in version 2.4.1: coins could go missing…": a line of release notes under its own label.
  if (inlineRepairLabel(block)) return undefined;
  for (const hit of findShared(problems, block)) {
    const first = block.words[hit.firstWord];
    if (!first) continue;
    const noun = hit.entry.forms === 'noun' || PROBLEM_NOUNS.has(hit.entry.term);
    if (isDenied(block, hit.firstWord, hit.lastWord, noun)) continue;
    if (notNews(block, hit.firstWord, hit.lastWord) || deniedProblem(block, hit.firstWord, hit.lastWord)) {
      continue;
    }
    // "You chose not to add travel insurance, so your trip is not covered": the reader's own choice.
    if (readerChoseBefore(block, hit.firstWord)) continue;
    if (isGoodNews(block, hit.entry.term, hit.firstWord, hit.lastWord)) continue;
    // "We've checked your booking after the glitch, and your card was charged only once".
    if (checkedAfter(block, hit.firstWord) || chargedOnce(block, hit.lastWord)) continue;
    // "we've decided not to go ahead with the planned price increase", "the strike … has been called off".
    if (
      decidedAgainst(block, hit.firstWord) ||
      disruptionCancelled(block, hit.entry.term, hit.firstWord) ||
      burdenCalledOff(block, hit.firstWord, hit.lastWord) ||
      insideCalledOff(block, hit.firstWord) ||
      cancellationDenied(block, hit.firstWord)
    ) {
      continue;
    }
    if (generalProblemWords.has(block.words[hit.firstWord - 1]?.normal ?? '')) continue;
    if (describesSystem(block, hit.firstWord)) continue;
    const after = block.words[hit.lastWord + 1];
    if (after && after.sentence === first.sentence && after.joined && compounds.has(after.normal)) continue;
    if (isHypothetical(block, hit.firstWord)) continue;
    if (namesAKind(block, hit.firstWord, hit.lastWord)) continue;
    if (namesOrLabels(block, hit.firstWord, hit.lastWord)) continue;
    if (featureName(block, hit.firstWord, hit.lastWord) || sellingPoint(block, hit.firstWord)) continue;
    if (problemInFeatureName(block, hit.firstWord, hit.lastWord)) continue;
    if (isMentioned(block, hit.firstWord, hit.lastWord) || isCurbed(block, hit.lastWord)) continue;
    if (curbsBurden(block, hit.firstWord)) continue;
    if (readersChoice(block, hit.entry.term, hit.firstWord)) continue;
    if (reportedDecision(block, hit.firstWord) || reportedSpeech(block, hit.firstWord)) continue;
    return { from: hit.from, to: hit.to };
  }
  // News that no phrase names: something of the reader's taken away, a price that rises, a policy limit.
  const signals = [
    readerLoss,
    readerRefusal,
    thirdPartyRefusal,
    lateness,
    readerEndOrWait,
    priceRise,
    paidRise,
    policyLimit,
    policyCited,
    impossibility,
    chargeApplied,
    decisionKept,
    noneAvailable,
    coverRefused,
    imposedChange,
    planCut,
    criteriaUnmet,
    serviceWithdrawn,
    noLongerProvided,
    newPrice,
    nowOnly,
    worseComparison,
    higherThanBefore,
    raisedFromTo,
    supportEnds,
    serviceStops,
    closure,
    progressiveRefusal,
    notUntil,
    serviceReduced,
    serviceRetired,
    movedLater,
    fewerDays,
    serviceEnds,
    newCharge,
    wontRun,
    featureRemoved,
    featureLost,
    nowLimited,
    nowAtMost,
    moneyRetained,
    supplyCut,
    notOffered,
    notProvided,
    testFailed,
    placeRefused,
    caseClosed,
    rateAgainst,
    offerEnds,
    cutByFigures,
    writerMoved,
    disruptionExtended,
    untilFurtherNotice,
    goesAway,
    lessOften,
    replacedByBus,
    shorterHours,
    closesEarly,
    loseAccess,
    usersBlocked,
    statusValue,
    givenToOthers,
    nowRejectsOver,
    chargeUpheld,
    soonerRefused,
    notSuccessful,
    closedOnDays,
    notTakenForward,
    notEntitled,
    fewerPerPeriod,
  ];
  for (const signal of signals) {
    const index = signal(block);
    const word = index === undefined ? undefined : block.words[index];
    if (!word || index === undefined || isHypothetical(block, index) || isCurbed(block, index)) continue;
    if (decidedAgainst(block, index) || calledOffAround(block, index)) continue;
    if (cancellationDenied(block, index)) continue;
    if (readerChoseBefore(block, index) || predicted(block, index) || reportedSpeech(block, index)) continue;
    if (readersStepAfter(block, index, index)) continue;
    return { from: word.start, to: word.end };
  }
  return undefined;
}

// Modals of a prediction or a possibility: "…, saying fares would rise on rural routes".
const PREDICTING = new Set(['would', 'could', 'might', 'may']);

/**
 * Whether the news word at `index` is only predicted or possible ("saying fares would rise", "prices
 * could go up"): a modal in its verb group, a report of what may happen rather than what will.
 */
function predicted(block: BlockView, index: number): boolean {
  const { words } = block;
  // "could not reach your property": a modal denied tells what failed, not what may happen.
  if (/^(?:not|never)$|n['\u2019]t$/u.test(words[index]?.normal ?? '')) return false;
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    // "20 May instead of 12 May": the month, not the modal.
    if (PREDICTING.has(word.normal)) {
      return /^\p{Ll}/u.test(word.text) && !/^\d/u.test(words[at - 1]?.normal ?? '');
    }
    if (!/^(?:be|have|been|also|then|soon)$/u.test(word.normal)) return false;
  }
  return false;
}

// Verbs of the reader's own choice: "You chose not to add travel insurance, so it is not included".
const CHOSE = new Set(['chose', 'opted', 'decided', 'elected', 'declined', 'preferred']);

/**
 * Whether the reader's own choice ("you chose", "you opted out") opens the sentence of `index`, or the
 * sentence says the change was theirs ("Your cover will end on 30 June, as you chose", "as requested").
 */
function readerChoseBefore(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  if (
    /\b(?:as|like) you (?:chose|asked|requested|wished|instructed|wanted)\b|\bas requested\b|\b(?:at|per) your request\b/iu.test(
      text.slice(sentence.start, sentence.end),
    )
  ) {
    return true;
  }
  for (let at = sentence.firstWord; at < index - 1; at++) {
    const normal = words[at]?.normal ?? '';
    if ((normal === 'you' || normal === "you've") && CHOSE.has(words[at + 1]?.normal ?? '')) return true;
  }
  return false;
}

// Verbs whose end is relief, not a service cut: "we'll no longer charge for late payments".
const RELIEF = new Set(['charge', 'bill', 'require', 'ask', 'need', 'send', 'collect', 'share', 'sell']);

/** Whether a word before the problem, past a determiner, denies it ("no errors", "fixes the bug"). */
function isDenied(block: BlockView, wordIndex: number, lastWord = wordIndex, noun = false): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  // "We denied nothing", "refused no one": the object denies it.
  const object = block.words[lastWord + 1];
  if (object?.sentence === sentence && NOTHING.has(object?.normal ?? '')) return true;
  // Four words reach over a short list: "catch typos and grammar errors"; six over a list of things
  // ("spots duplicate invoices and rounding errors", "catches grammar errors, spelling mistakes").
  let listed = false;
  for (let index = wordIndex - 1; index >= Math.max(0, wordIndex - 6); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    // "We are handling delays at the depot": a gerund in the progressive is the writer at work on a
    // problem of now, not an activity about a kind ("a webinar on preventing outages").
    if (
      denials.has(word.normal) &&
      word.normal.endsWith('ing') &&
      PROGRESSIVE_BE.has(block.words[index - 1]?.normal ?? '')
    ) {
      return false;
    }
    if (denials.has(word.normal)) return index >= wordIndex - 4 || listed;
    const separator = block.text.slice(word.end, block.words[index + 1]?.start);
    if (/^,\s+$/u.test(separator) || word.normal === 'and' || word.normal === 'or') listed = true;
    // Only a problem noun heads a list of things sold against: "…, and your payment failed" is news.
    if (!denialGap.has(word.normal) && !(noun && listWord(block, index, wordIndex, listed))) return false;
  }
  return false;
}

/**
 * Whether a word between a denial and its problem is part of a list of things or a noun that names the
 * problem's kind ("server failures", "rounding errors"): lowercase, not a function word, and either
 * straight before the problem (not a verb in "-s": "shows failed payments") or in a list.
 */
function listWord(block: BlockView, index: number, problem: number, listed: boolean): boolean {
  const word = block.words[index];
  if (!word || !/^\p{Ll}[\p{Ll}-]*$/u.test(word.text) || LIST_STOPS.has(word.normal)) return false;
  const separator = block.text.slice(word.end, block.words[index + 1]?.start);
  if (!/^(?:\s+|,\s+)$/u.test(separator)) return false;
  return listed || (index === problem - 1 && !/[^s]s$/u.test(word.normal));
}

// Words that open a clause or a phrase, which no list of things holds.
const LIST_STOPS = new Set([
  ...['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'will', 'would', 'can', 'could'],
  ...['that', 'which', 'who', 'when', 'if', 'but', 'so', 'because', 'in', 'on', 'at', 'for', 'from'],
  ...['with', 'by', 'of', 'you', 'we', 'they', 'it', 'i', 'our', 'my', 'their', 'its', 'this', 'then'],
  ...['after', 'before', 'while', 'until', 'not', 'your', 'was', 'did', 'does', 'do', 'may', 'might'],
]);

/** Whether the sentence around a word is a condition ("If you see an error…"), not a report. */
function isHypothetical(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!sentence) return false;
  // "Seeing error 0x8007 during setup?", "Getting a timeout?": a question that opens a fix, i.e. "if you see".
  const opener = block.words[sentence.firstWord];
  const last = block.words[sentence.endWord - 1];
  if (
    opener &&
    last &&
    GERUND_QUESTIONS.has(opener.normal) &&
    block.text.slice(last.end).trimStart().startsWith('?')
  ) {
    return true;
  }
  for (let index = sentence.firstWord; index < wordIndex; index++) {
    const normal = block.words[index]?.normal;
    if (normal === undefined) continue;
    if (normal === 'should' && index !== sentence.firstWord) continue;
    // "In case of…", "in which case": a condition; "your case", "the case was closed": a matter.
    if (
      normal === 'case' &&
      block.words[index - 1]?.normal !== 'in' &&
      block.words[index - 2]?.normal !== 'in'
    ) {
      continue;
    }
    if (hypothetical.has(normal)) return true;
    // "the moment a customer's card is declined", "as soon as a payment fails": a clause of time read
    // like "whenever".
    if (normal === 'moment' && block.words[index - 1]?.normal === 'the' && index > sentence.firstWord + 1) {
      return true;
    }
    if (
      normal === 'soon' &&
      block.words[index - 1]?.normal === 'as' &&
      block.words[index + 1]?.normal === 'as'
    ) {
      return true;
    }
    // "once the session ends": a condition of time; "once again", "once more" repeat, and "once a
    // fortnight", "once per month" tell a frequency (an adverb of frequency with its unit).
    if (
      normal === 'once' &&
      !/^(?:again|more|a|an|per|every|each)$/u.test(block.words[index + 1]?.normal ?? '')
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Senses of bad-news words that are no bad news: a policy described or pointed to ("Our refund policy
 * gives you 60 days", "See our return policy"), a price promise ("your rate is locked for a year",
 * "prices locked in"), a sell-out boast ("sold out in four days", "tickets ran out within an hour"), a fall in a figure ("Prices are down
 * 20%"), a setting ("the delay between retries").
 */
function isGoodNews(block: BlockView, term: string, first: number, last: number): boolean {
  const words = block.words;
  const sentence = words[first]?.sentence;
  const at = (index: number): string | undefined =>
    words[index]?.sentence === sentence ? words[index]?.normal : undefined;
  const next = at(last + 1);
  if (policyNames.has(term)) {
    // "Company policy does not allow exchanges": a policy that refuses is the reason, wherever it stands.
    if (POLICY_REFUSALS.has(next ?? '') || (next !== undefined && at(last + 2) === 'not')) return false;
    let before = first - 1;
    if (at(before) === 'the' || at(before) === 'our' || at(before) === 'your') before--;
    const pointer = at(before);
    return pointer === undefined || policyPointers.has(pointer);
  }
  // "We can't wait", "cannot thank you enough", "cannot recommend it highly enough": praise, not refusal.
  // "We can't hardly wait": the idiom with a double negative (what a fix of "I" to "We" leaves).
  // "I won't be able to thank you enough" (seventeenth pass): the idiom after "able to".
  const idiom = next === 'hardly' || (next === 'to' && UNABLE.has(term)) ? at(last + 2) : next;
  if (cannotIdioms.has(idiom ?? '') && (CANNOT.has(term) || UNABLE.has(term))) {
    return idiom === 'wait' || idiom === 'thank' || sentenceHas(block, last, 'enough');
  }
  // "so outages stay rare", "errors remain minimal", "outages on launch day stay rare": a problem kept
  // away, a selling point, over a phrase of place or time.
  if (keptScarce(block, last)) return true;
  // "failure drills keep outages rare".
  // "failover drills keep our outages rare": a determiner may stand between.
  const keeper = /^(?:our|the|your|any|all)$/u.test(at(first - 1) ?? '') ? first - 2 : first - 1;
  if (KEEPING.has(at(keeper) ?? '') && SCARCE.has(next ?? '')) return true;
  // "an error in one row no longer stops the whole import": a problem made harmless.
  if (noLongerHarms(block, last)) return true;
  // "questions about login problems fell by 40%": a count of problems that falls.
  if (countFalls(block, last)) return true;
  // "a list of problems to fix": a task list, not news.
  if (next === 'to' && TASKS.has(at(last + 2) ?? '')) return true;
  // "You had blocked out the time": reserved, not blocked; "blocked out of your account" is news.
  if (term === 'blocked' && next === 'out' && at(last + 2) !== 'of') return true;
  // "We'll no longer charge for late payments": a burden ended.
  if (term.endsWith('no longer') && RELIEF.has(next ?? '')) return true;
  // "Customers can no longer be charged twice", "a typo can no longer break the build": what no longer
  // happens is itself a problem, so the news is its end (a negated problem, like `noLongerHarms`).
  if (term.endsWith('no longer') && problemAfter(block, last)) return true;
  // "We've decided not to apply an increase at this renewal": a burden the writer chose not to lay on.
  // "we've decided not to go ahead with the planned price increase": over "go ahead with" too.
  if (term === 'decided not to') {
    const ahead = /^(?:go|proceed|press|move)$/u.test(at(last + 1) ?? '');
    if (burdenWithin(block, last, ahead ? 8 : 3)) return true;
  }
  // "problems before your customers notice", "bugs before they reach you": a problem caught early.
  if (caughtEarly(block, last)) return true;
  // "Trial and error": a way of working, not an error.
  if (term === 'error' && at(first - 1) === 'and' && at(first - 2) === 'trial') return true;
  if (term === 'locked' || term === 'frozen') {
    if (next === 'in') return true;
    // "we've frozen the annual pass at £600": a price held, good news.
    if (
      /^[^.!?;]{0,40}\bat\s(?:[$€£¥]\s?\d|R\d|(?:chf|eur|usd|gbp)\s?\d)/u.test(
        block.text.slice(words[last]?.end ?? 0),
      )
    ) {
      return true;
    }
    // "locked to read-only", "locked to one region": a setting; "locked to protect you": bad news.
    if (next === 'to' && !lockPurposes.has(at(last + 2) ?? '')) return true;
    for (let index = first - 1; index >= first - 3; index--) {
      if (priceWords.has(at(index) ?? '')) return true;
    }
    // "we've frozen your fees until the pool reopens": the active with a price as its object.
    if (/^(?:your|the|all|our|their)$/u.test(next ?? '')) {
      for (let index = last + 2; index <= last + 3; index++) {
        if (priceWords.has(at(index) ?? '')) return true;
      }
    }
    // "Prices at all our cafés are frozen for another year": a price at the head of a longer subject,
    // held for a stretch of time ("for another year", "until 2027"), is held down, good news.
    if (next === 'for' || next === 'until') {
      for (let index = first - 1; index >= Math.max(0, first - 8); index--) {
        const word = at(index);
        if (word === undefined || CLAUSE_TURNS.has(word) || word === 'your') break;
        if (priceWords.has(word)) return true;
      }
    }
    return false;
  }
  if (term === 'sold out' || term === 'ran out') {
    const after = words[last + 2];
    return (
      (next === 'in' || next === 'within') &&
      after !== undefined &&
      /^(\d|a\b|an\b|one|two|three|four|five|six|seven|eight|nine|ten|minutes|hours|days|under|less|record)/.test(
        after.normal,
      )
    );
  }
  // "not considered late", "not considered a late payment": a classification, often good news; "not
  // considered under the rules", "not considered." refuse.
  if (term.endsWith(' considered')) return next !== undefined && !REFUSAL_CONTINUATIONS.has(next);
  // A figure that moves: "Prices are down 20%", "Share prices declined 3% on Tuesday".
  // "Your card was declined 3 times" is news to the reader, not a figure.
  if (term.endsWith(' down') || FIGURE_FALLS.has(term)) {
    return next !== undefined && /^[\d$€£]/.test(words[last + 1]?.text ?? '') && !readerOrTimes(block, first);
  }
  // A setting: "the delay between retries", "add a delay of up to 24 hours", "set a delay".
  if (term === 'delay') {
    // "add a delay", "Add a short delay before messages send": the verb over "a" and an adjective.
    let back = first - 1;
    if (ADJECTIVE_OF_LENGTH.has(at(back) ?? '')) back--;
    const verb = at(back) === 'a' ? at(back - 1) : at(back);
    return next === 'between' || SETTING_VERBS.has(verb ?? '');
  }
  // "Our protection blocked 2 million requests last week": a count of things handled, with no reader
  // in the sentence, reports the system's work; "Your card was declined 3 times" is news.
  if (first === last && term.endsWith('ed') && countFollows(block, last)) return true;
  return false;
}

/** Whether a problem phrase opens within three words after `last`, in its sentence. */
function problemAfter(block: BlockView, last: number): boolean {
  const sentence = block.words[last]?.sentence;
  return findShared(problems, block).some(
    (hit) =>
      hit.firstWord > last && hit.firstWord <= last + 3 && block.words[hit.firstWord]?.sentence === sentence,
  );
}

// What a problem caught early has not yet done: "before they happen", "before your users notice".
const NOT_YET = new Set([
  ...['notice', 'notices', 'happen', 'happens', 'occur', 'occurs', 'reach', 'reaches', 'affect'],
  ...['affects', 'see', 'spot', 'hit', 'hits', 'matter', 'escalate', 'grow', 'become'],
  // "before your customers do", "before you publish", "before it ships".
  ...['do', 'does', 'publish', 'publishes', 'ship', 'ships', 'launch', 'launches', 'deploy', 'go'],
]);

/** Whether "before" follows the problem with a present-tense "notice", "happen", "reach" after it. */
function caughtEarly(block: BlockView, last: number): boolean {
  const { words } = block;
  const sentence = words[last]?.sentence;
  // "broken links, missing images and slow pages before your visitors do": over a short list.
  for (let at = last + 1; at <= last + 7; at++) {
    if (words[at]?.sentence !== sentence) return false;
    if (words[at]?.normal !== 'before') continue;
    for (let verb = at + 1; verb <= at + 4; verb++) {
      if (words[verb]?.sentence === sentence && NOT_YET.has(words[verb]?.normal ?? '')) return true;
    }
    return false;
  }
  return false;
}

/**
 * Whether a burden ("increase", "fee", "charge") follows `index` within `reach` words, or a verb of laying
 * one on right after it ("not to raise the annual fee", "not to apply an increase").
 */
function burdenWithin(block: BlockView, index: number, reach: number): boolean {
  if (IMPOSING.has(block.words[index + 1]?.normal ?? '')) return true;
  for (let at = index + 1; at <= index + reach; at++) {
    const normal = block.words[at]?.normal ?? '';
    if (block.words[at]?.sentence !== block.words[index]?.sentence) return false;
    if (BURDENS.has(normal) || RELIEF.has(normal)) return true;
  }
  return false;
}

// Verbs that lay a burden on the reader: "We've decided not to raise prices".
const IMPOSING = new Set([
  'raise',
  'increase',
  'charge',
  'impose',
  'introduce',
  'add',
  'apply',
  'bill',
  'put',
]);

/** Whether `normal` stands after `index` in its sentence. */
function sentenceHas(block: BlockView, index: number, normal: string): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = index + 1; at < sentence.endWord; at++) {
    if (block.words[at]?.normal === normal) return true;
  }
  return false;
}

const KEPT = new Set(['stay', 'stays', 'remain', 'remains', 'stayed', 'remained']);

/** Whether "stay/remain" and "rare/low…" follow the problem within its clause of five words. */
function keptScarce(block: BlockView, last: number): boolean {
  const { words } = block;
  for (let at = last + 1; at <= last + 5; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[last]?.sentence || CLAUSE_BREAKS.has(word.normal)) return false;
    // "stay rare", "remain low"; "Errors like these are rare": a problem rare by nature.
    // "outages on our network are so rare": a degree adverb may stand between.
    if (KEPT.has(word.normal) || word.normal === 'are') {
      const degree = /^(?:so|very|extremely|incredibly|vanishingly|exceptionally)$/u.test(
        words[at + 1]?.normal ?? '',
      );
      return SCARCE.has(words[at + (degree ? 2 : 1)]?.normal ?? '');
    }
  }
  return false;
}
const KEEPING = new Set(['keep', 'keeps', 'kept', 'keeping']);
const TASKS = new Set(['fix', 'correct', 'resolve', 'review', 'address', 'check']);
// Words that end the problem's own clause before "no longer": "Your payment failed, and you no longer…".
const CLAUSE_BREAKS = new Set(['and', 'but', 'so', 'you', 'we', 'your', 'which', 'because', 'since']);

/** Whether "no longer" follows the problem in its own clause: "an error in one row no longer stops…". */
function noLongerHarms(block: BlockView, last: number): boolean {
  const { words, text } = block;
  for (let at = last + 1; at <= last + 5; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[last]?.sentence || CLAUSE_BREAKS.has(word.normal)) return false;
    if (/[,;:]/u.test(text.slice(words[at - 1]?.end ?? 0, word.start))) return false;
    if (word.normal === 'no' && words[at + 1]?.normal === 'longer') return true;
  }
  return false;
}

const COUNT_FALLS = new Set([
  'fell',
  'dropped',
  'declined',
  'decreased',
  'halved',
  'shrank',
  'fall',
  'falls',
]);

/** Whether a verb of falling follows the problem with a measure: "problems fell by 40%", "dropped 80%". */
function countFalls(block: BlockView, last: number): boolean {
  const { words } = block;
  // Over a short phrase of what the problems are about: "Complaints about late trains fell by a third",
  // or of where they were counted: "problems reported to our help desk fell by 35%" (eight words).
  for (let at = last + 1; at <= last + 8; at++) {
    if (words[at]?.sentence !== words[last]?.sentence || CLAUSE_BREAKS.has(words[at]?.normal ?? '')) {
      return false;
    }
    if (!COUNT_FALLS.has(words[at]?.normal ?? '')) continue;
    const next = words[at + 1];
    return next?.sentence === words[last]?.sentence && /^(?:by|to|\d)/u.test(next?.normal ?? '');
  }
  return false;
}
const SCARCE = new Set(['rare', 'low', 'minimal', 'few', 'negligible', 'unlikely']);

const GERUND_QUESTIONS = new Set([
  'seeing',
  'getting',
  'having',
  'experiencing',
  'hitting',
  'facing',
  'running',
]);

// Adjectives of how long a set delay lasts: "a short delay", "a 10-second delay".
const ADJECTIVE_OF_LENGTH = new Set(['short', 'small', 'brief', 'longer', 'long', 'custom', 'slight']);
const SETTING_VERBS = new Set(['add', 'adds', 'set', 'sets', 'choose', 'configure', 'adjust', 'schedule']);

const READER_WORDS = new Set(['you', 'your', "you're", "you've", "you'll", 'yours']);

/** A number (digits or words) after the word at `index`, not "… times", in a sentence without the reader. */
function countFollows(block: BlockView, index: number): boolean {
  const count = block.words[index + 1];
  if (!count || count.sentence !== block.words[index]?.sentence) return false;
  if (!/^\d/u.test(count.text) && !COUNT_WORDS.has(count.normal)) return false;
  return !readerOrTimes(block, index);
}

/** Whether the sentence of a word speaks to the reader or counts attempts ("3 times"). */
function readerOrTimes(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    const normal = words[at]?.normal ?? '';
    if (READER_WORDS.has(normal) || normal === 'times') return true;
  }
  return false;
}

const COUNT_WORDS = new Set([
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'dozens', 'hundreds'],
  ...['thousands', 'millions', 'over', 'more', 'nearly', 'almost', 'about', 'around'],
]);

// Words after a policy name that make it refuse: "does not allow", "doesn't cover", "excludes".
const POLICY_REFUSALS = new Set([
  ...["doesn't", "won't", 'cannot', "can't", "don't", 'excludes', 'prohibits', 'forbids', 'bars'],
]);

// Days that date an event: "It reopens on Monday", "…unlocks tomorrow".
const DAYS = new Set([
  ...['today', 'tonight', 'tomorrow', 'yesterday', 'monday', 'tuesday', 'wednesday', 'thursday'],
  ...['friday', 'saturday', 'sunday'],
]);
// A clock time or a day of a month in figures: "at 9:00", "at 2 pm", "on 3 June", "June 3".
const MOMENT =
  /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b/iu;

/**
 * Whether the block dates what it tells ("The account is locked for 24 hours. It unlocks at 14:30
 * tomorrow"): one account's lock, news to its owner. Reference text says what happens to a kind of thing,
 * undated ("Accounts are locked after five failed attempts").
 */
function namesAMoment(block: BlockView): boolean {
  return block.words.some((word) => DAYS.has(word.normal)) || MOMENT.test(block.text);
}

// Verbs of a definition in reference text: "The `declined` status means…", "Code 402 indicates…".
const DEFINING = new Set(['means', 'indicates', 'denotes', 'signifies', 'signals', 'represents']);

/**
 * Whether the sentence around a word states what the system does with a kind of problem ("Requests with
 * an expired token are rejected with status 401"): "is"/"are" and a handling participle, and no one
 * spoken to or for.
 */
function describesSystem(block: BlockView, wordIndex: number): boolean {
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  if (!sentence || namesAMoment(block)) return false;
  let handled = false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    const normal = block.words[index]?.normal ?? '';
    if (personalWords.has(normal)) return false;
    if (
      (normal === 'are' || (normal === 'is' && !oneThing(block, sentence.firstWord, index))) &&
      handledParticiples.has(block.words[index + 1]?.normal ?? '')
    ) {
      handled = true;
    }
    // "The `declined` status means the issuer rejected the authorisation": a definition.
    if (DEFINING.has(normal) && index > sentence.firstWord) handled = true;
  }
  return handled;
}

const THIS_ONE = new Set(['the', 'this', 'that']);

/**
 * Whether the subject before "is" at `verb` is one thing named as known, at the sentence's start: "The
 * account is locked", "This portal account is locked". Reference text speaks of a kind ("Requests with an
 * expired token are rejected", "A request is retried once"); one known thing in that state is news.
 */
function oneThing(block: BlockView, first: number, verb: number): boolean {
  if (verb - first < 2 || verb - first > 3 || !THIS_ONE.has(block.words[first]?.normal ?? '')) return false;
  // "The upload is rejected if the file is too large": a rule under a condition, of any upload.
  const sentence = block.sentences[block.words[verb]?.sentence ?? -1];
  for (let index = verb + 1; sentence && index < sentence.endWord; index++) {
    if (CONDITIONS.has(block.words[index]?.normal ?? '')) return false;
  }
  return true;
}

const CONDITIONS = new Set(['if', 'when', 'whenever', 'unless', 'once']);

/**
 * Whether a bad-news participle names a kind of thing rather than news to the reader: before a plural
 * noun ("Declined invitations disappear after a week") or as one of a list of states ("shows refused,
 * pending and settled transfers"). "Your declined payment", "two failed attempts", "was declined, so…"
 * are news.
 */
function namesAKind(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  if (first !== last || !word || !word.normal.endsWith('ed')) return false;
  const sentence = word.sentence;
  const previous = words[first - 1];
  if (previous && previous.sentence === sentence) {
    if (newsBeforeParticiple.has(previous.normal) || /^\d/.test(previous.normal)) return false;
  }
  const next = words[first + 1];
  if (!next || next.sentence !== sentence || !/^\p{Ll}/u.test(next.text)) return false;
  const between = text.slice(word.end, next.start);
  const listed = previous !== undefined && /^,\s+$/.test(text.slice(previous.end, word.start));
  if (/^\s+$/.test(between)) {
    // "approved, declined and pending claims": one of a list of states.
    if (listed && (next.normal === 'and' || next.normal === 'or')) return true;
    return /[^s]s$/.test(next.normal) && !personalWords.has(next.normal) && !NOT_PLURALS.has(next.normal);
  }
  if (!/^,\s+$/.test(between) || newsBeforeParticiple.has(next.normal)) return false;
  // A list of states: "refused, pending and settled".
  const after = words[first + 2];
  if (!after || after.sentence !== sentence) return false;
  return after.normal === 'and' || after.normal === 'or' || /^,/.test(text.slice(next.end, after.start));
}

// Words in "-s" that are no plural noun, so a participle before them is a verb with its object or its
// complement, not an adjective of a kind: "Your vehicle failed its MOT", "the payment failed this
// morning", "your card was declined as…".
const NOT_PLURALS = new Set([
  ...['its', 'his', 'hers', 'ours', 'yours', 'theirs', 'this', 'thus', 'was', 'has', 'is', 'does', 'as'],
  ...['us', 'plus', 'unless', 'always', 'perhaps', 'across', 'less', 'whereas'],
]);

// Nouns that introduce a word as a word: "The word 'declined' in the report", "the term "failed"".
const MENTIONING = new Set(['word', 'words', 'term', 'terms', 'phrase', 'label', 'status', 'expression']);

/**
 * A problem word mentioned, not used: in quotes right after a noun that names it as a word ("The word
 * 'declined' in the report refers to…", 'the status "failed"').
 */
function isMentioned(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  const end = words[last];
  const before = words[first - 1];
  if (!word || !end || !before || before.sentence !== word.sentence || !MENTIONING.has(before.normal)) {
    return false;
  }
  const QUOTES = /^\s*["'\u201c\u2018`]$/u;
  return QUOTES.test(text.slice(before.end, word.start)) && /^["'\u201d\u2019`]/u.test(text.slice(end.end));
}

// Participles that hold a problem back: "Rent increases are capped at 5%", "Late fees are banned".
const CURBS = new Set([
  ...['capped', 'limited', 'banned', 'prohibited', 'outlawed', 'halved', 'waived', 'lowered', 'reduced'],
  ...['cut', 'scrapped', 'abolished', 'removed', 'dropped', 'withdrawn', 'eliminated', 'lifted'],
]);
const CURB_AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'will', 'have', 'has', 'now']);

/**
 * Whether the problem named is the subject of a verb that curbs it: "Rent increases are capped at 5% by
 * the new law", "Overdraft fees will be waived". The problem is held back, which is no bad news.
 */
function isCurbed(block: BlockView, last: number): boolean {
  const { words } = block;
  const sentence = words[last]?.sentence;
  let at = last + 1;
  while (
    at <= last + 3 &&
    words[at]?.sentence === sentence &&
    CURB_AUXILIARIES.has(words[at]?.normal ?? '')
  ) {
    at++;
  }
  // "Overdraft fee lowered from £15 to £5": a headline, with no auxiliary, at its sentence's start.
  const headline = at === last + 1 && (block.sentences[sentence ?? -1]?.firstWord ?? -1) >= last - 2;
  return (
    (at > last + 1 || headline) && words[at]?.sentence === sentence && CURBS.has(words[at]?.normal ?? '')
  );
}

// What the reader pays or suffers, whose curbing is good news: "Late fees are banned".
const BURDENS = new Set([
  ...['fee', 'fees', 'charge', 'charges', 'surcharge', 'surcharges', 'penalty', 'penalties', 'fines'],
  ...['increase', 'increases', 'rise', 'rises', 'hike', 'hikes', 'costs', 'prices', 'rent', 'rents'],
]);

/**
 * A curbing participle that is itself a problem word ("banned", "limited"), said of a burden: "Late fees
 * are banned under the new law". "Your account is banned" stays news.
 */
function curbsBurden(block: BlockView, first: number): boolean {
  const { words } = block;
  if (!CURBS.has(words[first]?.normal ?? '')) return false;
  let at = first - 1;
  while (at > first - 4 && CURB_AUXILIARIES.has(words[at]?.normal ?? '')) at--;
  return (
    at < first - 1 && words[at]?.sentence === words[first]?.sentence && BURDENS.has(words[at]?.normal ?? '')
  );
}

// Endings the reader may ask for: "As you asked, we've cancelled your membership".
const ENDINGS = /cancel|clos|remov|paus|disabl|delet|deactivat|terminat|suspend|stopp|no longer/u;
// What the reader may do themselves: "You declined the optional travel insurance".
const REFUSING = /declin|refus|reject/u;
const READER = new Set(['you', "you've", "you'd"]);
const CHOOSING = new Set(['asked', 'requested', 'instructed', 'wished', 'wanted', 'chose']);

/**
 * An ending the reader chose (the independent writers' reading): done at their request ("As you asked,
 * we've cancelled your gym membership", "…at your request", "Following your request to close…") or by the
 * reader ("You declined the optional travel insurance"). The request may stand in the sentence before.
 * "You asked for a refund, but we cannot…" is no ending and stays bad news.
 */
function readersChoice(block: BlockView, term: string, first: number): boolean {
  const ending = ENDINGS.test(term);
  if (!ending && !REFUSING.test(term)) return false;
  const { words } = block;
  const previous = words[first - 1];
  // "You declined the insurance"; not a title's "…Bother You is cancelled", whose "you" is no agent.
  if (
    previous !== undefined &&
    previous.sentence === words[first]?.sentence &&
    READER.has(previous.normal) &&
    (previous.sentenceStart || /^\p{Ll}/u.test(previous.text)) &&
    // "You can no longer book online": a loss of what the reader could do, no choice of theirs.
    !/^(?:is|are|was|were|has|have|been|be|can|could|will|no)\b/u.test(term)
  ) {
    return true;
  }
  // "You asked for a refund. We've declined it": a request refused is no choice of the reader's.
  if (!ending) return false;
  const sentence = words[first]?.sentence ?? -1;
  for (const index of [sentence - 1, sentence]) {
    const span = block.sentences[index];
    if (!span) continue;
    for (let at = span.firstWord; at < span.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      const before = words[at - 1]?.normal ?? '';
      if (CHOOSING.has(normal) && (before === 'you' || before === 'as') && asksForEnding(block, at)) {
        return true;
      }
      if (
        normal === 'request' &&
        before === 'your' &&
        /^(?:at|per|following|on)$/u.test(words[at - 2]?.normal ?? '')
      ) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Whether "asked"/"requested" at `index` asks for the ending: it closes its clause ("As you asked, we've
 * cancelled…") or an ending follows soon ("you asked us to close your account"), not "You asked about
 * your parcel".
 */
function asksForEnding(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const next = words[index + 1];
  if (!word || !next || next.sentence !== word.sentence || /[,;:]/u.test(text.slice(word.end, next.start))) {
    return true;
  }
  for (let at = index + 1; at <= index + 4; at++) {
    if (words[at]?.sentence === word.sentence && ENDINGS.test(words[at]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * An apology word that is part of a title: "The film Sorry We Missed You leaves our catalogue". The word
 * is capitalised inside its sentence, straight after a word, and a capitalised word (not "I") follows.
 */
function inTitle(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  const previous = words[first - 1];
  const next = words[last + 1];
  if (word?.sentenceStart && titleOpensSentence(block, first, last)) return true;
  if (!word || !previous || !next || word.sentenceStart || !/^\p{Lu}/u.test(word.text)) return false;
  // "…screening of Sorry, Wrong Number": after a preposition or an article an apology cannot stand, so
  // the capital opens a name.
  if (
    TITLE_LEADS.has(previous.normal) &&
    /^\p{Ll}/u.test(previous.text) &&
    previous.sentence === word.sentence
  ) {
    return true;
  }
  if (previous.sentence !== word.sentence || next.sentence !== word.sentence) return false;
  if (!/^\s+$/u.test(text.slice(previous.end, word.start))) return false;
  // A subject line in title case ("We're Sorry For The Delay", "We're Sorry to Keep You Waiting")
  // apologises, also before a colon that opens the news ("We're Sorry to Keep You Waiting: your order…").
  const sentence = block.sentences[word.sentence];
  if (sentence && titleCaseLine(block, sentence.firstWord, sentence.endWord)) return false;
  // "…for Sorry Not Sorry at the Lyric": two capitalised words before, inside the title.
  const capital = (other: (typeof words)[number] | undefined): boolean =>
    other !== undefined &&
    other.sentence === word.sentence &&
    !other.sentenceStart &&
    /^\p{Lu}/u.test(other.text);
  if (capital(previous) && capital(words[first - 2]) && previous.normal !== 'i') return true;
  // "…screening of Sorry to Bother You": a title's small word, then a capital again.
  const small = words[first + 1];
  const after = words[first + 2];
  if (
    small !== undefined &&
    TITLE_SMALL_WORDS.has(small.normal) &&
    /^\p{Ll}/u.test(small.text) &&
    after?.sentence === word.sentence &&
    /^\p{Lu}/u.test(after.text) &&
    after.normal !== 'i'
  ) {
    return true;
  }
  return next.joined && /^\p{Lu}/u.test(next.text) && next.normal !== 'i';
}

/** Whether the words `from`…`to`, up to a colon, are all in title case. */
function titleCaseLine(block: BlockView, from: number, to: number): boolean {
  const { words, text } = block;
  for (let at = from; at < to; at++) {
    const word = words[at];
    if (!word) return false;
    if (at > from && /:\s*$/u.test(text.slice(words[at - 1]?.end ?? 0, word.start))) return true;
    if (/^\p{Ll}/u.test(word.text) && !TITLE_SMALL_WORDS.has(word.normal)) return false;
  }
  return true;
}

// Words after which a capitalised "Sorry" can only open a name: "a screening of Sorry, Wrong Number".
const TITLE_LEADS = new Set([
  ...['of', 'for', 'in', 'at', 'from', 'with', 'on', 'about', 'the', 'a', 'watch', 'see', 'stream'],
]);

/**
 * A title at the start of its sentence, used as the subject: "Sorry to Bother You will no longer be
 * available to stream". The words after the apology word are in title case (small words in lower case,
 * a content word capitalised), and a lower-case verb follows the run with no punctuation: an apology
 * ("Sorry to bother you, but…", "Sorry for the delay, we…") has no capitals or a comma there.
 */
function titleOpensSentence(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const sentence = words[first]?.sentence;
  let capitals = 0;
  for (let at = last + 1; at < words.length && words[at]?.sentence === sentence; at++) {
    const word = words[at];
    const previous = words[at - 1];
    if (!word || !previous || !/^\s+$/u.test(text.slice(previous.end, word.start))) return false;
    if (/^\p{Lu}/u.test(word.text)) {
      if (word.normal !== 'i') capitals++;
      continue;
    }
    if (TITLE_SMALL_WORDS.has(word.normal)) continue;
    // "Sorry Not Sorry at the Playhouse has been called off": a place named after the title.
    if (/^(?:at|from|with|by)$/u.test(word.normal) && capitals > 0) continue;
    // The first lower-case content word ends the title: a verb of the sentence ("will", "is", "leaves").
    return (
      capitals > 0 &&
      /^(?:will|is|was|has|have|returns|leaves|comes|arrives|opens|starts|moves|can)$/u.test(word.normal)
    );
  }
  return false;
}

// Words a title in title case leaves in lower case: "Sorry to Bother You", "Sorry for the Wait".
const TITLE_SMALL_WORDS = new Set(['to', 'for', 'the', 'a', 'an', 'of', 'and', 'or', 'in', 'on', 'not']);
