import type { BlockView } from '../language/types.ts';

/**
 * A problem denied or made harmless by the words around it, which lists of denials ("no", "without")
 * miss: a negation before its passive ("Your flight won't be cancelled", "Existing bookings aren't
 * affected"), a subject that denies it ("none has been charged", "No customer was charged twice", "None
 * of your photos were lost"), a consequence denied ("a single server failure never takes your shop
 * offline", "doesn't cancel your subscription"), a problem put right ("because the issue is resolved") or
 * described inside a bug fixed ("fixes the bug where invoices showed the wrong tax rate"), none needed
 * ("No refunds were needed"), and a refusal that only waits on the reader's step ("won't be shipped until
 * you confirm the address").
 */

type Words = BlockView['words'];

/** Whether the problem at `first`…`last` is denied or made harmless by one of the constructions above. */
export function deniedProblem(block: BlockView, first: number, last: number): boolean {
  return (
    negatedBefore(block, first) ||
    noneSubject(block, first) ||
    madeHarmless(block, last) ||
    resolvedAfter(block, last) ||
    inFixedBug(block, first) ||
    notNeeded(block, first, last) ||
    readersStepAfter(block, first, last)
  );
}

// Negations right before a problem's passive or state: "Your flight won't be cancelled", "Your order
// isn't delayed", "Existing bookings aren't affected" (relief, like "not" and "never" in the lists).
const NEGATED = /^(?:not|never)$|^(?:won't|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|wouldn't)$/u;

/** Whether a negation stands right before the problem, over "be", "been" or "get". */
function negatedBefore(block: BlockView, first: number): boolean {
  const { words } = block;
  let at = first - 1;
  const opener = words[first]?.normal ?? '';
  // The phrase may open with its "be": "be cancelled", "been charged".
  if (!/^(?:be|been)$/u.test(opener) && /^(?:be|been|get|got|being)$/u.test(words[at]?.normal ?? '')) at--;
  return words[at]?.sentence === words[first]?.sentence && NEGATED.test(words[at]?.normal ?? '');
}

/** "No refunds were needed this month": none was called for, so nothing went wrong. */
function notNeeded(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  if (words[first]?.normal !== 'no') return false;
  const be = words[last + 1]?.normal ?? '';
  return (
    /^(?:were|was|are|is|have|has)$/u.test(be) &&
    /^(?:needed|required|necessary|been)$/u.test(words[last + 2]?.normal ?? '')
  );
}

/**
 * A refusal that waits only on the reader's step: "Your order won't be shipped until you confirm the
 * address" is an instruction, not a refusal (like "won't ship until you confirm"). A state imposed
 * ("New uploads are blocked until you delete files") stays news.
 */
export function readersStepAfter(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  let refused = false;
  for (let at = first; at >= Math.max(0, first - 3); at--) {
    refused ||= /^(?:not|won't|cannot|can't)$/u.test(words[at]?.normal ?? '');
  }
  if (!refused) return false;
  const link = words[last + 1];
  if (!link || link.sentence !== words[last]?.sentence || !/^(?:until|unless)$/u.test(link.normal)) {
    return false;
  }
  // "until you confirm"; "until your review appointment" names an event, not the reader's step.
  return /^(?:you|you've|you're)$/u.test(words[last + 2]?.normal ?? '');
}

// A problem put right: "because the issue is resolved", "the error has now been fixed".
const RESOLVED = new Set(['resolved', 'fixed', 'solved', 'sorted', 'repaired', 'restored', 'cleared']);

/** Whether the problem is the subject of "is/has been … resolved/fixed". */
function resolvedAfter(block: BlockView, last: number): boolean {
  const { words } = block;
  for (let at = last + 1; at <= last + 4; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[last]?.sentence) return false;
    if (RESOLVED.has(word.normal)) return true;
    if (!/^(?:is|are|was|were|has|have|been|now|already|fully|be|will)$/u.test(word.normal)) return false;
  }
  return false;
}

// Words that end the problem's own clause before its verb: "Your payment failed, and you can't…".
const CLAUSE_BREAKS = new Set(['and', 'but', 'so', 'you', 'we', 'your', 'which', 'because', 'since', 'if']);
// "did not reach your account" (the fifteenth pass) like "doesn't affect": "not" after "do" or a modal.
const NEGATORS = /^(?:never|cannot|no|not)$|n['\u2019]t$/u;
// Consequences a problem is denied to have: "never takes your shop offline", "can't stop the order".
const HARMING = new Set([
  ...['take', 'takes', 'stop', 'stops', 'affect', 'affects', 'break', 'breaks', 'interrupt', 'interrupts'],
  ...['bring', 'brings', 'knock', 'knocks', 'cost', 'costs', 'lose', 'loses', 'block', 'blocks', 'delay'],
  ...['delays', 'disrupt', 'disrupts', 'hurt', 'hurts', 'harm', 'harms', 'reach', 'reaches', 'touch'],
  ...['touches', 'mean', 'means', 'put', 'puts', 'leave', 'leaves', 'slow', 'slows', 'halt', 'halts'],
  // What a failure could do to the reader's account: "A failed payment doesn't cancel your subscription".
  ...['cancel', 'cancels', 'close', 'closes', 'suspend', 'suspends', 'end', 'ends', 'lock', 'locks'],
]);

/**
 * The problem as the subject of a consequence denied: "a single server failure never takes your shop
 * offline", "one failed card can't stop the whole order", "the delay doesn't affect your refund". "The
 * outage won't be fixed until Monday" denies a fix, not a harm, and stays news.
 */
function madeHarmless(block: BlockView, last: number): boolean {
  const { words, text } = block;
  for (let at = last + 1; at <= last + 4; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[last]?.sentence || CLAUSE_BREAKS.has(word.normal)) return false;
    if (/[,;:]/u.test(text.slice(words[at - 1]?.end ?? 0, word.start))) return false;
    if (!NEGATORS.test(word.normal) || (word.normal === 'no' && words[at + 1]?.normal !== 'longer')) continue;
    const verb = words[word.normal === 'no' ? at + 2 : at + 1];
    return verb !== undefined && HARMING.has(verb.normal);
  }
  return false;
}

// Problems a release fixes, and the verbs that fix them: "fixes the bug where…", "fixed an issue that…".
const FIXED_PROBLEMS = new Set(['bug', 'bugs', 'issue', 'issues', 'problem', 'problems', 'glitch', 'error']);
const FIXING = new Set(['fixes', 'fixed', 'fix', 'resolves', 'resolved', 'patches', 'patched', 'addresses']);
const RELATIVES = new Set(['where', 'that', 'which', 'when', 'whereby', 'in']);

/** Whether the problem stands in a relative clause describing a bug fixed: "fixes the bug where…". */
function inFixedBug(block: BlockView, first: number): boolean {
  const { words } = block;
  for (let at = first - 1; at >= Math.max(1, first - 8); at--) {
    if (words[at]?.sentence !== words[first]?.sentence) return false;
    if (!RELATIVES.has(words[at]?.normal ?? '') || !FIXED_PROBLEMS.has(words[at - 1]?.normal ?? '')) continue;
    for (let verb = at - 2; verb >= Math.max(0, at - 5); verb--) {
      if (FIXING.has(words[verb]?.normal ?? '')) return true;
    }
  }
  return false;
}

const NONE = new Set(['none', 'nothing', 'nobody', 'neither']);
const AUXILIARIES = new Set(['has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'be', 'been']);

/** A problem whose subject is "none" or "nothing": "so none has been charged", "nothing was lost". */
function noneSubject(block: BlockView, first: number): boolean {
  const words: Words = block.words;
  let at = first - 1;
  while (at >= first - 3 && AUXILIARIES.has(words[at]?.normal ?? '')) at--;
  if (words[at]?.sentence !== words[first]?.sentence) return false;
  // "No customer was charged twice": "no" and a noun as the subject.
  if (words[at - 1]?.normal === 'no' && /^\p{Ll}+$/u.test(words[at]?.text ?? '')) return true;
  // "Nobody on your account has been charged twice" (the fifteenth pass): "nobody", "no one" or "none"
  // with a phrase of place after it as the subject.
  for (let back = at; back >= Math.max(0, at - 4); back--) {
    if (words[back]?.sentence !== words[first]?.sentence) break;
    const none = NONE.has(words[back]?.normal ?? '')
      ? back
      : words[back]?.normal === 'one' && words[back - 1]?.normal === 'no'
        ? back
        : -1;
    if (none >= 0 && /^(?:on|in|at|from|with)$/u.test(words[none + 1]?.normal ?? '')) return true;
    // "no card of yours was charged twice": "no", a noun and a phrase after it.
    if (
      words[back]?.normal === 'no' &&
      /^\p{Ll}+$/u.test(words[back + 1]?.text ?? '') &&
      /^(?:of|on|in|at|from)$/u.test(words[back + 2]?.normal ?? '')
    ) {
      return true;
    }
  }
  // "None of your photos were lost": "none of" before the subject's noun.
  for (let back = at; back >= Math.max(0, at - 3); back--) {
    if (words[back]?.sentence !== words[first]?.sentence) break;
    if (words[back]?.normal === 'of' && NONE.has(words[back - 1]?.normal ?? '')) return true;
  }
  return NONE.has(words[at]?.normal ?? '');
}
