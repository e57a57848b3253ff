import { WRITER_PEOPLE, WRITER_TEAMS } from '../data/empathyDeeds.ts';
import type { BlockView } from '../language/types.ts';

/**
 * Who does what a verb says: whether its subject is the writer's side, "we", "I", or one of the writer's
 * people or teams ("our staff at gate B12 will rebook…", "Jim, our caretaker, will help", "our Castle
 * Street team will arrange…", "the admissions team can explain…"), also when the subject is left out of a
 * second verb ("We've moved you to 14A and refunded the seat fee"). Help is told with the writer's side as
 * agent (Zendesk, "Empathy statements": say who will help); the reader's or a third party's acts are not
 * the writer's help.
 */

const WRITER_PRONOUNS = new Set([
  ...['we', 'i', "we'll", "we've", "we're", "we'd", "i'll", "i've", "i'm", "i'd", 'us'],
]);
// Words of the verb group between the subject and the verb: auxiliaries, adverbs, and the verbs that
// take a "to" before the act ("we'd like to offer", "we've decided to give", "we're happy to arrange").
const VERB_GROUP = new Set([
  ...['will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'have', 'has', 'had'],
  ...['am', 'is', 'are', 'be', 'been', 'being', 'do', 'does', 'did', 'to', 'going', 'able', 'happy'],
  ...['glad', 'pleased', 'like', 'love', 'want', 'decided', 'chosen', 'plan', 'planning', 'also'],
  ...['already', 'now', 'just', 'then', 'automatically', 'immediately', 'personally', 'gladly'],
  ...['happily', 'always', 'still', 'even', 'quickly', 'soon', 'today', 'instead', 'aim', 'try'],
  ...['let', 'usually', 'normally', 'actually', 'proactively', 'gone', 'ahead', 'and'],
  // Adverbs of time inside the perfect: "we've since added a second shift", "we have recently opened".
  ...['since', 'recently', 'finally', 'meanwhile', 'temporarily'],
]);
// Words that cannot stand inside the writer's noun phrase: a clause starts there.
const CLAUSE_WORDS = new Set([
  ...['and', 'but', 'or', 'so', 'that', 'which', 'who', 'if', 'when', 'because', 'you', 'your', 'they'],
  ...['it', 'he', 'she', 'will', 'is', 'are', 'was', 'were', 'has', 'have', 'can'],
]);
// A subject left out after "and": "We've moved you to 14A … and refunded the seat fee".
const JOINING = new Set(['and', 'or', 'then']);

/** Whether the subject of the verb at `verb` is the writer's side. */
export function writerAgent(block: BlockView, verb: number): boolean {
  const { words } = block;
  const sentence = words[verb]?.sentence;
  let at = verb - 1;
  let steps = 0;
  while (steps < 6 && words[at]?.sentence === sentence && VERB_GROUP.has(words[at]?.normal ?? '')) {
    if (JOINING.has(words[at]?.normal ?? '')) return writerEarlier(block, at);
    at--;
    steps++;
  }
  const subject = words[at];
  if (!subject || subject.sentence !== sentence) return false;
  if (WRITER_PRONOUNS.has(subject.normal)) return subject.normal !== 'us' || words[at - 1]?.normal === 'let';
  return writersPeople(block, at);
}

/**
 * Whether the noun phrase ending at `end` names the writer's people: "our" before a person or a team
 * within six words ("our staff at gate B12", "our Castle Street team"), or "the" and a team ("the
 * admissions team").
 */
function writersPeople(block: BlockView, end: number): boolean {
  const { words } = block;
  const sentence = words[end]?.sentence;
  let person = false;
  for (let at = end; at >= Math.max(0, end - 6); at--) {
    const word = words[at];
    if (!word || word.sentence !== sentence || CLAUSE_WORDS.has(word.normal)) return false;
    if (WRITER_PEOPLE.has(word.normal)) person = true;
    if (word.normal === 'our') return person;
    if (word.normal === 'the' && WRITER_TEAMS.has(words[end]?.normal ?? '') && at >= end - 3) return true;
  }
  return false;
}

/** Whether the writer is the subject of a verb earlier in the sentence, before `index`. */
function writerEarlier(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  for (let at = index - 1; at >= 0 && words[at]?.sentence === sentence; at--) {
    const normal = words[at]?.normal ?? '';
    if (WRITER_PRONOUNS.has(normal) && normal !== 'us') return true;
    if (normal === 'our' && WRITER_PEOPLE.has(words[at + 1]?.normal ?? '')) return true;
  }
  return false;
}
