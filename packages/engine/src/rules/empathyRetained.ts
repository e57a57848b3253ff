import type { BlockView } from '../language/types.ts';
import { writerAgent } from './empathyAgents.ts';

/**
 * The reader's money kept by the writer rather than paid back (GOV.UK bad-news letters: a refund
 * refused; the row's "we'll keep your deposit" as an act against the reader): "As you cancelled less than
 * 48 hours before arrival, we will retain your £150 deposit", "we'll be keeping the booking fee", "your
 * deposit will be forfeited". Verbs of keeping (Levin 15.2, keep verbs) with the reader's payment as
 * their object; "we'll keep your card details safe" keeps no money, and "we'll hold your seat" is help.
 */

const KEEPING = new Set([
  ...['retain', 'retains', 'retained', 'retaining', 'keep', 'keeps', 'keeping', 'kept', 'withhold'],
  ...['withholds', 'withheld', 'withholding', 'forfeit', 'forfeits', 'forfeited', 'deduct', 'deducted'],
]);
// What the reader paid in and could have had back.
const PAID_IN = new Set([
  ...['deposit', 'deposits', 'fee', 'fees', 'payment', 'payments', 'money', 'balance', 'charge', 'bond'],
  ...['instalment', 'instalments', 'prepayment'],
]);
const OBJECT_WORDS =
  /^(?:your|the|a|an|this|that|full|whole|entire|booking|cancellation|security|[$€£¥]?\d[\d,.]*)$/u;

// What makes keeping a safe-keeping or a condition: "keep your deposit safe … and return it", "retain
// your deposit only if the room is damaged".
const HELD_FOR = new Set(['if', 'unless', 'safe', 'safely', 'securely', 'protected', 'return', 'returned']);

/** Whether the rest of the sentence makes the keeping a safe-keeping or a condition. */
function heldForReader(block: BlockView, index: number): boolean {
  const { words, text } = block;
  for (let at = index + 1; at < words.length && words[at]?.sentence === words[index]?.sentence; at++) {
    // "…, as the keys were returned late": a reason after a comma is not the keeping's condition.
    const gap = text.slice(words[at - 1]?.end ?? 0, words[at]?.start ?? 0);
    if (/,/u.test(gap) && /^(?:as|because|since)$/u.test(words[at]?.normal ?? '')) return false;
    if (HELD_FOR.has(words[at]?.normal ?? '')) return true;
  }
  return false;
}

// Words that cannot modify the payment kept: they open a phrase or a clause.
const NOT_MODIFIERS = new Set([
  ...['for', 'to', 'in', 'on', 'at', 'of', 'and', 'but', 'until', 'while', 'as', 'if', 'with', 'by'],
  ...['it', 'them', 'you', 'this', 'that', 'safe', 'safely'],
]);

/**
 * A lowercase noun or adjective before the payment (the fifteenth pass): "the £200 holding deposit",
 * "the damage deposit", "your tenancy bond".
 */
function modifier(block: BlockView, index: number): boolean {
  const word = block.words[index];
  return word !== undefined && /^\p{Ll}{3,}$/u.test(word.text) && !NOT_MODIFIERS.has(word.normal);
}

// Payments that are the reader's own money by their kind: a deposit or a bond paid in to be returned.
const THEIRS = new Set(['deposit', 'deposits', 'bond', 'prepayment']);

/**
 * A sum held back until a date far off (sixteenth pass): "The extra $1,150 will be held until the end of
 * your tenancy", "£300 of your refund will be held until the audit". A sum as the subject of "will be
 * held until"; "Your seat will be held until 5 pm" holds no money.
 */
function sumHeld(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (word?.normal !== 'held' || words[index + 1]?.normal !== 'until') return false;
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  return /[$€£¥]\s?\d/u.test(text.slice(sentence.start, word.start));
}

/** The index of the verb of the reader's money kept, or undefined. */
export function moneyRetained(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (sumHeld(block, index) && !heldForReader(block, index)) return index;
    if (!KEEPING.has(normal)) continue;
    const sentence = words[index]?.sentence;
    if (heldForReader(block, index)) continue;
    // The active with the writer as subject: "we will retain your £150 deposit".
    if (writerAgent(block, index)) {
      let yours = false;
      for (let at = index + 1; at <= index + 6; at++) {
        const word = words[at];
        if (!word || word.sentence !== sentence) break;
        yours ||= word.normal === 'your' || word.normal === 'the';
        if (PAID_IN.has(word.normal)) {
          if (yours) return index;
          break;
        }
        // "we will retain $640 of your security deposit" (sixteenth pass): a part of the payment.
        if (word.normal === 'of' && /^[$€£¥]?\d/u.test(words[at - 1]?.normal ?? '')) continue;
        if (!OBJECT_WORDS.test(word.normal) && !modifier(block, at)) break;
      }
      continue;
    }
    // The passive: "your deposit will be forfeited", "the booking fee has been retained".
    // "Your bond of $800 will be kept to cover the cleaning" (the fifteenth pass): "kept", "withheld".
    if (!/(?:ed|kept|held)$/u.test(normal) || !/^(?:be|been|is|was)$/u.test(words[index - 1]?.normal ?? '')) {
      continue;
    }
    // Nine words back (seventeenth pass): "The £250 accommodation deposit for Room 4B, Harcourt Hall, will
    // be kept in full".
    for (let at = index - 2; at >= Math.max(0, index - 9); at--) {
      if (words[at]?.sentence !== sentence) break;
      const owner = words.slice(Math.max(0, at - 3), at).map((w) => w.normal);
      // A deposit or a bond is the reader's money whoever's determiner it has (sixteenth pass): "The
      // full security deposit of $1,200 will be retained to cover…".
      const paidIn = PAID_IN.has(words[at]?.normal ?? '');
      if (
        paidIn &&
        (owner.includes('your') || (THEIRS.has(words[at]?.normal ?? '') && owner.includes('the')))
      ) {
        return index;
      }
    }
  }
  return undefined;
}
