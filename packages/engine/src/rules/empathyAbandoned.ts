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
  // The seventeenth pass: a planned break in a supply or a service ("the water supply interruption planned
  // for Thursday is no longer needed").
  ...['interruption', 'interruptions', 'disruption', 'disruptions', 'shutoff', 'shut-off'],
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
 * will not go ahead". The noun is the subject; the verb follows within fourteen words (the seventeenth
 * pass: "The increase in the payroll processing fee we announced in January has been dropped"), with no
 * "your" between ("the rise on your plan has been dropped" still counts: only the reader's own thing
 * cancelled, "your booking", is news, and that is not a disruption noun). The seventeenth pass adds a
 * disruption "no longer needed" or "no longer required" ("The water interruption planned for Thursday is
 * no longer needed") and the active with the disruption as object ("the board has dropped the service
 * charge increase", "We've scrapped the planned rise").
 */
export function burdenCalledOff(block: BlockView, first: number, last: number): boolean {
  return calledOffVerb(block, first, last) !== undefined || calledOffBefore(block, first, last);
}

/** The index of the verb that calls off the disruption at `first`…`last` as its subject, if any. */
function calledOffVerb(block: BlockView, first: number, last: number): number | undefined {
  const { words } = block;
  let noun = false;
  for (let at = first; at <= last; at++) if (DISRUPTIONS.has(words[at]?.normal ?? '')) noun = true;
  if (!noun) return undefined;
  const sentence = words[first]?.sentence;
  for (let at = last + 1; at <= last + 14; at++) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return undefined;
    if (CALLED_OFF.test(word.normal) && BE_FORMS.has(words[at - 1]?.normal ?? '')) return at;
    if (
      word.normal === 'go' &&
      words[at + 1]?.normal === 'ahead' &&
      /^(?:not|n't)$|n['\u2019]t$/u.test(words[at - 1]?.normal ?? '')
    ) {
      return at;
    }
    // "is no longer needed", "are no longer required".
    if (
      NEEDED.test(word.normal) &&
      words[at - 1]?.normal === 'longer' &&
      words[at - 2]?.normal === 'no' &&
      BE_FORMS.has(words[at - 3]?.normal ?? '')
    ) {
      return at;
    }
    // A verb of another clause ends the search: "the rise is 5% and the fee was dropped"; so do a comma
    // and the reader's own thing ("Because of the rail strike, your coach transfer has been cancelled").
    if (word.normal === 'and' || word.normal === 'but' || word.normal === 'your') return undefined;
    if (/[,;:]/u.test(block.text.slice(words[at - 1]?.end ?? 0, word.start))) return undefined;
  }
  return undefined;
}

const NEEDED = /^(?:needed|required|necessary|happening)$/u;
// The perfect or the past of calling off in the active: "has dropped", "have scrapped", "withdrew".
const CALLING_OFF_ACTIVE = /^(?:cancell?ed|scrapped|axed|shelved|withdrawn|withdrew|dropped|abandoned)$/u;
const HAVE = /^(?:has|have|had|we've|they've|i've)$/u;

/**
 * The active with the disruption as object (seventeenth pass): "the co-op board has dropped the service
 * charge increase", "We've scrapped the planned rise". The verb in the perfect, then a determiner, then
 * at most four lowercase words before the noun; "has not dropped" is no calling off.
 */
function calledOffBefore(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  let noun = false;
  for (let at = first; at <= last; at++) if (DISRUPTIONS.has(words[at]?.normal ?? '')) noun = true;
  if (!noun) return false;
  const sentence = words[first]?.sentence;
  for (let at = first - 1; at >= Math.max(1, first - 6); at--) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (/^(?:the|its|our|their|this|that|these)$/u.test(word.normal)) {
      const verb = words[at - 1];
      return (
        verb?.sentence === sentence &&
        CALLING_OFF_ACTIVE.test(verb.normal) &&
        HAVE.test(words[at - 2]?.normal ?? '')
      );
    }
    if (!/^\p{Ll}[\p{Ll}-]*$/u.test(word.text)) return false;
  }
  return false;
}

/**
 * Whether the problem at `first` stands inside the subject of a disruption called off in its sentence
 * (seventeenth pass): "The increase in the payroll processing fee we announced has been dropped" (the
 * fee is named inside the increase's phrase). The disruption stands before the problem and its verb of
 * calling off after it: "The strike has been called off, but your flight is cancelled" stays news.
 */
export function insideCalledOff(block: BlockView, first: number): boolean {
  const sentence = block.sentences[block.words[first]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < first; at++) {
    const verb = calledOffVerb(block, at, at);
    if (verb !== undefined && verb > first) return true;
  }
  return false;
}

// Verbs of calling off said of the reader's event: "called off", "cancelled", "postponed".
const CANCELLED = /^(?:called|cancell?ed|postponed|scrapped|axed|abandoned|suspended)$/u;

/**
 * A cancellation denied (seventeenth pass), which is good news: "Your match on Saturday won't be called
 * off", "the concert will not be cancelled", "Tonight's quiz isn't being postponed". "Won't be" or "will
 * not be" (or "is not being") straight before the verb; "has not been cancelled yet" stays open, and
 * "cannot be cancelled" is a refusal.
 */
export function cancellationDenied(block: BlockView, first: number): boolean {
  const { words } = block;
  if (!CANCELLED.test(words[first]?.normal ?? '')) return false;
  const be = words[first - 1]?.normal ?? '';
  const negation = words[first - 2]?.normal ?? '';
  const modal = words[first - 3]?.normal ?? '';
  if (be === 'be') return /^won['\u2019]t$/u.test(negation) || (negation === 'not' && modal === 'will');
  if (be === 'being') return /^(?:isn['\u2019]t|aren['\u2019]t)$/u.test(negation) || negation === 'not';
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
