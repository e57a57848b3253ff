import type { BlockView } from '../language/types.ts';
import { CURRENCY } from './empathyQuantities.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * Bad news told as the end, the closing or the holding back of a service rather than by a problem word
 * (GOV.UK, "Writing for GOV.UK", bad-news letters: a service withdrawn, closed or delayed; Royal Mail and
 * carrier notices): an end of support ("Support for the app ends on 30 June", "Version 4 drops support
 * for Windows 8"), a service that stops ("The bus will stop calling at Park Road"), a place closed for
 * works or for good ("The pool will be closed for repairs", "The branch will close permanently", "The
 * lift is out of service"), a service refused in the progressive ("We won't be issuing a refund", "We
 * won't be delivering on Saturdays any more"), and something coming that will not come before a date
 * ("won't arrive until 19 June"). Each returns the index of the word to mark.
 */

type Words = BlockView['words'];

const ENDS = new Set(['ends', 'end', 'ending', 'ended', 'stops', 'finishes']);
const DROPS = new Set([
  'drops',
  'drop',
  'dropping',
  'dropped',
  'ends',
  'end',
  'ending',
  'ended',
  'withdraws',
]);

const REACHES = new Set(['reach', 'reaches', 'reached', 'reaching', 'hits', 'hit', 'at']);

/**
 * An end of support: "Support for the Classic editor ends on 31 March", "…will end", "Version 4.0 drops
 * support for Windows 8.1", "we are ending support for…". "Support for dark mode ends the wait" is rare
 * enough; "support ends" with "for" between is the notice.
 */
export function supportEnds(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    // "Version 3 reaches end of support on 30 September", "has reached end of life".
    if (words[index]?.normal === 'end' && REACHES.has(wordInSentence(words, index, index - 1))) {
      const after = wordInSentence(words, index, index + 2);
      if (wordInSentence(words, index, index + 1) === 'of' && (after === 'support' || after === 'life')) {
        return index;
      }
    }
    if (words[index]?.normal !== 'support') continue;
    if (
      DROPS.has(wordInSentence(words, index, index - 1)) &&
      wordInSentence(words, index, index + 1) === 'for'
    ) {
      return index;
    }
    if (wordInSentence(words, index, index + 1) !== 'for') continue;
    // "Support for X ends", "Support for X (on Y) will end": the verb within eight words.
    for (let at = index + 2; at <= index + 9; at++) {
      const normal = wordInSentence(words, index, at);
      if (normal === '') break;
      if (ENDS.has(normal)) return at;
    }
  }
  return undefined;
}

/** Services that stop: "will stop visiting Little Ashby", "stops calling at Park Road". */
const SERVING = new Set([
  ...['visiting', 'serving', 'calling', 'running', 'operating', 'delivering', 'stocking', 'offering'],
  ...['selling', 'accepting', 'supporting', 'providing', 'opening', 'collecting', 'covering'],
  ...['shipping', 'posting', 'stocking', 'issuing'],
  // Goods no longer made (seventeenth pass): "we will stop producing the 40 mm fittings".
  ...['producing', 'manufacturing', 'printing', 'publishing', 'supplying'],
]);
// What stops on a date as a service ends: "The /v1 endpoint will stop responding on 15 May". Without a
// date it is a fault ("If the app stops responding, restart it"), read elsewhere.
const WORKING = new Set(['responding', 'working', 'functioning']);
const DATE_LINKS = new Set(['on', 'from', 'after', 'at', 'in']);
// "We have stopped offering same-day repairs": the perfect tells the same stop.
const STOPS = new Set(['stop', 'stops', 'stopping', 'cease', 'ceases', 'stopped', 'ceased']);
const PRIVATE = new Set(['data', 'details', 'information', 'cookies', 'location']);

/** A service that stops: "The mobile library will stop visiting Little Ashby from April". */
export function serviceStops(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!STOPS.has(words[index]?.normal ?? '')) continue;
    const serving = wordInSentence(words, index, index + 1);
    if (WORKING.has(serving) && /^(?:will|to)$/u.test(wordInSentence(words, index, index - 1))) {
      if (DATE_LINKS.has(wordInSentence(words, index, index + 2)) && datedAfter(block, index + 1)) {
        return index;
      }
      continue;
    }
    if (!SERVING.has(serving)) continue;
    // "Stop running the old script": an instruction, not a notice.
    if (words[index]?.sentenceStart || words[index - 1]?.normal === 'please') continue;
    // "…calling you", "…running late": not a service stopped.
    const next = wordInSentence(words, index, index + 2);
    if (next === 'you' || next === 'late') continue;
    // "We'll stop selling your data", "stop collecting your details": relief.
    if (PRIVATE.has(wordInSentence(words, index, index + 3)) || PRIVATE.has(next)) continue;
    return index;
  }
  return undefined;
}

// Why a place is closed, when it is news and not opening hours: works, or a stretch of time.
const CLOSED_FOR = new Set([
  ...['refurbishment', 'renovation', 'renovations', 'repairs', 'repair', 'maintenance', 'works', 'work'],
  ...['building', 'resurfacing', 'redecoration', 'cleaning', 'the', 'at', 'several', 'two', 'three'],
  ...['a', 'safety', 'essential', 'emergency', 'structural', 'upgrade', 'upgrades', 'rebuilding'],
]);
// Works named after an adjective: "for urgent repairs", "for essential maintenance".
const WORKS = new Set([
  'repairs',
  'repair',
  'maintenance',
  'works',
  'refurbishment',
  'renovation',
  'renovations',
]);
const CLOSED_UNTIL = new Set(['further', 'notice']);
const FOR_GOOD = new Set(['permanently', 'down']);
// "has closed for good" too: the perfect tells the same end.
const CLOSE_VERBS = new Set(['close', 'closes', 'closing', 'shut', 'closed']);
const OUT_OF = new Set(['service', 'order', 'action', 'use']);
// Holidays and events, for which a place closes as planned: "closed for the holidays", "for the parade".
const ROUTINE = new Set([
  ...['holiday', 'holidays', 'christmas', 'easter', 'parade', 'festival', 'break', 'weekend', 'day'],
  ...['lunch', 'night', 'season', 'winter', 'summer', 'public', 'bank', 'new', 'event', 'training'],
  ...['private', 'sundays', 'saturdays', 'weekends', 'evenings', 'mondays', 'tuesdays', 'wednesdays'],
  ...['thursdays', 'fridays'],
]);

/**
 * The active verb of closing with works as its reason, after a date or none: "The Harbour Road pool will
 * close on 3 June for refurbishment", "the library closes next week for essential repairs". The
 * participle ("is closed for repairs") is read in `closure` itself.
 */
function closesForWorks(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:close|closes|closing|shut|shuts|shutting)$/u.test(words[index]?.normal ?? '')) return false;
  if (words[index]?.sentenceStart) return false;
  for (let at = index + 1; at <= index + 6; at++) {
    const normal = wordInSentence(words, index, at);
    if (normal === '' || /^(?:and|but|so|which|while|if|when)$/u.test(normal)) return false;
    if (normal !== 'for') continue;
    // "for refurbishment", "for essential repairs", "for two weeks of resurfacing".
    for (let after = at + 1; after <= at + 3; after++) {
      if (WORKS.has(wordInSentence(words, index, after))) return true;
    }
    return false;
  }
  return false;
}

/**
 * A place or a service closed as news: for works or a stretch of time ("The pool will be closed for
 * repairs", "closed for the whole of your stay", "closed from Monday for at least two weeks"), until
 * further notice, for good ("The branch will close permanently", "closes its doors"), or out of
 * service ("The lift is out of service"). Closed for a holiday or an event, or at a time of day, is
 * routine and passes.
 */
/** Whether "the", "our" or "its" and up to five words of a place follow `index`, then "for good". */
function closedPlaceForGood(block: BlockView, index: number): boolean {
  const { words } = block;
  let at = index + 1;
  if (wordInSentence(words, index, at) === 'down') at++;
  if (!/^(?:the|our|its|this|that)$/u.test(wordInSentence(words, index, at))) return false;
  for (let next = at + 1; next <= at + 6; next++) {
    const word = wordInSentence(words, index, next);
    if (word === 'permanently') return true;
    if (word === 'for') return wordInSentence(words, index, next + 1) === 'good';
    if (word === '' || /^(?:and|but|to|at|on|from|until|while)$/u.test(word)) return false;
  }
  return false;
}

export function closure(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    const next = wordInSentence(words, index, index + 1);
    if (normal === 'out' && next === 'of') {
      // "is out of service", "are being taken out of service".
      const before = wordInSentence(words, index, index - 1);
      const taken =
        /^(?:taken|put|withdrawn|removed)$/u.test(before) && isBe(wordInSentence(words, index, index - 2));
      if (OUT_OF.has(wordInSentence(words, index, index + 2)) && (isBe(before) || taken)) {
        return index;
      }
      continue;
    }
    // "will close permanently", "closes for good", "will close its doors"; not "Close down the app".
    const after = wordInSentence(words, index, index + 2);
    const forGood =
      FOR_GOOD.has(next) || (next === 'for' && after === 'good') || (next === 'its' && after === 'doors');
    if (CLOSE_VERBS.has(normal) && forGood && !words[index]?.sentenceStart) return index;
    // "We're shutting the Kingsway pickup point for good" (seventeenth pass): the place named between
    // the verb and "for good" or "permanently".
    if (/^(?:closing|shutting)$/u.test(normal) && closedPlaceForGood(block, index)) return index;
    if (closingOnADate(block, index)) return index;
    if (closesForWorks(block, index)) return index;
    if ((normal !== 'closed' && normal !== 'shut') || !isBe(wordInSentence(words, index, index - 1))) {
      continue;
    }
    if (
      next === 'permanently' ||
      (next === 'until' && CLOSED_UNTIL.has(wordInSentence(words, index, index + 2)))
    ) {
      return index;
    }
    // "closed for refurbishment", "closed from Monday for at least two weeks", "closed while…"; a holiday
    // anywhere after it ("closed for three days over the holidays") makes it routine.
    if (routineAfter(words, index)) continue;
    // "will stay closed until 6 pm on Friday", "remains closed until Thursday": a closure drawn out, news
    // to whoever has a booking; "until you confirm" is the reader's step.
    if (KEEPS.has(wordInSentence(words, index, index - 1)) && next === 'until' && datedAfter(block, index)) {
      return index;
    }
    // "The Greenway cycle path is shut between Ashby and Nether Hall until 30 June": closed until a date
    // of the calendar, a closure with an end, not a day's hours.
    if (
      UNTIL_A_DATE.test(
        sentenceText(block, index).slice(
          (words[index]?.end ?? 0) - (block.sentences[words[index]?.sentence ?? -1]?.start ?? 0),
        ),
      )
    ) {
      return index;
    }
    for (let at = index + 1; at <= index + 6; at++) {
      const word = wordInSentence(words, index, at);
      if (word === '') break;
      if (word === 'while') return index;
      // "for refurbishment", "for urgent repairs", "for at least two weeks"; not "for the holidays".
      const [one, two] = [wordInSentence(words, index, at + 1), wordInSentence(words, index, at + 2)];
      if (word === 'for' && (CLOSED_FOR.has(one) || WORKS.has(two)) && !ROUTINE.has(two)) return index;
    }
  }
  return undefined;
}

// A day or a date after "until": "until Monday", "until 6 pm on Friday", "until 3 June", "until next week".
// A time alone ("Doors stay closed until 7 pm") or an event ("…until the show starts") is routine.
const DAY_WORDS =
  /\b(?:today|tomorrow|tonight|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|further)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d/iu;

const UNTIL_A_DATE =
  /\buntil\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|the end of|next (?:week|month|year)|further notice)/iu;

function datedAfter(block: BlockView, index: number): boolean {
  const word = block.words[index];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  return (
    word !== undefined && sentence !== undefined && DAY_WORDS.test(block.text.slice(word.end, sentence.end))
  );
}

function routineAfter(words: Words, index: number): boolean {
  for (let at = index + 1; wordInSentence(words, index, at) !== ''; at++) {
    if (ROUTINE.has(wordInSentence(words, index, at))) return true;
  }
  return false;
}

// "on 28 February", "on the 28th", "at the end of March": a calendar date, not a time or a weekday.
const ON_A_DATE =
  /^\s+(?:on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:am|pm|:))|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|at the end of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the month|this month|the year))/iu;

/**
 * A place closing on a calendar date, told in the progressive: "the Wellington pickup point is closing on
 * 28 February", "Our Leeds branch is closing at the end of March". The present progressive of a planned
 * one-off event (Quirk et al. 4.30, the futurate progressive) with a date tells a closure for good;
 * "will close at 5 pm" (a time), "closing on Mondays" (a day of the week) and a holiday pass.
 */
function closingOnADate(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (word?.normal !== 'closing' || !/^(?:is|are)$/u.test(wordInSentence(words, index, index - 1))) {
    return false;
  }
  if (!ON_A_DATE.test(text.slice(word.end))) return false;
  // A place, not a window for replies: "The consultation is closing on 28 February" sets a deadline.
  let place = false;
  for (let at = index - 2; at >= Math.max(0, index - 6) && !place; at--) {
    place = PLACES.has(wordInSentence(words, index, at));
  }
  return place && !routineAfter(words, index) && !/\b(?:early|at\s+\d)/iu.test(sentenceText(block, index));
}

// Places that serve the public (the subjects of a closure notice).
const PLACES = new Set([
  ...['branch', 'office', 'store', 'shop', 'point', 'depot', 'centre', 'center', 'library', 'pool'],
  ...['clinic', 'surgery', 'pharmacy', 'station', 'site', 'counter', 'desk', 'café', 'cafe', 'bank'],
  ...['restaurant', 'location', 'outlet', 'hub', 'venue', 'gym', 'nursery', 'practice', 'museum', 'hall'],
  ...['locker', 'lockers', 'showroom', 'warehouse', 'market', 'bar', 'studio', 'school', 'ward', 'unit'],
]);

function isBe(normal: string): boolean {
  return /^(?:is|are|was|were|be|been|being|remains|remain|stays|stay)$/u.test(normal);
}

// Verbs that keep a place in its state: "will stay closed", "remains closed".
const KEEPS = new Set(['stay', 'stays', 'remain', 'remains']);

// Services refused or cut in the progressive: "We won't be issuing a refund", "…delivering on Saturdays".
const SERVICE_INGS = new Set([
  ...['issuing', 'offering', 'providing', 'refunding', 'accepting', 'delivering', 'supporting'],
  ...['renewing', 'replacing', 'covering', 'reimbursing', 'processing', 'extending', 'honouring'],
  // Not "running" or "opening": "We won't be running promotions", "won't be opening on Boxing Day" are routine.
  ...['honoring', 'stocking', 'approving', 'reinstating', 'paying', 'serving'],
]);
const WONT = new Set(["won't", 'not']);

/**
 * The writer refusing or cutting a service in the progressive: "we won't be issuing a refund", "We will
 * not be renewing your contract", "We won't be delivering to your postcode on Saturdays any more". "We
 * won't be charging you" and "we won't be sending reminders" are relief and pass.
 */
export function progressiveRefusal(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!SERVICE_INGS.has(words[index]?.normal ?? '') || wordInSentence(words, index, index - 1) !== 'be') {
      continue;
    }
    if (!WONT.has(wordInSentence(words, index, index - 2))) continue;
    let subject = index - 3;
    if (
      wordInSentence(words, index, index - 2) === 'not' &&
      wordInSentence(words, index, subject) === 'will'
    ) {
      subject--;
    }
    // "…you won't be paying" is the reader's own act; the writer or a third party cutting a service is news.
    const who = wordInSentence(words, index, subject);
    if (who !== 'you' && who !== '') return index;
  }
  return undefined;
}

const NONE = new Set(['neither', 'none', 'no', 'nothing']);

/** The index of the first word of the sentence of the word at `index`. */
function sentenceStart(words: Words, index: number): number {
  let at = index;
  while (at > 0 && words[at - 1]?.sentence === words[index]?.sentence) at--;
  return at;
}

function sentenceText(block: BlockView, index: number): string {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  return sentence ? block.text.slice(sentence.start, sentence.end) : '';
}

const EXPECTED = new Set(['expected', 'due', 'likely', 'scheduled', 'set', 'going']);

// What comes to the reader, whose "not until" is a delay: "won't arrive until 19 June".
const COMING = new Set([
  ...['arrive', 'ship', 'move', 'dispatch', 'leave', 'reach', 'resume', 'return', 'restart', 'reopen'],
  ...['ready', 'delivered', 'available', 'back', 'processed', 'resolved', 'fixed', 'restored', 'shipped'],
  ...['dispatched', 'sent', 'paid', 'refunded', 'repaired', 'issued'],
]);

/**
 * Something coming that will not come before a date: "the router won't arrive until 19 June at the
 * earliest", "It will not move until the declaration is complete", "won't be ready until Friday". An
 * instruction ("Don't leave until…") and the reader's own act ("You won't be charged until…") pass.
 */
export function notUntil(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'until' && words[index]?.normal !== 'before') continue;
    // "Your order won't ship until you confirm the address": the reader's step, not a delay.
    if (wordInSentence(words, index, index + 1) === 'you') continue;
    let verb = index - 1;
    // "won't reach you until…": the reader as object of a verb of coming.
    if (wordInSentence(words, index, verb) === 'you') verb--;
    if (!COMING.has(wordInSentence(words, index, verb))) continue;
    if (wordInSentence(words, index, verb - 1) === 'be') verb--;
    // "is not expected to reach you before 9 January", "isn't due to arrive until Friday": the coming
    // denied by a verb of expectation, like "won't".
    if (
      wordInSentence(words, index, verb - 1) === 'to' &&
      EXPECTED.has(wordInSentence(words, index, verb - 2)) &&
      /^(?:not|isn't|aren't)$/u.test(wordInSentence(words, index, verb - 3))
    ) {
      return index - 1;
    }
    const negation = wordInSentence(words, index, verb - 1);
    // "Neither issue will be fixed before 5.2", "None of these bugs will be fixed until…".
    if (negation === 'will' && NONE.has(wordInSentence(words, index, sentenceStart(words, index)))) {
      return index - 1;
    }
    if (negation !== "won't" && !(negation === 'not' && wordInSentence(words, index, verb - 2) === 'will')) {
      continue;
    }
    const subject = wordInSentence(words, index, negation === 'not' ? verb - 3 : verb - 2);
    if (subject === 'you' || subject === '') continue;
    return index - 1;
  }
  return undefined;
}

// What a service gives in measure, whose cut is a service reduced: "Data speeds are now reduced".
const MEASURES = new Set([
  ...['speed', 'speeds', 'allowance', 'allowances', 'bandwidth', 'storage', 'quota', 'quotas', 'capacity'],
  ...['hours', 'frequency', 'limit', 'limits', 'service', 'services', 'timetable', 'coverage', 'space'],
]);
// What the reader pays or suffers, whose cut is good news: "Storage costs are cut", "wait times are reduced".
const BURDENS = new Set([
  ...['cost', 'costs', 'price', 'prices', 'fee', 'fees', 'charge', 'charges', 'bill', 'bills', 'times'],
  ...['latency', 'wait', 'waits', 'downtime', 'errors', 'delays', 'emissions', 'usage', 'rent'],
]);
const CUT = new Set(['reduced', 'cut', 'lowered', 'throttled', 'slowed', 'shortened', 'decreased']);
const FALLS = new Set(['drops', 'drop', 'falls', 'fall']);
const GOES = new Set(['goes', 'go', 'going', 'went']);
// What a plan gives ("the free tier drops from 10 projects to 3"), unless its price is what falls.
const PLANS = new Set(['tier', 'tiers', 'plan', 'plans', 'package', 'bundle']);
const BE_FORMS = new Set(['is', 'are', 'be', 'been', 'being', 'was', 'were']);

/**
 * A service reduced in measure (GOV.UK bad-news letters: a service reduced): "Data speeds are now
 * reduced to 128 kbps", "Opening hours will be cut from May", "the API rate limit drops from 1,000 to
 * 300". A price or a fee cut is good news and is not a measure here.
 */
export function serviceReduced(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    let at = index - 1;
    if (CUT.has(normal)) {
      if (wordInSentence(words, index, at) === 'now') at--;
      // "Overdraft limit reduced from £1,500 to £500": a headline or a list item, with no "is".
      const headline = MEASURES.has(wordInSentence(words, index, at)) && at - sentenceStart(words, index) < 3;
      if (!headline) {
        if (!BE_FORMS.has(wordInSentence(words, index, at))) continue;
        at--;
        // "are being reduced", "will have been cut".
        while (/^(?:will|has|have|had|now|is|are|be|been|being)$/u.test(wordInSentence(words, index, at))) {
          at--;
        }
      }
    } else if (normal === 'down' && GOES.has(wordInSentence(words, index, at))) {
      // "the API rate limit for free accounts goes down from 1,000 to 200".
      if (wordInSentence(words, index, index + 1) !== 'from') continue;
      at--;
    } else if (!(FALLS.has(normal) && wordInSentence(words, index, index + 1) === 'from')) {
      continue;
    }
    // "The Sunday spin class is being shortened to 30 minutes": cut to a length of time, what is cut is
    // how long the reader has it, whatever its name, unless the subject is a wait (a burden, below).
    // "Evening visiting is reduced to 6 pm to 7 pm" (sixteenth pass): cut to a span of clock times, a
    // shorter window whatever the service is called.
    const toLength =
      CUT.has(normal) &&
      wordInSentence(words, index, index + 1) === 'to' &&
      (/^(?:minutes?|mins?|hours?|days?|weeks?)$/u.test(wordInSentence(words, index, index + 3)) ||
        CLOCK_SPAN.test(block.text.slice(words[index + 1]?.end ?? 0, (words[index + 1]?.end ?? 0) + 40)));
    // The measure heads its subject, which may run on: "Opening hours at the Hillside clinic are cut".
    for (let noun = at; noun >= Math.max(0, at - 4); noun--) {
      const word = wordInSentence(words, index, noun);
      if (word === '' || BE_FORMS.has(word) || BURDENS.has(word)) break;
      // "The Pro plan drops from $20 to $15": a plan's price falls, good news.
      if (PLANS.has(word) && CURRENCY.test(sentenceText(block, index))) break;
      if (MEASURES.has(word) || PLANS.has(word)) return index;
    }
    if (toLength && !burdenSubject(block, index, at)) return index;
  }
  return undefined;
}

// Two clock times, a window: "6 pm to 7 pm", "2–3 pm", "10:00 to 11:30".
const CLOCK_SPAN =
  /^\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s*(?:to|-|\u2013|until)\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\b/iu;

/** Whether a wait, a cost or a delay heads the subject before `at` ("Wait times will be cut to 10 minutes"). */
function burdenSubject(block: BlockView, index: number, at: number): boolean {
  for (let noun = at; noun >= Math.max(0, at - 6); noun--) {
    const word = wordInSentence(block.words, index, noun);
    if (word === '') break;
    if (
      BURDENS.has(word) ||
      /^(?:waits?|waiting|queues?|journeys?|commutes?|trips?|travel|drive|delays?|outages?|downtime)$/u.test(
        word,
      )
    ) {
      return true;
    }
  }
  return false;
}

const RETIRED = new Set(['retired', 'decommissioned', 'sunset', 'sunsetted', 'discontinued']);
const SWITCHED = new Set(['shut', 'switched', 'turned']);

/**
 * A service retired, told in the future or as under way: "The v1 API will be retired on 1 February",
 * "The old portal is being switched off", "will be shut down". "Switched off by default" is a setting.
 */
export function serviceRetired(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    const retired =
      RETIRED.has(normal) ||
      (SWITCHED.has(normal) && /^(?:off|down)$/u.test(wordInSentence(words, index, index + 1)));
    if (!retired) continue;
    const aux = wordInSentence(words, index, index - 1);
    const before = wordInSentence(words, index, index - 2);
    if (!((aux === 'be' && before === 'will') || (aux === 'being' && BE_FORMS.has(before)))) continue;
    if (
      wordInSentence(words, index, index + 2) === 'by' &&
      wordInSentence(words, index, index + 3) === 'default'
    ) {
      continue;
    }
    return index;
  }
  return undefined;
}
