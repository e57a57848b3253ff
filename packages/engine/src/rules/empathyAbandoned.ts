import type { BlockView } from '../language/types.ts';

/**
 * Bad news that is itself called off, which is good news (GOV.UK bad-news letters read the other way):
 * a burden the writer chose not to lay on, over a phrase ("we've decided not to go ahead with the
 * planned price increase", "we have chosen not to proceed with the rent rise"), and a disruption
 * cancelled ("The strike planned at the airport has been called off", "the roadworks on Mill Lane have
 * been cancelled"). The reader's own booking or service cancelled stays news.
 */

// Verbs of a decision that a following "not to" turns into a decision against the act.
const DECIDING = new Set(['decided', 'chosen', 'chose', 'agreed', 'opted', 'elected', 'resolved']);

/** Whether "decided not to", "chosen not to" stands before the problem at `first` in its sentence. */
export function decidedAgainst(block: BlockView, first: number): boolean {
  const { words } = block;
  const sentence = words[first]?.sentence;
  for (let at = first - 1; at >= Math.max(2, first - 9); at--) {
    if (words[at]?.sentence !== sentence) return false;
    if (words[at]?.normal !== 'to' || words[at - 1]?.normal !== 'not') continue;
    return DECIDING.has(words[at - 2]?.normal ?? '');
  }
  return false;
}

// Disruptions and burdens whose cancelling spares the reader (FrameNet Hostile_encounter, Undergoing).
const DISRUPTIONS = new Set([
  ...['strike', 'strikes', 'walkout', 'action', 'works', 'roadworks', 'closure', 'closures', 'maintenance'],
  ...['outage', 'shutdown', 'increase', 'rise', 'surcharge', 'protest', 'demolition', 'engineering'],
]);
// Problem terms of cancelling: "has been called off", "was cancelled", "has been scrapped".
const CANCELLING =
  /\b(?:called off|cancell?ed|scrapped|axed|shelved|withdrawn|dropped|abandoned|go ahead)\b/u;

/**
 * Whether the cancelling term at `first` has a disruption as its subject, in the words of its sentence
 * before it: "The strike planned at the airport has been called off".
 */
export function disruptionCancelled(block: BlockView, term: string, first: number): boolean {
  if (!CANCELLING.test(term)) return false;
  const { words } = block;
  const sentence = block.sentences[words[first]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < first; at++) {
    const normal = words[at]?.normal ?? '';
    // "Your flight has been cancelled because of the strike": the reader's thing is the subject.
    if (normal === 'your') return false;
    if (DISRUPTIONS.has(normal)) return true;
  }
  return false;
}

// Participles of calling off after a form of "be": "has been dropped", "was scrapped".
const CALLED_OFF = /^(?:cancell?ed|scrapped|axed|shelved|withdrawn|dropped|abandoned|called)$/u;
const BE_FORMS = new Set(['been', 'be', 'is', 'are', 'was', 'were']);

/**
 * Whether the problem at `first` is a disruption or a burden that its own clause calls off (the
 * fifteenth pass): "the increase announced in March has been dropped", "The planned rise in parking fees
 * will not go ahead". The noun is the subject; the verb follows within ten words, with no "your" between
 * ("the rise on your plan has been dropped" still counts: only the reader's own thing cancelled, "your
 * booking", is news, and that is not a disruption noun).
 */
export function burdenCalledOff(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  let noun = false;
  for (let at = first; at <= last; at++) if (DISRUPTIONS.has(words[at]?.normal ?? '')) noun = true;
  if (!noun) return false;
  const sentence = words[first]?.sentence;
  for (let at = last + 1; at <= last + 10; at++) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (CALLED_OFF.test(word.normal) && BE_FORMS.has(words[at - 1]?.normal ?? '')) return true;
    if (
      word.normal === 'go' &&
      words[at + 1]?.normal === 'ahead' &&
      /^(?:not|n't)$|n['\u2019]t$/u.test(words[at - 1]?.normal ?? '')
    ) {
      return true;
    }
    // A verb of another clause ends the search: "the rise is 5% and the fee was dropped"; so do a comma
    // and the reader's own thing ("Because of the rail strike, your coach transfer has been cancelled").
    if (word.normal === 'and' || word.normal === 'but' || word.normal === 'your') return false;
    if (/[,;:]/u.test(block.text.slice(words[at - 1]?.end ?? 0, word.start))) return false;
  }
  return false;
}

/**
 * Whether a disruption or burden in the sentence of `index`, at or before it, is called off by its clause:
 * the signals' news word ("rise", "go") read inside "the rise we announced has been scrapped".
 */
export function calledOffAround(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at <= index; at++) {
    if (burdenCalledOff(block, at, at)) return true;
  }
  return false;
}
