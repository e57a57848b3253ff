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
const CANCELLING = /\b(?:called off|cancell?ed|scrapped|axed|shelved|withdrawn)\b/u;

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
