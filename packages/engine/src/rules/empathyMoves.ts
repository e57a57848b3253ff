import type { BlockView } from '../language/types.ts';
import { compared, verdict } from './empathyQuantities.ts';
import { wordInSentence } from './wordInSentence.ts';

/**
 * A date or a time moved, told flatly as "has moved from 12 March to 26 March": a dispatch, a delivery or
 * an appointment moved later is a delay even without the word "delay" (GOV.UK bad-news letters: a service
 * delayed; carriers' "your delivery date has changed" notices). Moved earlier, it is good news; an end
 * moved later ("the deadline has moved from 1 May to 15 May") gives the reader more time.
 */

// Verbs of a change of date: "has moved", "has been pushed back", "is changing", "was rescheduled".
const CHANGES = new Set([
  ...['moved', 'move', 'moves', 'moving', 'changed', 'change', 'changes', 'changing', 'shifted'],
  ...['shift', 'shifts', 'slipped', 'slips', 'rescheduled', 'pushed', 'updated', 'put'],
]);
// Words a verb of change may have before "from": "moved back from", "pushed out from".
const PARTICLES = new Set(['back', 'out', 'forward', 'on', 'over', 'now', 'again']);
// What opens the object of an active "moved": "moved your appointment from…".
const OBJECT_DETERMINERS = new Set(['your', 'the', 'our', 'his', 'her', 'their', 'my']);

/**
 * Whether the change of date at the verb `index` ("has moved from 12 March to 26 March", "moved to 26
 * March from 12 March") leaves the reader worse or better off, by what the sentence speaks of (see
 * `verdict`); undefined when no old and new date or time follow the verb.
 */
export function moveVerdict(block: BlockView, index: number): 'worse' | 'better' | undefined {
  const { words, text } = block;
  const word = words[index];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!word || !sentence || !CHANGES.has(word.normal)) return undefined;
  let at = index + 1;
  // "the consulate has moved your visa appointment from 3 May to 24 May": the active with its object
  // (a determiner and up to four words) before "from".
  if (OBJECT_DETERMINERS.has(wordInSentence(words, index, at))) {
    let end = at + 1;
    while (end <= at + 5 && !/^(?:from|to|)$/u.test(wordInSentence(words, index, end))) end++;
    if (wordInSentence(words, index, end) === 'from') at = end;
  }
  while (PARTICLES.has(wordInSentence(words, index, at)) && at <= index + 2) at++;
  const first = wordInSentence(words, index, at);
  if (first !== 'from' && first !== 'to') return undefined;
  const second = first === 'from' ? 'to' : 'from';
  // The other end within six words: "from Tuesday 4 November to Friday 21 November".
  let other = at + 1;
  while (other <= at + 7 && wordInSentence(words, index, other) !== second) {
    if (wordInSentence(words, index, other) === '') return oldDateAfter(block, index, at);
    other++;
  }
  const start = words[at];
  const middle = words[other];
  if (!start || !middle || middle.sentence !== word.sentence) return undefined;
  const firstPart = text.slice(start.end, middle.start);
  const secondPart = text.slice(middle.end, sentence.end);
  // "from A to B": A is the old figure; "to B from A": B is the new one.
  const pair =
    first === 'from' ? compared(secondPart, firstPart, true) : compared(firstPart, secondPart, true);
  if (!pair || pair[0].kind === 'count') return undefined;
  return verdict(block, sentence.firstWord, sentence.endWord, pair[0], pair[1]);
}

// The opening of a sentence that gives the old date: "It was previously 31 October", "Previously: 2 May".
const OLD_DATE =
  /^\s*(?:it was (?:previously|originally|due on|due|set for)|previously|originally|the (?:old|original|previous) date was)\b/iu;

/**
 * "has moved to 14 November. It was previously 31 October.": the old date in the next sentence, read
 * like the same sentence's "from 31 October".
 */
function oldDateAfter(block: BlockView, index: number, to: number): 'worse' | 'better' | undefined {
  const { words, text } = block;
  const word = words[index];
  const start = words[to];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  const next = word ? block.sentences[word.sentence + 1] : undefined;
  if (!sentence || !next || !start || wordInSentence(words, index, to) !== 'to') return undefined;
  const told = text.slice(next.start, next.end);
  if (!OLD_DATE.test(told)) return undefined;
  const pair = compared(text.slice(start.end, sentence.end), told, true);
  if (!pair || pair[0].kind === 'count') return undefined;
  return verdict(block, sentence.firstWord, sentence.endWord, pair[0], pair[1]);
}

/**
 * A date or time moved later for what comes to the reader: "The dispatch date for your order has moved
 * from 12 March to 26 March". Returns the verb's index.
 */
export function movedLater(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!CHANGES.has(words[index]?.normal ?? '') || moveVerdict(block, index) !== 'worse') continue;
    if (!askedFor(block, index)) return index;
  }
  return undefined;
}

// "…at your request", "as you asked": the reader chose the new date.
const CHOSEN = new Set(['requested', 'asked', 'instructed', 'wished', 'wanted', 'chose']);

function askedFor(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    const normal = block.words[at]?.normal ?? '';
    if (CHOSEN.has(normal) || (normal === 'request' && block.words[at - 1]?.normal === 'your')) return true;
  }
  return false;
}
