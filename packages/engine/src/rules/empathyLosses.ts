import { BURDEN_THINGS } from '../data/empathyDeeds.ts';
import type { BlockView } from '../language/types.ts';

/**
 * A feature or a service taken away, told in the passive as an event rather than with a problem word
 * (release notes and GOV.UK bad-news letters: a service withdrawn or reduced). The present perfect
 * passive reports a recent event, news ("the legacy XML export has been removed"; Quirk et al., "A
 * Comprehensive Grammar of the English Language", 4.22: the present perfect of recent past), where the
 * simple present states a rule ("Expired links are removed after 30 days"); so do "temporarily" and
 * "currently" ("Import from CSV is temporarily disabled"), a loss "for good" in the future ("will be
 * deleted permanently when the new policy starts on 15 January"), a release-note label ("Removed: support
 * for macOS 11"), a thing cut from a timetable, and a new limit ("exports are now limited to 10,000 rows").
 * A burden taken away is relief ("the 2 GB limit has been removed", "the bug has been removed").
 */

// Participles of taking away (Levin 10.1, verbs of removing; 10.5, of stealing and depriving).
const TAKEN = new Set([
  ...['removed', 'withdrawn', 'discontinued', 'disabled', 'dropped', 'retired', 'deleted', 'scrapped'],
  ...['axed', 'suspended', 'cut', 'pulled', 'deactivated', 'erased', 'wiped', 'purged', 'abolished'],
  // With a particle: "have been phased out", "has been taken away", "has been switched off".
  ...['phased', 'taken', 'switched', 'turned'],
]);
// The particles those need: "phased out", "taken away", "switched off".
const PARTICLES = new Map([
  ['phased', /^out$/u],
  ['taken', /^(?:away|down|off)$/u],
  ['switched', /^off$/u],
  ['turned', /^off$/u],
]);
// What is better gone: fees, limits, bugs, ads, holds on an account, duplicates.
const RELIEFS = new Set([
  ...BURDEN_THINGS,
  // Waits and their measures: "Wait times have been cut from 10 days to 3".
  ...['wait', 'waits', 'waiting', 'times', 'latency', 'queue', 'queues', 'noise', 'emissions', 'steps'],
  ...['fee', 'fees', 'charge', 'charges', 'surcharge', 'limit', 'limits', 'cap', 'caps', 'restriction'],
  ...['restrictions', 'bug', 'bugs', 'error', 'errors', 'ads', 'adverts', 'advertising', 'watermark'],
  ...['hold', 'block', 'ban', 'suspension', 'lock', 'penalty', 'penalties', 'duplicate', 'duplicates'],
  ...['spam', 'malware', 'virus', 'requirement', 'need', 'paywall', 'delay', 'delays', 'glitch', 'crash'],
]);
// Personal data, whose deletion is a privacy promise: "Your personal data has been deleted".
const PRIVATE = new Set(['data', 'details', 'information', 'cookies', 'history', 'card']);
const CHOSEN = /^(?:request|requested|asked|instructed|wished)$/u;
// What opens a condition, under which a loss is a rule: "Once a file has been deleted, it cannot…".
const CONDITIONS = new Set(['once', 'if', 'when', 'after', 'unless', 'whenever', 'until']);
// Lists a service leaves: "has been cut from the timetable".
const SCHEDULES = new Set([
  ...['timetable', 'schedule', 'programme', 'program', 'menu', 'lineup', 'line-up', 'range', 'catalogue'],
  ...['catalog', 'calendar', 'rota', 'route', 'network'],
]);
const LABELS = new Set(['removed', 'dropped', 'discontinued', 'retired', 'withdrawn', 'cut']);

/** The index of a participle of loss told as news, or of a release-note label of one. */
export function featureLost(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word || !TAKEN.has(word.normal)) continue;
    const particle = PARTICLES.get(word.normal);
    if (particle && !particle.test(words[index + 1]?.normal ?? '')) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    if (label(block, index)) return index;
    if (!/^\p{Ll}/u.test(word.text)) continue;
    const news = eventive(block, index) || fromSchedule(block, index);
    if (!news || subjectRelief(block, sentence.firstWord, index)) continue;
    if (afterWords(block, index, 4).some((normal) => RELIEFS.has(normal))) continue;
    // "…removed from your account, as you requested": the reader's choice anywhere after it.
    if (afterWords(block, index, sentence.endWord - index).some((normal) => CHOSEN.test(normal))) continue;
    return index;
  }
  return undefined;
}

/**
 * A release-note label of a loss at its sentence start ("Removed: support for macOS 11", "Dropped: the
 * legacy importer"), unless what follows is a burden ("Removed: the 2 GB file limit").
 */
function label(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const next = words[index + 1];
  if (!word?.sentenceStart || !LABELS.has(word.normal) || !next || next.sentence !== word.sentence) {
    return false;
  }
  if (!/^\s*:/u.test(text.slice(word.end, next.start))) return false;
  return !afterWords(block, index, 5).some((normal) => RELIEFS.has(normal));
}

/**
 * Whether the participle at `index` tells an event: "has/have been …", "is temporarily/currently …", or
 * "will be … permanently/for good" with a date or a change in the sentence.
 */
function eventive(block: BlockView, index: number): boolean {
  const { words } = block;
  const at = (offset: number): string =>
    words[index + offset]?.sentence === words[index]?.sentence ? (words[index + offset]?.normal ?? '') : '';
  if (at(-1) === 'been' && /^(?:has|have|had)$/u.test(at(-2))) return true;
  if (at(-1) === 'now' && at(-2) === 'been') return true;
  if (/^(?:temporarily|currently)$/u.test(at(-1)) && /^(?:is|are|been|be)$/u.test(at(-2))) return true;
  const forGood = at(1) === 'permanently' || (at(1) === 'for' && at(2) === 'good');
  return forGood && at(-1) === 'be' && at(-2) === 'will' && changeMarked(block, index);
}

/** Whether "cut/removed/dropped from the timetable/menu/range…" follows the participle after "be". */
function fromSchedule(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:is|are|was|were|been|be|being)$/u.test(words[index - 1]?.normal ?? '')) return false;
  if (words[index + 1]?.normal !== 'from') return false;
  const owner = words[index + 2]?.normal ?? '';
  const noun = /^(?:the|our|this|its)$/u.test(owner) ? words[index + 3] : undefined;
  return noun !== undefined && noun.sentence === words[index]?.sentence && SCHEDULES.has(noun.normal);
}

/** Whether the sentence of `index` names a date or a change ("on 15 January", "when the new … starts"). */
// A month after "from" dates the change too (the fifteenth pass): "From January, members can book no more
// than three sessions per week"; a season "from March to October" is a standing term.
function changeMarked(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  const told = block.text.slice(sentence.start, sentence.end);
  return /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\bfrom (?:january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s+(?:to|until|till|through)\b|\s*[-\u2013])|\b(?:from (?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|\d)|starting|when the new|next (?:week|month|year)|as of|(?:from|in|with) (?:this|the latest|today's) (?:release|version|update))\b/iu.test(
    told,
  );
}

/**
 * Whether the subject before the participle names a burden, personal data, the reader's request, or
 * stands under a condition: "The 2 GB limit has been removed", "Your personal data has been deleted",
 * "Once a file has been deleted, …".
 */
function subjectRelief(block: BlockView, from: number, index: number): boolean {
  const { words } = block;
  for (let at = from; at < index; at++) {
    const normal = words[at]?.normal ?? '';
    if (RELIEFS.has(normal) || PRIVATE.has(normal) || CHOSEN.test(normal) || CONDITIONS.has(normal)) {
      return true;
    }
  }
  return false;
}

/** The normal forms of the words after `index` in its sentence, up to `count`. */
function afterWords(block: BlockView, index: number, count: number): string[] {
  const { words } = block;
  const found: string[] = [];
  for (let at = index + 1; at <= index + count; at++) {
    if (words[at]?.sentence !== words[index]?.sentence) break;
    found.push(words[at]?.normal ?? '');
  }
  return found;
}

// Disruptions whose extension is news: "We've extended the roadworks on Mill Lane until June".
const DISRUPTIONS = new Set([
  ...['roadworks', 'works', 'closure', 'closures', 'disruption', 'outage', 'suspension', 'restrictions'],
  ...['maintenance', 'diversion', 'diversions', 'shutdown', 'ban', 'lockdown', 'repairs', 'engineering'],
]);

/** Whether a disruption is the object right after the verb at `index`: "extended the roadworks on…". */
export function disruptionAfter(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index + 1; at <= index + 4; at++) {
    if (words[at]?.sentence !== words[index]?.sentence) return false;
    const normal = words[at]?.normal ?? '';
    if (DISRUPTIONS.has(normal)) return true;
    if (/^(?:on|in|at|during|for|until|to|while|by|from|with)$/u.test(normal)) return false;
  }
  return false;
}

const EXTENDING = new Set(['extended', 'extend', 'extending', 'extends', 'prolonged', 'lengthened']);

/**
 * A disruption made to last longer: "We've extended the roadworks on Mill Lane until the end of June",
 * "The closure of the footbridge has been extended to May". Returns the verb's index.
 */
export function disruptionExtended(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!EXTENDING.has(words[index]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    // In the passive the disruption is the subject ("The closure … has been extended"); in the active,
    // the object up to its first preposition ("extended the roadworks on Mill Lane"), not a phrase after
    // it ("extended opening hours during the roadworks").
    const passive = /^(?:been|be|is|are|was|were|being)$/u.test(words[index - 1]?.normal ?? '');
    if (passive) {
      for (let at = sentence.firstWord; at < index; at++) {
        if (DISRUPTIONS.has(words[at]?.normal ?? '')) return index;
      }
      continue;
    }
    if (disruptionAfter(block, index)) return index;
  }
  return undefined;
}

const DISAPPEARING = new Set([
  ...['go', 'goes', 'going', 'disappear', 'disappears', 'disappearing', 'vanish', 'vanishes', 'vanishing'],
]);

/**
 * A feature that goes away, with a verb of disappearance (Levin 48.2: disappear, vanish, go away): "The
 * app's calendar sync is going away in version 12", "Offline maps will disappear from the Free plan".
 * A burden that goes away ("Ads are going away") is relief. Returns the verb's index.
 */
export function goesAway(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (!DISAPPEARING.has(normal)) continue;
    if (/^go/u.test(normal) && words[index + 1]?.normal !== 'away') continue;
    // A change to come: "is going away", "will disappear".
    if (!/^(?:is|are|will|be)$/u.test(words[index - 1]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence || subjectRelief(block, sentence.firstWord, index)) continue;
    return index;
  }
  return undefined;
}

/**
 * A train, a tram or a ferry replaced by a road vehicle (rail operators' engineering-works notices): "The
 * 8 am train from Ely is being replaced by a bus on Sundays in March". Returns the participle's index.
 */
export function replacedByBus(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (words[index]?.normal !== 'replaced' || words[index + 1]?.normal !== 'by') continue;
    let at = index + 2;
    if (/^(?:a|an|the)$/u.test(words[at]?.normal ?? '')) at++;
    if (words[at]?.normal === 'replacement') at++;
    if (/^(?:bus|buses|coach|coaches|taxi|taxis)$/u.test(words[at]?.normal ?? '')) return index;
  }
  return undefined;
}

const LOSING = new Set(['lose', 'loses', 'losing']);
// What is lost with access: "will lose access to API keys", "lose the ability to export".
const LOST_THINGS = new Set([
  'access',
  'ability',
  'option',
  'support',
  'use',
  'benefit',
  'benefits',
  'right',
]);

/**
 * The reader or their plan losing what it had: "the free tier will lose access to API keys on 30
 * September", "Basic members are losing the ability to export". "You won't lose access" reassures.
 * Returns the verb's index.
 */
export function loseAccess(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!LOSING.has(words[index]?.normal ?? '')) continue;
    let at = index + 1;
    if (/^(?:the|your|their|its)$/u.test(words[at]?.normal ?? '')) at++;
    if (!LOST_THINGS.has(words[at]?.normal ?? '')) continue;
    const before = words[index - 1]?.normal ?? '';
    // A change to come or under way ("will lose", "are losing"); "the user loses access" describes.
    const coming = /^(?:will|'ll|are|is)$/u.test(before) || /^(?:we'll|you'll|they'll)$/u.test(before);
    if (!coming || /^(?:not|never)$|n't$/u.test(words[index - 2]?.normal ?? '')) continue;
    // "Members who haven't renewed by 31 January will lose access": a condition in the subject.
    if (conditionBefore(block, index)) continue;
    return index;
  }
  return undefined;
}

/** Whether a relative clause with a negation ("who haven't renewed") stands in the subject before `index`. */
function conditionBefore(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < index; at++) {
    if (!/^(?:who|that|which)$/u.test(words[at]?.normal ?? '')) continue;
    for (let next = at + 1; next <= at + 3 && next < index; next++) {
      if (/^(?:not|never|no)$|n't$/u.test(words[next]?.normal ?? '')) return true;
    }
  }
  return false;
}

// What a new limit may not be said of: a price held down ("Rent increases are now capped at 5%").
const HELD_DOWN = new Set([
  ...['increase', 'increases', 'rise', 'rises', 'price', 'prices', 'fee', 'fees', 'charge', 'charges'],
  ...['rent', 'rents', 'cost', 'costs', 'bill', 'bills', 'interest', 'penalty', 'penalties', 'fines'],
]);

// Numbers in words for an upper bound: "a maximum of two classes".
const COUNTS =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred)$/u;

/**
 * A new upper bound told as "a maximum of", "at most" or "no more than" and a count, in a sentence that
 * marks the change ("now", "will", a date): "Members on the Flex plan can now book a maximum of two
 * classes a week", "From May you'll be able to store no more than 5 GB". Limits are the plan's standing
 * terms without the marker ("Book a maximum of two classes a week") and pass, as does a burden held down
 * ("fees can now rise by no more than 3%"). Returns the index of the bound's first word.
 */
export function nowAtMost(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length - 2; index++) {
    const normal = words[index]?.normal ?? '';
    const same = (at: number): string =>
      words[at]?.sentence === words[index]?.sentence ? (words[at]?.normal ?? '') : '';
    const bound =
      (normal === 'maximum' &&
        same(index - 1) === 'a' &&
        same(index + 1) === 'of' &&
        COUNTS.test(same(index + 2))) ||
      (normal === 'most' && same(index - 1) === 'at' && COUNTS.test(same(index + 1))) ||
      (normal === 'more' &&
        same(index - 1) === 'no' &&
        same(index + 1) === 'than' &&
        COUNTS.test(same(index + 2)));
    if (!bound) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let marked = changeMarked(block, index);
    let burden = false;
    for (let at = sentence.firstWord; at < index; at++) {
      const before = words[at]?.normal ?? '';
      marked ||= before === 'now' || before === 'will' || before === "you'll";
      burden ||= HELD_DOWN.has(before);
    }
    if (marked && !burden) return index - 1;
  }
  return undefined;
}

/**
 * A new limit on what the reader gets: "exports are now limited to 10,000 rows", "free accounts will be
 * limited to three projects". A limit as a plan's standing term ("Offer limited to one per customer") and
 * a burden held down ("Rent increases are now capped at 5%") pass. Returns the participle's index.
 */
export function nowLimited(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!/^(?:limited|capped|restricted)$/u.test(words[index]?.normal ?? '')) continue;
    const previous = words[index - 1]?.normal ?? '';
    const newly =
      (previous === 'now' && /^(?:is|are|be)$/u.test(words[index - 2]?.normal ?? '')) ||
      (previous === 'be' && words[index - 2]?.normal === 'will') ||
      (/^(?:is|are)$/u.test(previous) && changeMarked(block, index));
    if (!newly || !/^(?:to|at)$/u.test(words[index + 1]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let burden = false;
    for (let at = sentence.firstWord; at < index; at++) burden ||= HELD_DOWN.has(words[at]?.normal ?? '');
    if (!burden) return index;
  }
  return undefined;
}

// Participles of giving a thing over to someone else: "will be given to the swim club".
const HANDED_OVER = /^(?:given|allocated|reallocated|assigned|reassigned|handed|transferred|let|leased)$/u;

/**
 * The reader's own thing handed over to others (the fifteenth pass): "the pool lane you usually book on
 * Wednesdays will be given to the swim club from next month", "your allotment plot will be reallocated to
 * a new tenant". The subject names the reader ("your", or "you" in a relative clause); the receiver after
 * "to" is not the reader ("will be given to you" is a benefit). Returns the participle's index.
 */
export function givenToOthers(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!HANDED_OVER.test(words[index]?.normal ?? '')) continue;
    if (!/^(?:be|been|is|are)$/u.test(words[index - 1]?.normal ?? '')) continue;
    let to = index + 1;
    if (words[to]?.normal === 'over') to++;
    if (words[to]?.normal !== 'to' || /^(?:you|your)$/u.test(words[to + 1]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let reader = false;
    for (let at = sentence.firstWord; at < index; at++) {
      reader ||= /^(?:you|your)$/u.test(words[at]?.normal ?? '');
    }
    if (reader) return index;
  }
  return undefined;
}

// What a new size bound is told by: "larger than 2 MB", "over 50 pages", "more than 10 files".
const OVER = /^(?:larger|bigger|longer|more|over|above|heavier)$/u;

/**
 * Something now refused over a size (the fifteenth pass): "The API now rejects request bodies larger than
 * 2 MB", "the uploader now refuses files over 50 MB". A verb of refusing after "now" and a bound with a
 * number within eight words; "The form now rejects invalid addresses" names no bound. Returns the verb's
 * index.
 */
export function nowRejectsOver(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (
      !/^(?:rejects|refuses|blocks|declines|rejected|refused|blocked|declined)$/u.test(
        words[index]?.normal ?? '',
      )
    ) {
      continue;
    }
    if (words[index - 1]?.normal !== 'now' && !/^(?:be|is|are)$/u.test(words[index - 1]?.normal ?? '')) {
      continue;
    }
    if (
      words[index - 1]?.normal !== 'now' &&
      words[index - 2]?.normal !== 'now' &&
      words[index - 2]?.normal !== 'will'
    ) {
      continue;
    }
    for (let at = index + 1; at <= index + 8; at++) {
      if (words[at]?.sentence !== words[index]?.sentence) break;
      if (!OVER.test(words[at]?.normal ?? '')) continue;
      const count = words[at + 1]?.normal === 'than' ? at + 2 : at + 1;
      if (/^\d/u.test(words[count]?.normal ?? '')) return index;
    }
  }
  return undefined;
}
