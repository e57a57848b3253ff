import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import type { BlockView } from '../language/types.ts';

/**
 * Commands the verb lists cannot know, told by their grammar rather than by their verb: a verb before
 * an object pronoun ("Track it in the app", "Settle it within 30 days"), an emphatic "do" ("Do come and
 * see us", "Please do the needful") and a second command joined by "and" to a request ("Please find
 * attached the invoice and settle it"). Cambridge Dictionary, "Imperatives" (emphatic "do": "Do come
 * in"); Cambridge Grammar, "Pronouns: personal" (object forms "me", "us", "them", "him" follow a verb or
 * a preposition, never open a sentence's subject).
 */

// Object pronouns and the reader's possessive: after a sentence's first word they can only be its object.
const OBJECTS = new Set(['it', 'them', 'us', 'me', 'him', 'your', 'yourself', 'yourselves']);

// Words that may stand before an object pronoun without being a verb: prepositions, subordinators,
// conjunctions, auxiliaries, pronouns, adverbs of time and place, and the wishes and thanks of letters
// ("Hope your week went well", "Thank you", "Enjoy your weekend"; Cambridge Dictionary, "Letters and
// emails"), which ask nothing.
const NOT_VERBS = new Set([
  ...['about', 'above', 'across', 'after', 'against', 'along', 'among', 'around', 'as', 'at', 'before'],
  ...['behind', 'below', 'beside', 'besides', 'between', 'beyond', 'by', 'despite', 'during', 'except'],
  ...['for', 'from', 'in', 'inside', 'into', 'like', 'near', 'of', 'off', 'on', 'onto', 'outside', 'over'],
  ...['past', 'per', 'regarding', 'since', 'than', 'through', 'throughout', 'till', 'to', 'toward'],
  ...['towards', 'under', 'unlike', 'until', 'up', 'upon', 'via', 'with', 'within', 'without', 're'],
  ...['if', 'unless', 'because', 'although', 'though', 'while', 'whilst', 'once', 'whether', 'whatever'],
  ...['whenever', 'wherever', 'however', 'and', 'or', 'but', 'nor', 'yet', 'so', 'then', 'that', 'this'],
  ...['what', 'when', 'where', 'why', 'who', 'whom', 'which', 'how', 'is', 'are', 'was', 'were', 'be'],
  ...['been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would', 'can', 'could', 'should'],
  ...['shall', 'may', 'might', 'must', 'not', 'no', 'yes', 'ok', 'okay', 'all', 'both', 'half', 'even'],
  ...['only', 'just', 'also', 'still', 'again', 'soon', 'later', 'now', 'here', 'there', 'today'],
  ...['tonight', 'yesterday', 'tomorrow', 'maybe', 'perhaps', 'instead', 'otherwise', 'meanwhile'],
  ...['overall', 'i', 'you', 'we', 'they', 'he', 'she', 'it', 'me', 'us', 'them', 'him', 'her', 'a'],
  ...['an', 'the', 'my', 'our', 'their', 'its', 'his', 'every', 'each', 'any', 'some', 'please'],
  ...['hope', 'trust', 'enjoy', 'love', 'thank', 'thanks', 'welcome', 'bless', 'sorry', 'glad', 'happy'],
  ...['great', 'good', 'nice', 'hi', 'hello', 'hey', 'dear', 'cheers', 'congrats', 'wish', 'need'],
  // "Let me introduce Kofi": the writer's own move ("let us know" and "let me know" are listed).
  'let',
  // Linking and sequence words, indefinite pronouns and exclamations: "Plus your data stays here",
  // "Everything your team needs", "Worth it."
  ...['plus', 'minus', 'thus', 'hence', 'therefore', 'whereas', 'next', 'last', 'second', 'such'],
  ...['everything', 'anything', 'something', 'nothing', 'everyone', 'anyone', 'someone', 'nobody'],
  ...['whoever', 'whichever', 'worth', 'oh', 'wow', 'oops', 'alas', 'sure', 'well', 'indeed', 'same'],
]);
// Irregular pasts that differ from their base ("Got it", "Made it"): a statement, not a command.
const PASTS = new Set(
  IRREGULAR_VERBS.flatMap(([base, past, participle]) =>
    [...past.split('/'), ...participle.split('/')].filter((form) => form !== base),
  ),
);
const AUXILIARIES = new Set(['is', 'was', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must']);

/** A word that may be a verb in its base form: not a function word, "-ly", "-ing", "-ed", "-s" or a past. */
export function baseFormCandidate(normal: string): boolean {
  if (!/^[a-z][a-z-]+$/u.test(normal) || NOT_VERBS.has(normal) || PASTS.has(normal)) return false;
  return !/(?:ly|ing|ed|[^s]s)$/u.test(normal);
}

/** A word that shows the "it" before it was a subject: "Yesterday it rained", "Maybe it works". */
function verbAfterIt(normal: string): boolean {
  return (
    AUXILIARIES.has(normal) || PASTS.has(normal) || /(?:ed|[^s]s)$/u.test(normal) || normal.includes("'")
  );
}

/**
 * A word at an opening in its base form before an object pronoun or "your": "Track it in the app",
 * "Settle it within 30 days", "Forward us the receipt". Any verb qualifies, listed or not; a question
 * opened by it ("Need it fast?") offers rather than asks.
 */
export function objectVerbCommand(block: BlockView, start: number): boolean {
  const { words, text } = block;
  const verb = words[start];
  const object = words[start + 1];
  if (!verb || !object || object.sentence !== verb.sentence || !OBJECTS.has(object.normal)) return false;
  if (!/^\s+$/u.test(text.slice(verb.end, object.start)) || !baseFormCandidate(verb.normal)) return false;
  const after = words[start + 2];
  if (object.normal === 'it' && after && after.sentence === object.sentence && verbAfterIt(after.normal)) {
    return false;
  }
  const sentence = block.sentences[verb.sentence];
  return !(verb.sentenceStart && sentence && /\?\s*$/u.test(text.slice(sentence.start, sentence.end)));
}

// What may follow an emphatic "do" without making it a question or a prohibition ("Do you…?", "do not").
const NOT_AFTER_DO = new Set(['not', 'you', 'we', 'they', 'i', 'he', 'she', 'so-called']);

/**
 * An emphatic or main-verb "do" at an opening: "Do come and see us", "do try the soup", "Please do the
 * needful", "Do it now". Not a question ("Do you ship abroad?", "Do customers…?") nor a prohibition,
 * which `prohibition` reads.
 */
export function emphaticDo(block: BlockView, start: number): boolean {
  const { words, text } = block;
  const marker = words[start - 1];
  const next = words[start];
  if (marker?.normal !== 'do' || !next || next.sentence !== marker.sentence) return false;
  if (!/^\s+$/u.test(text.slice(marker.end, next.start)) || !/^\p{Ll}/u.test(next.text)) return false;
  if (NOT_AFTER_DO.has(next.normal) || next.normal.endsWith("n't")) return false;
  const sentence = block.sentences[marker.sentence];
  return sentence !== undefined && !/\?\s*$/u.test(text.slice(sentence.start, sentence.end));
}

/**
 * The words after "and" in a sentence that opens with a request ("Please find attached the invoice and
 * settle it", "Please do the needful and approve the order", "Do come and see us"): each may begin a
 * second command. Only a verb before its object counts there (see `coordinatedCommand`).
 */
export function coordinatedStarts(block: BlockView, requestStart: number): number[] {
  const { words } = block;
  const sentence = words[requestStart]?.sentence;
  const starts: number[] = [];
  for (let index = requestStart + 1; index < words.length - 1; index++) {
    const word = words[index];
    if (!word || word.sentence !== sentence) break;
    if (word.normal === 'and' && words[index + 1]?.sentence === sentence) starts.push(index + 1);
  }
  return starts;
}

// Words that open an object after a coordinated verb: "and approve the purchase order", "and settle it".
const OBJECT_OPENERS = new Set(['the', 'a', 'an', 'your', 'our', 'this', 'these', 'those', 'any', 'all']);

/**
 * A second command after "and" in a request: a lower-case word in its base form before its object ("and
 * approve the purchase order", "and settle it"), or a listed verb ("and see us"). "…and the budget" has
 * no verb.
 */
export function coordinatedCommand(block: BlockView, start: number): boolean {
  const { words, text } = block;
  const verb = words[start];
  const next = words[start + 1];
  if (!verb || !next || next.sentence !== verb.sentence || !/^\p{Ll}/u.test(verb.text)) return false;
  if (!/^\s+$/u.test(text.slice(verb.end, next.start)) || !baseFormCandidate(verb.normal)) return false;
  return OBJECT_OPENERS.has(next.normal) || OBJECTS.has(next.normal);
}
