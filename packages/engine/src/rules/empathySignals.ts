import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

/**
 * General signals of the empathy rule that no phrase list holds: who the news is bad for (something of
 * the reader's taken away, a price that rises), whether the writer puts the problem right, and whether a
 * problem word is only part of a name or a quoted label.
 */

/** Participles of a passive that takes something away from its owner: "Your listing has been removed". */
// Not "closed" or "cleared": a ticket closed or a cart cleared is the routine end of a service.
const LOSSES = new Set([
  ...['removed', 'deleted', 'archived', 'disabled', 'withdrawn', 'hidden', 'unpublished', 'taken'],
  ...['erased', 'wiped', 'deactivated', 'shortened', 'limited', 'restricted'],
]);
const PASSIVE_AUXILIARIES = new Set(['been', 'was', 'were', 'is', 'are', 'be']);
// "…at your request", "…as you asked": the reader chose the change, it is no bad news to them.
const CHOSEN = new Set(['request', 'requested', 'asked', 'instructed', 'wished']);

/**
 * A passive of loss whose subject is the reader's ("Your review of Lakeside Cabins was taken down",
 * "Your listing has been removed"), unless the reader asked for it. Returns the participle's index.
 */
export function readerLoss(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !LOSSES.has(word.normal)) continue;
    if (word.normal === 'taken' && words[index + 1]?.normal !== 'down') continue;
    let aux = index - 1;
    if (words[aux]?.normal === 'now') aux--;
    if (!PASSIVE_AUXILIARIES.has(words[aux]?.normal ?? '')) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    let owned = false;
    let chosen = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      if (at < aux && normal === 'your') owned = true;
      if (CHOSEN.has(normal)) chosen = true;
    }
    if (owned && !chosen) return index;
  }
  return undefined;
}

const MONEY = /(?:[$€£¥]|\b(?:eur|usd|gbp|chf|aud|cad|nzd|sek|nok|dkk)\s?)\s?(\d[\d,]*(?:\.\d+)?)/giu;

function amounts(text: string): number[] {
  return [...text.matchAll(MONEY)].map((match) => Number((match[1] ?? '').replaceAll(',', '')));
}

/**
 * A price that rises for the reader, told by comparison: "will cost $18 instead of $15", "now £12, up
 * from £10". A lower amount first is a sale ("now $18 instead of $25"). Returns the comparing word.
 */
export function priceRise(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 0; index < words.length - 1; index++) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || next.sentence !== word.sentence) continue;
    const compares =
      (word.normal === 'instead' && next.normal === 'of') || (word.normal === 'up' && next.normal === 'from');
    if (!compares) continue;
    const sentence = block.sentences[word.sentence];
    if (!sentence) continue;
    const before = amounts(text.slice(sentence.start, word.start)).at(-1);
    const after = amounts(text.slice(next.end, sentence.end))[0];
    if (before !== undefined && after !== undefined && before > after) return index;
  }
  return undefined;
}

const WRITER_AUXILIARIES = new Set(["we'll", "we're", "we've", "i'll", "i'm", "i've"]);
const WRITER_SUBJECTS = new Set(['we', 'i']);
const AUXILIARIES = new Set(['will', 'are', 'am', 'have', 'has', 'is']);
const BETWEEN = new Set(['now', 'just', 'already', 'also', 'immediately', 'personally', 'happily']);
/**
 * Verbs that put a problem right (Zendesk, "Empathy statements": say what you are doing about it):
 * "we're re-running every missed job", "we'll unlock it", "I've refunded the fee". Stems, so that every
 * form after "will", "are" and "have" counts.
 */
const REMEDY_STEMS = [
  ...['refund', 'credit', 'fix', 'restor', 'replac', 'resen', 'revers', 'waiv', 'reinstat', 'reactivat'],
  ...['repair', 'rerun', 'reopen', 'reissu', 'unlock', 'unblock', 'compensat', 'rebook', 'reschedul'],
];

/** Whether the writer says they put the problem right: "we" or "I", an auxiliary, a remedy verb. */
export function writerRemedy(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    let at = index + 1;
    if (WRITER_SUBJECTS.has(normal) && AUXILIARIES.has(words[at]?.normal ?? '')) at++;
    else if (!WRITER_AUXILIARIES.has(normal)) continue;
    if (BETWEEN.has(words[at]?.normal ?? '')) at++;
    const verb = words[at];
    if (!verb || verb.sentence !== words[index]?.sentence) continue;
    if (verb.normal.startsWith('re-') || REMEDY_STEMS.some((stem) => verb.normal.startsWith(stem))) {
      return true;
    }
  }
  return false;
}

// Interface things a quoted label names: 'The "Account locked" badge', 'the "Failed" filter'.
const LABELLED_THINGS = new Set([
  ...['badge', 'label', 'status', 'button', 'tab', 'filter', 'column', 'field', 'banner', 'icon', 'tag'],
  ...['toggle', 'view', 'report', 'page', 'screen', 'menu', 'chip', 'pill', 'option', 'setting'],
]);

/**
 * Whether a problem word is part of a name or a label rather than news: a title in capitals ("The
 * Declined Payments report", "Rejected Recipes, a cookbook") or a quoted interface label ('the "Account
 * locked" badge'). A sentence all in capitals (an e-mail subject, "Your Payment Was Declined") is news.
 */
export function namesOrLabels(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  if (!word) return false;
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  const capital = (index: number): boolean => {
    const other = words[index];
    return (
      other !== undefined &&
      other.sentence === word.sentence &&
      /^\p{Lu}/u.test(other.text) &&
      /^\s+$/u.test(text.slice(Math.min(other.end, word.end), Math.max(other.start, word.start)))
    );
  };
  const allCapitals = words
    .slice(sentence.firstWord, sentence.endWord)
    .every((other) => !/^\p{Ll}/u.test(other.text));
  if (/^\p{Lu}/u.test(word.text) && !allCapitals && !word.normal.endsWith('ly')) {
    if (first === last && capital(first + 1)) return true;
    const previous = words[first - 1];
    if (previous && !previous.sentenceStart && capital(first - 1)) return true;
  }
  const end = words[last];
  const after = words[last + 1];
  if (!end || !after || after.sentence !== word.sentence || !LABELLED_THINGS.has(after.normal)) return false;
  return quotedRanges(text).some(([from, to]) => from <= word.start && end.end <= to && to <= after.start);
}

// Words that set a time limit after the restricted verb: "only issued within 14 days", "…before 1 May".
const TIME_LIMITS = new Set(['within', 'before', 'until', 'by', 'after']);

/**
 * A policy quoted as the time limit the reader falls outside: a rule in the passive restricted by "only"
 * and a limit ("Refunds are only issued within 14 days of delivery", "Exchanges are only accepted before
 * the sale ends") in a block that speaks of the reader's own case ("your order"). "Your locker is only
 * opened with your card" sets no limit. Returns the index of "only".
 */
export function policyLimit(block: BlockView): number | undefined {
  const { words } = block;
  if (!words.some((word) => word.normal === 'your')) return undefined;
  for (let index = 1; index < words.length - 1; index++) {
    const word = words[index];
    const participle = words[index + 1];
    if (word?.normal !== 'only' || !participle || participle.sentence !== word.sentence) continue;
    if (!/^(?:is|are)$/u.test(words[index - 1]?.normal ?? '')) continue;
    if (!/^\p{Ll}.*(?:ed|en)$/u.test(participle.text)) continue;
    const limit = words[index + 2];
    if (limit && limit.sentence === word.sentence && TIME_LIMITS.has(limit.normal)) return index;
  }
  return undefined;
}
