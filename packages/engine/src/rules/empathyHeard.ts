import type { BlockView } from '../language/types.ts';

/**
 * The readers' own view, heard and passed on: "Many of you told us a flat fee felt steep", "Families have
 * told us how much they value weekend visits", "Residents said the detour adds time". Reporting what the
 * people affected said about the change acknowledges its cost to them, like the listed "We've heard how
 * much residents rely on it" (Zendesk, "Empathy statements": show you have listened). The speaker is a
 * group of readers, not one reader giving facts ("You told us your new address"), and a thank-you for
 * the message ("Thanks for letting us know about the failed payment") is no acknowledgement.
 */

// A group of readers: "many of you", "some of you", "lots of you", or people named by their role.
const QUANTIFIERS = new Set(['many', 'some', 'most', 'lots', 'several', 'plenty', 'all', 'few']);
const GROUPS = new Set([
  ...['families', 'residents', 'members', 'customers', 'parents', 'riders', 'passengers', 'patients'],
  ...['readers', 'users', 'listeners', 'borrowers', 'tenants', 'subscribers', 'students', 'visitors'],
  ...['neighbours', 'neighbors', 'players', 'guests', 'clients', 'shoppers', 'commuters', 'carers'],
  ...['regulars', 'locals', 'pupils', 'children', 'fans', 'diners', 'employees', 'staff', 'volunteers'],
]);
// Verbs of telling with the writer as recipient, or of saying: "told us", "have said", "let us know".
const TELLING = new Set(['told', 'tell', 'said', 'say', 'let', 'asked', 'wrote', 'explained', 'shared']);
const AUXILIARIES = new Set(['have', "'ve", 'had', 'often', 'repeatedly', 'also', 'clearly']);

/** Whether the block passes on what a group of readers told the writer. */
export function readersHeard(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    let verb = -1;
    if (
      QUANTIFIERS.has(word.normal) &&
      words[index + 1]?.normal === 'of' &&
      words[index + 2]?.normal === 'you'
    ) {
      verb = index + 3;
    } else if (GROUPS.has(word.normal) && words[index - 1]?.normal !== 'for') {
      verb = index + 1;
    } else if (/^\p{L}+ers$/u.test(word.normal)) {
      // Readers named by what they do, an open class of agent nouns ("Swimmers have told us…"), with
      // "told us" only: "Swimmers said" may report anyone.
      let told = index + 1;
      while (AUXILIARIES.has(words[told]?.normal ?? '')) told++;
      if (words[told]?.normal === 'told' && words[told + 1]?.normal === 'us') return true;
    }
    if (verb < 0) continue;
    while (AUXILIARIES.has(words[verb]?.normal ?? '')) verb++;
    const said = words[verb];
    if (!said || said.sentence !== word.sentence || !TELLING.has(said.normal)) continue;
    // "told us", "let us know", "said": the writer heard it; "told their friends" is not to the writer.
    const next = words[verb + 1]?.normal ?? '';
    if (said.normal === 'said' || said.normal === 'say' || next === 'us') return true;
  }
  return false;
}

// What the change costs a group of readers, as the verb after them: "will have plans", "will miss a
// morning", "will lose their slot", "had booked".
const STAKES = new Set(['have', 'miss', 'lose', 'booked', 'planned', 'arranged', 'be']);
const STAKE_MODALS = new Set(['will', 'may', 'might', "'ll", 'had']);

/**
 * The writer naming what the news costs a group of readers, then answering it with "so" (the fifteenth
 * pass): "Plenty of you will have plans in town, so the 7.40 will run as a double-decker", "Regular
 * lunchtime members will miss a session, so Friday's classes are free". The group is "many of you" and
 * its kin, a group noun or readers named by what they do ("early swimmers"); the verb is one of having,
 * missing or losing after a modal ("will have to" is an obligation laid on them, not their stake), and a
 * clause with "so" follows in the same sentence. "Members will need to use another branch" names no stake.
 */
export function readersStake(block: BlockView): boolean {
  const { words, text } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    let modal = -1;
    if (
      QUANTIFIERS.has(word.normal) &&
      words[index + 1]?.normal === 'of' &&
      words[index + 2]?.normal === 'you'
    ) {
      modal = index + 3;
    } else if (GROUPS.has(word.normal) || /^\p{L}{3,}(?:ers|ists)$/u.test(word.normal)) {
      modal = index + 1;
    }
    if (modal < 0 || !STAKE_MODALS.has(words[modal]?.normal ?? '')) continue;
    const verb = words[modal + 1];
    if (!verb || verb.sentence !== word.sentence || !STAKES.has(verb.normal)) continue;
    if (words[modal + 2]?.normal === 'to') continue;
    for (let at = modal + 2; at < words.length && words[at]?.sentence === word.sentence; at++) {
      const previous = words[at - 1];
      if (
        words[at]?.normal === 'so' &&
        previous &&
        /,\s*$/u.test(text.slice(previous.end, words[at]?.start))
      ) {
        return true;
      }
    }
  }
  return false;
}

// Who answers the readers' habit after "so": the writer, the writer's people ("our mobile van"), a
// person named with a title ("Mrs Okafor will open the playground"), or a new way for the reader ("you
// can now order online").
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'mx']);
const WRITER_OPENERS = new Set(["we'll", "we've", "we're", 'we', 'our', "i'll", "i've", 'i']);
const NEGATION = /^(?:not|never|no)$|n['\u2019]t$/u;
// A "so" that turns to more bad news, not to help: "…, so we have closed the branch".
const AGAINST = /^(?:clos|cancel|remov|charg|fin|stop|end|withdr|cut|reduc|rais|increas|suspend)/u;

/**
 * The readers' habit named and answered with help after ", so" (sixteenth pass): "Many of you came in on
 * Saturday mornings, so our mobile van will park outside the library", "Several families rely on it to
 * get to work, so Mrs Okafor will open the playground at 8 am", "Lots of you collect on the way home, so
 * you can now order online". The first clause says what the change takes from a group of readers (any
 * verb: a habit is told in the simple tenses), the "so" clause says what the writer's side does about it.
 * A negated habit ("Many of you didn't pay on time, so…") is blame, and a "so" clause that closes, charges
 * or cuts is more news.
 */
export function readersHabitAnswered(block: BlockView): boolean {
  const { words, text } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const many =
      QUANTIFIERS.has(word.normal) && words[index + 1]?.normal === 'of' && words[index + 2]?.normal === 'you';
    if (!many && !GROUPS.has(word.normal) && !/^\p{L}{3,}(?:ers|ists)$/u.test(word.normal)) continue;
    for (let at = index + 1; at < words.length && words[at]?.sentence === word.sentence; at++) {
      const normal = words[at]?.normal ?? '';
      if (NEGATION.test(normal)) break;
      const previous = words[at - 1];
      if (normal !== 'so' || !previous || !/,\s*$/u.test(text.slice(previous.end, words[at]?.start))) {
        continue;
      }
      if (answers(block, at + 1)) return true;
      break;
    }
  }
  return false;
}

/** Whether the clause from `from` has the writer's side, a titled person or "you can now" act for the reader. */
function answers(block: BlockView, from: number): boolean {
  const { words } = block;
  const first = words[from];
  if (!first) return false;
  const sentence = first.sentence;
  let start = -1;
  if (WRITER_OPENERS.has(first.normal)) start = from + 1;
  else if (TITLES.has(first.normal) && /^\p{Lu}/u.test(words[from + 1]?.text ?? '')) start = from + 2;
  else if (first.normal === 'you' && words[from + 1]?.normal === 'can') {
    return /^(?:now|still|also)$/u.test(words[from + 2]?.normal ?? '');
  }
  if (start < 0) return false;
  for (let at = start; at < start + 6 && words[at]?.sentence === sentence; at++) {
    const normal = words[at]?.normal ?? '';
    if (NEGATION.test(normal) || AGAINST.test(normal)) return false;
  }
  return true;
}

// How much a thing matters: "matter enormously", "mean so much", "matter a great deal".
const DEGREES = new Set(['enormously', 'hugely', 'deeply', 'greatly', 'much', 'lot', 'deal', 'so', 'such']);

/**
 * What the change touches, named as mattering to the readers (sixteenth pass): "These visits matter
 * enormously to patients and families", "we know how much the sessions mean to you". A verb of mattering
 * with a degree and "to" a group of readers or "you"; "It doesn't matter to the system" names no reader.
 */
export function mattersToReaders(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    if (!/^(?:matter|matters|mean|means|meant|mattered)$/u.test(words[index]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    let degree = false;
    for (let at = index + 1; at < index + 6 && words[at]?.sentence === sentence; at++) {
      const normal = words[at]?.normal ?? '';
      if (DEGREES.has(normal)) degree = true;
      if (normal !== 'to') continue;
      // "to you", "to patients", "to older residents": a group after one modifier.
      const who = GROUPS.has(words[at + 2]?.normal ?? '')
        ? (words[at + 2]?.normal ?? '')
        : (words[at + 1]?.normal ?? '');
      if (degree && (who === 'you' || GROUPS.has(who) || /^(?:many|so|our|all|every)$/u.test(who))) {
        return true;
      }
      break;
    }
  }
  return false;
}
