import type { BlockView } from '../language/types.ts';
import { writerAgent } from './empathyAgents.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * A service cut told with a plain verb rather than a problem word (GOV.UK bad-news letters: a service
 * withdrawn or stopped; release notes that remove a feature): a bus, a class or a clinic that "will not
 * run" from a date or this year, and a feature removed by a release or by the writer ("Release 4.2
 * removes the legacy CSV importer", "We've removed the option to pay by cheque"). Each returns the index
 * of the word to mark.
 */

// Verbs of a service that runs: "The 8:15 school bus will not run from Monday".
// "The pharmacy at Oak Lane will not reopen after the refit": a place that does not come back.
const RUNS = new Set([
  ...['run', 'operate', 'open', 'take', 'go', 'reopen', 'resume', 'return', 'restart'],
  ...['stop', 'call', 'serve'],
  // Verbs of a vessel's or a plane's journey (Levin 51.4.2, verbs of motion using a vehicle): "the 07:15
  // ferry will not sail on Saturday".
  ...['sail', 'fly', 'depart'],
]);
// Verbs of a vehicle serving a place on its route (Levin 51.1, verbs of inherently directed motion with a
// locative): "Route 42 buses won't stop at Market Square from 6 May", "trains will not call at Elm Park".
const CALLS = new Set(['stop', 'call', 'serve']);
// What runs a route: the subject that makes "won't stop at" a service withdrawn, not "the noise won't stop".
const VEHICLES = new Set([
  ...['bus', 'buses', 'train', 'trains', 'tram', 'trams', 'ferry', 'ferries', 'coach', 'coaches'],
  ...['service', 'services', 'route', 'shuttle', 'shuttles', 'boat', 'boats', 'line', 'flights'],
]);

/**
 * Whether the vehicle that "won't stop" (the verb at `verb`) names a place after it ("at Market Square",
 * "in Elm Park") and is the subject: a stop withdrawn from a route.
 */
function servesPlace(block: BlockView, verb: number, next: number): boolean {
  const { words } = block;
  const same = (at: number): string => wordInSentence(words, verb, at);
  const place = words[verb]?.normal === 'serve' ? next : next + 1;
  if (words[verb]?.normal !== 'serve' && same(next) !== 'at' && same(next) !== 'in') return false;
  if (!/^\p{Lu}/u.test(words[place]?.text ?? '') || same(place) === '') return false;
  for (let at = verb - 2; at >= Math.max(0, verb - 8); at--) {
    if (same(at) === '') return false;
    if (VEHICLES.has(same(at))) return true;
  }
  return false;
}
// What may follow "will not run" that names when, which makes it a notice rather than a condition.
const WHEN = new Set([
  ...['from', 'after', 'this', 'next', 'again', 'anymore', 'today', 'tomorrow', 'tonight', 'on'],
  ...['until', 'because', 'due', 'any', 'during', 'between', ''],
]);
// Days and dates after "on": "will not run on Monday", not "won't run on Windows 7".
const ON_DAYS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends|\d{1,2}(?:st|nd|rd|th)?|the)$/u;

/**
 * A service that will not run: "The 8:15 school bus from Millbrook will not run from Monday", "The autumn
 * pottery classes will not run this year", "won't operate on Sundays". Not "won't run out", "won't run on
 * Windows 7", "the script will not run unless…", nor the reader's own "you won't…". Returns the verb's
 * index.
 */
export function wontRun(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const verb = words[index]?.normal ?? '';
    if (!RUNS.has(verb)) continue;
    const same = (at: number): string => wordInSentence(words, index, at);
    const negation = same(index - 1);
    const willNot = negation === 'not' && same(index - 2) === 'will';
    if (negation !== "won't" && !willNot) continue;
    let next = index + 1;
    // "will not take place", "won't go ahead" is read as a phrase; "take place" here too.
    if (verb === 'take' || verb === 'go') {
      if (same(next) !== (verb === 'take' ? 'place' : 'ahead')) continue;
      next++;
    }
    const when = same(next);
    if (CALLS.has(verb)) {
      if (servesPlace(block, index, next)) return index;
      continue;
    }
    if (!WHEN.has(when)) continue;
    if (when === 'on' && !ON_DAYS.test(same(next + 1))) continue;
    const subject = same(willNot ? index - 3 : index - 2);
    if (subject === 'you' || subject === 'i' || subject === '') continue;
    return index;
  }
  return undefined;
}

// Subjects that release a change: "Release 4.2 removes…", "Version 5 drops…", "This update retires…".
const RELEASES = new Set(['release', 'version', 'update', 'upgrade', 'build']);
const REMOVES = new Set(['removes', 'drops', 'retires', 'deprecates', 'discontinues', 'disables']);
const REMOVED = new Set([
  ...['removed', 'removing', 'dropped', 'dropping', 'retired', 'retiring', 'disabled', 'remove', 'drop'],
  ...['retire', 'disable'],
]);
const WRITER = new Set(["we've", 'we', "we're", "we'll"]);
const WRITER_AUXILIARIES = new Set([
  ...['have', 'are', 'will', 'be', 'had', 'now', 'recently', 'decided', 'to', 'chosen', 'need'],
]);
// Things whose removal is relief: "removes the 2 GB file limit", "we've removed the need to sign in".
const RELIEFS = new Set([
  ...['limit', 'limits', 'cap', 'caps', 'restriction', 'restrictions', 'need', 'requirement', 'fee'],
  ...['fees', 'charge', 'charges', 'ads', 'adverts', 'watermark', 'bug', 'bugs', 'crash', 'delay', 'lag'],
  ...['wait', 'paywall', 'surcharge', 'error', 'errors', 'step', 'steps', 'friction', 'clutter'],
]);
// What a feature is called after "the": "the option to pay by cheque", "the legacy CSV importer".
const FEATURES =
  /^(?:option|ability|choice|feature|importer|exporter|integration|support|app|tool|mode|view|theme|template|editor|plugin|add-on|api|endpoint|widget|dashboard|report|format|layout|service|plan|tier|portal|export|import|playback|sync|download|upload|sharing|streaming|chat|search|access)s?$/u;

/**
 * A feature taken away: by a release ("Release 4.2 removes the legacy CSV importer") or by the writer
 * ("We've removed the option to pay by cheque", "We're dropping support for…"). A limit, a fee, a bug
 * or a step removed is relief and passes. Returns the verb's index.
 */
export function featureRemoved(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    const same = (at: number): string => wordInSentence(words, index, at);
    let found = false;
    // "Release 3.8 of the Planora app takes out the Export to PDF option" (seventeenth pass): a phrasal
    // verb of removal with a release as its subject.
    const particle = particleRemoval(block, index);
    const byRelease = (REMOVES.has(normal) || particle) && releaseSubject(block, index);
    if (REMOVES.has(normal)) {
      found = byRelease;
    } else if (REMOVED.has(normal) || particle) {
      let at = index - 1;
      while (WRITER_AUXILIARIES.has(same(at)) && at > index - 4) at--;
      // "We've removed…", and the writer's people: "Our team has removed the free returns option".
      found = byRelease || WRITER.has(same(at)) || writerAgent(block, index);
    }
    // "switching off the old portal": the object after the particle.
    const object = particle ? index + 1 : index;
    // A release may name the feature bare: "removes offline mode", "Version 5.0 of Pocket Pitch drops
    // offline mode" (seventeenth pass: the release named before "of").
    const bare =
      byRelease ||
      RELEASES.has(same(index - 1)) ||
      RELEASES.has(same(index - 4)) ||
      RELEASES.has(same(index - 3));
    if (!found || !(/^(?:the|our|your)$/u.test(same(object + 1)) || (bare && REMOVES.has(normal)))) continue;
    // Verbs said only of offerings need no feature noun: "We're retiring the Classic theme", "We're
    // switching off the old customer portal"; "taking out" takes out anything and needs one.
    const offeringVerb = /^retir/u.test(normal) || (object > index && !/^tak/u.test(normal));
    // The object runs to its head noun within four words: "the legacy CSV importer", "the option to".
    let relief = false;
    let feature = false;
    for (let at = object + 1; at <= object + 5; at++) {
      const word = same(at);
      if (word === '' || word === 'from' || word === 'for') break;
      relief ||= RELIEFS.has(word);
      feature ||= FEATURES.test(word);
    }
    if ((feature || offeringVerb) && !relief && !asked(block, index)) return index;
  }
  return undefined;
}

// Phrasal verbs of taking away (Levin 10.1 with a particle): "switching off", "shutting down", "phasing out",
// "takes out" (seventeenth pass).
const PARTICLE_REMOVALS = new Map([
  ['takes', 'out'],
  ['take', 'out'],
  ['taking', 'out'],
  ['switch', 'off'],
  ['switching', 'off'],
  ['turn', 'off'],
  ['turning', 'off'],
  ['shut', 'down'],
  ['shutting', 'down'],
  ['phase', 'out'],
  ['phasing', 'out'],
  ['wind', 'down'],
  ['winding', 'down'],
]);

/** Whether the verb at `index` is a phrasal verb of removal with its particle after it. */
function particleRemoval(block: BlockView, index: number): boolean {
  const particle = PARTICLE_REMOVALS.get(block.words[index]?.normal ?? '');
  return particle !== undefined && block.words[index + 1]?.normal === particle;
}

/**
 * Whether a release is the subject of the verb at `index`: "Release 4.2 removes", "Version 5 of Ledgerly
 * removes" (sixteenth pass), "Release 3.8 of the Planora app takes out" (seventeenth pass: up to three
 * words of the product's name after "of").
 */
function releaseSubject(block: BlockView, index: number): boolean {
  const same = (at: number): string => wordInSentence(block.words, index, at);
  if (RELEASES.has(same(index - 1)) || RELEASES.has(same(index - 2))) return true;
  for (let back = index - 2; back >= index - 5; back--) {
    if (same(back) === 'of' && /^\d/u.test(same(back - 1)) && RELEASES.has(same(back - 2))) return true;
  }
  return false;
}

/** Whether the reader asked for it in the sentence: "at your request", "as you asked". */
function asked(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  for (let at = sentence?.firstWord ?? 0; sentence && at < sentence.endWord; at++) {
    if (/^(?:request|requested|asked)$/u.test(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}
