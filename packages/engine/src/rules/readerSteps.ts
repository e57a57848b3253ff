import { PROCEDURE_STEP_OPENERS } from '../data/pronouns.ts';
import type { BlockView } from '../language/types.ts';

const stepOpeners = new Set(PROCEDURE_STEP_OPENERS.map((entry) => entry.word));

// What the reader does on a screen.
const SCREEN_ACTIONS = new Set([
  ...['clicks', 'selects', 'enters', 'opens', 'chooses', 'types', 'signs', 'logs', 'uploads', 'downloads'],
  ...['navigates', 'presses', 'fills', 'picks', 'scrolls', 'taps', 'submits', 'saves', 'confirms'],
]);
// What the reader does at a counter or a gate as well as on a screen: the steps of a check-in, a booking or
// a visit ("At the gate the passenger scans the boarding pass").
const STEP_ACTIONS = new Set([
  ...SCREEN_ACTIONS,
  ...['scans', 'pays', 'books', 'shows', 'presents', 'collects', 'inserts', 'swipes', 'completes', 'adds'],
  ...['accepts', 'reviews', 'follows', 'answers', 'places', 'hands', 'drops', 'checks', 'verifies'],
  ...['writes', 'attaches', 'returns', 'registers', 'reserves', 'orders', 'prints', 'copies', 'uses'],
  ...['drags', 'ticks', 'installs', 'activates', 'unlocks', 'goes', 'proceeds', 'heads', 'gives'],
]);
// Words of how often: a sentence with one reports a habit ("The customer usually books online").
const FREQUENCY_WORDS = new Set([
  ...['usually', 'often', 'always', 'never', 'rarely', 'seldom', 'sometimes', 'typically', 'generally'],
  ...['normally', 'regularly', 'frequently', 'occasionally', 'mostly', 'daily', 'weekly', 'monthly'],
  ...['yearly', 'annually', 'twice'],
]);
// Prepositions and conjunctions of place and time that open a fronted adverbial: "On the next screen", "At the
// gate", "After check-in", "In the Seats tab", "Once inside the app", "When the page opens".
const ADVERBIAL_OPENERS = new Set([
  ...['on', 'in', 'at', 'from', 'after', 'before', 'under', 'within', 'inside', 'during', 'upon', 'via'],
  ...['beside', 'once', 'when'],
]);
// Words that would make the opening a clause rather than a phrase: a verb, a modal or a subject pronoun.
const CLAUSE_WORDS = new Set([
  ...['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'could'],
  ...['will', 'would', 'should', 'must', 'may', 'might', 'shall', 'you', 'we', 'they', 'he', 'she', 'it'],
  ...['i', 'who', 'which', 'that', 'and', 'or', 'but'],
]);
// How many words a fronted adverbial may take before the role noun ("On the last page of the form").
const MAX_ADVERBIAL_WORDS = 7;
// The number of a step in its label: "2", "2." or "2:" ("Step 2.", "Step 3:"), as the tokens keep a full stop.
const STEP_NUMBER = /^\d{1,2}[.:)]?$/u;
// What closes a step's label before its text: a full stop, a colon, a bracket or a dash.
const LABEL_END = /[.:)\u2013\u2014-]/u;

/**
 * The index of the first word after a step's label opening the sentence ("Step 2.", "**Step 3:**", "Step 4 –"),
 * or the sentence's first word when there is none. The label numbers a step of a procedure, as a list item's
 * number does; the words after it are the step.
 */
function afterStepLabel(block: BlockView, firstWord: number): number {
  const label = block.words[firstWord];
  const number = block.words[firstWord + 1];
  const next = block.words[firstWord + 2];
  if (label?.normal !== 'step' || !number || !STEP_NUMBER.test(number.normal)) return firstWord;
  if (!next || next.sentence !== label.sentence) return firstWord;
  return LABEL_END.test(number.normal) || LABEL_END.test(block.text.slice(number.end, next.start))
    ? firstWord + 2
    : firstWord;
}

/**
 * "- The customer selects a delivery slot.", "- The guest scans the code on the table.": a role noun opening a
 * list item with an action of a step (on a screen, at a counter or a table) is a step written in the third
 * person, as "First, the customer…" is. "- The customer prefers email" (a finding), "- The customer was
 * charged twice" (an event) and "- The customer usually books online" (a habit) pass.
 */
export function listStep(block: BlockView, nounIndex: number, verb: string): boolean {
  return (
    block.kind === 'list-item' && nounIndex === 0 && STEP_ACTIONS.has(verb) && !habitual(block, nounIndex)
  );
}

/**
 * Whether the sentence of a word says how often something happens ("usually", "twice a year", "every
 * week"): a habit reported about the role, as a persona or a finding tells it, not a step to follow.
 */
function habitual(block: BlockView, wordIndex: number): boolean {
  const noun = block.words[wordIndex];
  const sentence = noun ? block.sentences[noun.sentence] : undefined;
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (FREQUENCY_WORDS.has(block.words[index]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * "First, the customer downloads the app", "Step 2: the buyer enters the card details": the noun opens a step
 * of a procedure, just after a word of sequence that opens its sentence or a step's numbered label. "The
 * customer first downloads" reports an order, not a step.
 */
export function stepOf(block: BlockView, nounIndex: number): boolean {
  const opener = block.words[nounIndex - 1];
  if (!opener) return false;
  if (opener.sentenceStart && stepOpeners.has(opener.normal)) return true;
  const sentence = block.sentences[opener.sentence];
  return (
    !!sentence &&
    sentence.firstWord < nounIndex &&
    afterStepLabel(block, sentence.firstWord) === nounIndex &&
    !habitual(block, nounIndex)
  );
}

/**
 * "On the next screen the traveller selects a seat", "At the gate, the passenger scans the boarding pass": a
 * role noun after a fronted adverbial of place or time, with an action of a step in the present, is the
 * reader going through a procedure (Microsoft Writing Style Guide, "Procedures"); a step's label may come
 * first ("Step 2. On the Payment page the buyer enters…"). "After the flight the passenger was tired" (a past)
 * and "In the app the customer prefers chat" (no step) pass.
 */
export function stepAfterAdverbial(block: BlockView, nounIndex: number, verb: string): boolean {
  if (!STEP_ACTIONS.has(verb) || habitual(block, nounIndex)) return false;
  const noun = block.words[nounIndex];
  const sentence = noun ? block.sentences[noun.sentence] : undefined;
  if (!noun || !sentence) return false;
  const first = afterStepLabel(block, sentence.firstWord);
  if (nounIndex - first < 2 || nounIndex - first > MAX_ADVERBIAL_WORDS) return false;
  if (!ADVERBIAL_OPENERS.has(block.words[first]?.normal ?? '')) return false;
  for (let index = first + 1; index < nounIndex; index++) {
    const word = block.words[index];
    const previous = block.words[index - 1];
    if (!word || !previous || CLAUSE_WORDS.has(word.normal)) return false;
    // A comma may close the adverbial, just before the noun; one inside it ends a clause.
    if (/[,;:]/u.test(block.text.slice(previous.end, word.start))) return false;
  }
  return true;
}
