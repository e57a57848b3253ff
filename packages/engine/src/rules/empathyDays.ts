import type { BlockView } from '../language/types.ts';
import { fromDate } from './empathyChanges.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * A public service cut without a problem word (GOV.UK, "Writing for GOV.UK", bad-news letters: a service
 * reduced or withdrawn; council notices of library and collection changes): a place that from a date
 * opens on fewer days ("From 1 April the library will open on Saturdays only") and a service that ends
 * ("The garden waste collection service ends on 31 March"). The same words stating how things are ("The
 * market runs on Saturdays only"), an end that lifts a burden ("The rail replacement bus service ends")
 * and the seasonal end of a seasonal service pass.
 */

const DAYS = new Set([
  ...['mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'weekends'],
  ...['weekdays', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['mornings', 'afternoons', 'evenings', 'weekend', 'and', 'or', 'to', 'through'],
  // A part of the day named by its days (the fifteenth pass): "weekday mornings only", "weeknights only".
  ...['weekday', 'weeknight', 'weeknights'],
]);
// Words that join days into a list or a range ("Tuesday to Thursday only", "Mon through Wed only").
const JOINING = /^(?:and|or|to|through)$/u;
// Prepositions of a day or a part of the day: "on Saturdays", "at weekends", "in the mornings".
const DAY_PREPOSITIONS = new Set(['on', 'at', 'in', 'during']);
// Verbs of a place or a service open to the public: "will open", "will be open", "will run".
const OPEN = new Set([
  ...['open', 'opens', 'run', 'runs', 'operate', 'operates', 'available', 'staffed', 'held', 'served'],
  ...['collected', 'visit', 'visits', 'call', 'calls', 'serve', 'serves'],
]);
// Words that date a change: "will", "now", "starting 3 May", "as of Monday" ("from 1 April" is read apart).
const CHANGING = new Set(['will', "it'll", "we'll", 'now', 'starting', 'effective', 'beginning']);
// Seasons and holidays, for which a place keeps shorter days as planned; a new service has no fewer days.
const HOLIDAYS = new Set([
  ...['holiday', 'holidays', 'christmas', 'easter', 'summer', 'winter', 'half-term', 'festive', 'bank'],
]);
const SEASONAL = new Set([...HOLIDAYS, 'new', 'also', 'during', 'extra', 'additional']);

/**
 * A place or a service that from a date opens on fewer days: "From 1 April, Millbrook Library will open
 * on Saturdays only", "The help desk is now open on Wednesdays only", "will only run on Tuesdays". Needs a
 * change ("will", "now", "from 1 April", "starting"); "The market runs on Saturdays only" states a fact.
 * Returns the index of "only".
 */
export function fewerDays(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (words[index]?.normal !== 'only') continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    if (!(daysBefore(block, index) || onlyBeforeDays(block, index))) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let changing = false;
    let seasonal = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      changing ||= CHANGING.has(normal) || fromDate(block, at) || (normal === 'as' && same(at + 1) === 'of');
      seasonal ||= SEASONAL.has(normal);
    }
    if (changing && !seasonal) return index;
  }
  return undefined;
}

/** "open on Saturdays only", "open Saturdays and Sundays only", "be open on weekdays only". */
function daysBefore(block: BlockView, only: number): boolean {
  const { words } = block;
  const same = (at: number): string => wordInSentence(words, only, at);
  let at = only - 1;
  let days = 0;
  while (at > only - 7 && DAYS.has(same(at))) {
    if (!JOINING.test(same(at))) days++;
    at--;
  }
  if (days === 0) return false;
  if (same(at) === 'the') at--;
  if (DAY_PREPOSITIONS.has(same(at))) at--;
  return OPEN.has(same(at));
}

/** "will only open on Saturdays", "will now only run on Tuesdays", "will be open only on weekends". */
function onlyBeforeDays(block: BlockView, only: number): boolean {
  const { words } = block;
  const same = (at: number): string => wordInSentence(words, only, at);
  let at = only + 1;
  if (same(at) === 'be') at++;
  if (OPEN.has(same(at))) at++;
  else if (!OPEN.has(same(only - 1))) return false;
  if (!DAY_PREPOSITIONS.has(same(at))) return false;
  const day = same(same(at + 1) === 'the' ? at + 2 : at + 1);
  return DAYS.has(day) && !JOINING.test(day);
}

// Services that end as news to their users: "The garden waste collection service ends on 31 March".
const SERVICES = new Set([
  ...['service', 'services', 'collection', 'collections', 'route', 'scheme', 'helpline', 'club'],
  ...['delivery', 'deliveries', 'programme', 'program', 'shuttle', 'clinic', 'opening'],
  // Groups and classes people sign up to: "The Tuesday toddler group will end after the summer term".
  ...['group', 'groups', 'class', 'classes', 'session', 'sessions', 'course', 'courses', 'workshop'],
  ...['workshops', 'lessons', 'creche', 'crèche', 'nursery', 'line', 'visits', 'visit', 'appointments'],
  // What a plan gives its members: "Unlimited photo storage is ending for free accounts on 1 June".
  ...['storage', 'access', 'cover', 'coverage', 'allowance', 'benefit', 'benefits', 'perk', 'perks'],
  // Ways of trading and levels of a scheme (sixteenth pass; not "membership": "your membership ends on 30
  // June" after a cancellation is the reader's own): "Sunday trading at the Westgate store is
  // ending", "Click-and-collect at our Market Street store ends on 28 February", "The Gold tier … ends".
  ...['trading', 'click-and-collect', 'collect', 'tier', 'tiers', 'band'],
]);
// Subjects whose end lifts a burden or ends a stopgap: "The rail replacement bus service ends".
const STOPGAPS = new Set([
  ...['replacement', 'temporary', 'interim', 'diversion', 'diverted', 'disruption', 'strike'],
  ...['emergency', 'reduced', 'trial', 'limited', 'pilot'],
]);
const PLACES = new Set(['to', 'for', 'at', 'in', 'between', 'from', 'on', 'across']);
// "The Thursday lunch club is closing at the end of the month": a club or a class closes as it ends.
const END_VERBS = new Set([
  'ends',
  'end',
  'ending',
  'ended',
  'finishes',
  'finish',
  'closing',
  'close',
  'closes',
]);
// What may follow the end of a service as its date: "ends on 31 March", "will end from April", "ends.".
const END_DATES = new Set([
  ...['on', 'from', 'after', 'in', 'this', 'next', 'today', 'tomorrow', 'permanently', 'for', 'by'],
  ...['', 'at', 'when', 'once'],
]);

/**
 * A service that ends: "The home library delivery service ends on the same date", "The Sunday bus service
 * to Hilltop will end on 14 June". The service heads the subject, right before the verb; an end at a
 * clock time ("The service ends at 11 pm"), on days of the week ("ends at noon on Sundays") and the end
 * of a stopgap or a seasonal service pass. Returns the verb's index.
 */
export function serviceEnds(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    if (!END_VERBS.has(words[index]?.normal ?? '')) continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    let head = index - 1;
    while (/^(?:will|is|are|be|also|now|then|have|has)$/u.test(same(head))) head--;
    // "The Sunday bus service to Hilltop will end", "Collections from the post box on Glenview Road have
    // ended": the service before a phrase of place.
    for (let at = head; at > head - 8 && !SERVICES.has(same(head)) && !EVENTS.has(same(head)); at--) {
      if (PLACES.has(same(at)) && (SERVICES.has(same(at - 1)) || EVENTS.has(same(at - 1)))) head = at - 1;
    }
    if (recurringEvent(block, index, head)) {
      // A weekly market or fair whose name holds its day reads as a service (the fifteenth pass).
    } else if (!SERVICES.has(same(head)) || ofPhrase(block, index, head)) {
      continue;
    }
    // "will end", "is ending", "ends": a verb of the present or the future, not "the end" of something.
    const verb = same(index);
    if ((verb === 'end' || verb === 'finish') && same(index - 1) !== 'will') continue;
    if (verb === 'ended' && !/^(?:has|have)$/u.test(same(index - 1))) continue;
    if (verb === 'ending' && !/^(?:is|are|be)$/u.test(same(index - 1))) continue;
    if (verb === 'closing' && !/^(?:is|are)$/u.test(same(index - 1))) continue;
    if (verb === 'close' && same(index - 1) !== 'will') continue;
    // A place closes each day; only groups and schemes close as they end.
    if (
      /^clos/u.test(verb) &&
      !/^(?:club|clubs|group|groups|class|classes|scheme|service|clinic|creche|crèche|nursery|course|line)$/u.test(
        same(head),
      )
    ) {
      continue;
    }
    const next = same(index + 1);
    if (!END_DATES.has(next)) continue;
    if (next === 'at' && same(index + 2) !== 'the') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    const rest = text.slice(words[index]?.end ?? 0, sentence.end);
    // "ends at 11 pm", "ends at noon on Sundays": a time of day or a weekly timetable.
    if (
      /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b/iu.test(rest)
    ) {
      continue;
    }
    if (/\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/iu.test(rest)) continue;
    let stopgap = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      // "after the summer term" dates the end; "the summer shuttle" is a seasonal service.
      const term = /^(?:term|semester|half-term|holidays)$/u.test(words[at + 1]?.normal ?? '') && at > index;
      stopgap ||= (at < head && STOPGAPS.has(normal)) || (HOLIDAYS.has(normal) && !term);
    }
    if (!stopgap) return index;
  }
  return undefined;
}

// Gatherings held again and again (FrameNet Social_event): "market", "fair", "quiz night".
const EVENTS = new Set([
  ...['market', 'markets', 'fair', 'fairs', 'meetup', 'meetups', 'night', 'nights', 'quiz', 'disco'],
  ...['matinee', 'matinées', 'screening', 'screenings', 'walk', 'walks', 'storytime'],
]);
const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/u;

/**
 * A gathering whose name holds its weekday, so a weekly one that ends (the fifteenth pass): "The
 * Wednesday farmers' market at Civic Square is ending after this season". "The craft fair ends on
 * Sunday" is one event ending, with no weekday in its name.
 */
function recurringEvent(block: BlockView, index: number, head: number): boolean {
  const { words } = block;
  if (!EVENTS.has(words[head]?.normal ?? '')) return false;
  for (let at = head - 1; at >= Math.max(0, head - 4); at--) {
    if (words[at]?.sentence !== words[index]?.sentence) return false;
    if (WEEKDAY.test(words[at]?.normal ?? '')) return true;
  }
  return false;
}

// Amounts of time: "two hours later", "an hour earlier", "30 minutes later".
const SPAN = /^(?:\d+|an?|one|two|three|four|five|six|half)$/u;

/**
 * Shorter hours told as a shift: a place that will open later or close earlier ("Our cafe will open two
 * hours later on weekdays from next week", "The pool now closes an hour earlier"). Opening earlier and
 * closing later pass. Returns the index of "later" or "earlier".
 */
export function shorterHours(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 3; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (normal !== 'later' && normal !== 'earlier') continue;
    if (
      !/^(?:hours?|minutes?|mins?)$/u.test(words[index - 1]?.normal ?? '') ||
      !SPAN.test(words[index - 2]?.normal ?? '')
    ) {
      continue;
    }
    const verb = words[index - 3]?.normal ?? '';
    const opens = /^(?:open|opens|opening|start|starts)$/u.test(verb);
    const closes = /^(?:close|closes|closing|shut|shuts|end|ends|finish|finishes)$/u.test(verb);
    if (!(opens && normal === 'later') && !(closes && normal === 'earlier')) continue;
    // A change: "will open", "now closes", "from next week".
    const before = words[index - 4]?.normal ?? '';
    if (/^(?:will|now|'ll)$/u.test(before) || /\b(?:from|starting)\b/iu.test(block.text)) return index;
  }
  return undefined;
}

// Prepositions that put a service inside another subject: "The consultation on the new bus route ends".
const INSIDE = new Set(['of', 'on', 'about', 'for', 'into', 'over', 'with', 'regarding']);

/**
 * Whether the service at `head` ends a phrase inside the subject of the verb at `index`. The subject
 * starts after the last comma: "Following a review of our services, Sunday opening … will end".
 */
function ofPhrase(block: BlockView, index: number, head: number): boolean {
  const { words, text } = block;
  for (let at = head - 1; at >= 0 && words[at]?.sentence === words[index]?.sentence; at--) {
    if (/,/u.test(text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0))) return false;
    // "The Gold tier of our loyalty scheme ends", "The Gold tier of the Friends of the Theatre scheme
    // ends": a service's part named before "of" ends with it (sixteenth pass).
    if (words[at]?.normal === 'of' && partOfService(block, at)) return false;
    if (INSIDE.has(words[at]?.normal ?? '')) return true;
  }
  return false;
}

/** Whether a service noun stands before an "of" at or before `of`, in the same subject. */
function partOfService(block: BlockView, of: number): boolean {
  const { words, text } = block;
  for (let at = of; at >= 1 && words[at]?.sentence === words[of]?.sentence; at--) {
    if (/,/u.test(text.slice(words[at - 1]?.end ?? 0, words[at]?.start ?? 0))) return false;
    if (words[at]?.normal === 'of' && PART_SERVICES.has(words[at - 1]?.normal ?? '')) return true;
  }
  return false;
}
const PART_SERVICES = new Set(['tier', 'tiers', 'band', 'level', 'part', 'section']);

// A closing time in the early afternoon: "1 pm", "2.30pm", "13:00", "noon", "lunchtime".
const EARLY_CLOSE =
  /^\s*(?:(?:1[0-2]|[1-4])(?:[:.][0-5]\d)?\s?(?:pm|p\.m\.)|1[2-6][:.][0-5]\d|noon|midday|lunchtime)\b/iu;
const CLOSING = /^(?:close|closes|closing|shut|shuts|finish|finishes)$/u;

/**
 * Shorter hours told by the new closing time alone: "From 3 June, the branch will close at 1 pm on
 * weekdays", "the café will now close at 2 pm". A place that keeps office hours closes in the evening,
 * so a closing time moved to the early afternoon (before 5 pm) is a cut, when a change is marked ("will",
 * "now", "from 3 June"). A standing timetable ("The café closes at 2 pm on Sundays") and a later time
 * ("will close at 8 pm") pass. Returns the index of the verb.
 */
export function closesEarly(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length - 1; index++) {
    const verb = words[index];
    if (!verb || !CLOSING.test(verb.normal) || words[index + 1]?.normal !== 'at') continue;
    const time = words[index + 2];
    if (!time || !EARLY_CLOSE.test(text.slice(time.start))) continue;
    // "will close", "will now close", "now closes": the time is new.
    const before = words[index - 1]?.normal ?? '';
    if (!/^(?:will|'ll|now)$/u.test(before)) continue;
    // "will close at 4.30pm on Christmas Eve": one day's early close for a holiday.
    const sentence = verb.sentence;
    if (words.some((word) => word.sentence === sentence && HOLIDAYS.has(word.normal))) continue;
    return index;
  }
  return undefined;
}

// Plural days of the week: a standing weekly closure.
const PLURAL_DAYS =
  /^(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays)$/u;
const SHUT = /^(?:closed|shut|close)$/u;
// Words that date a change: "from 5 May", "from next month", "starting in June", "as of".
const CHANGE_DATED =
  /\b(?:from|starting|as of|beginning)\s+(?:\d|next|this|the|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|early|late|mid)/iu;

/**
 * A place that will close on a day of the week from a date (sixteenth pass): "From 5 May the store will
 * be closed on Sundays", "the library will be shut on Mondays from next month", "From 1 June the gym will
 * close on Saturdays": a day taken out of every week. "Will" and a dated change make it news; "The store
 * is closed on Sundays" is the timetable, "closed on Sunday 5 May" one day. Returns the verb's index.
 */
export function closedOnDays(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 2; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (!SHUT.test(normal)) continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    const future =
      normal === 'close'
        ? same(index - 1) === 'will'
        : same(index - 1) === 'be' && same(index - 2) === 'will';
    if (!future || same(index + 1) !== 'on' || !PLURAL_DAYS.test(same(index + 2))) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence || !CHANGE_DATED.test(text.slice(sentence.start, sentence.end))) continue;
    return index;
  }
  return undefined;
}
