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

/** The index of the verb of the reader's money kept, or undefined. */
export function moneyRetained(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (!KEEPING.has(normal)) continue;
    const sentence = words[index]?.sentence;
    if (heldForReader(block, index)) continue;
    // The active with the writer as subject: "we will retain your £150 deposit".
    if (writerAgent(block, index)) {
      let yours = false;
      for (let at = index + 1; at <= index + 4; at++) {
        const word = words[at];
        if (!word || word.sentence !== sentence) break;
        yours ||= word.normal === 'your' || word.normal === 'the';
        if (PAID_IN.has(word.normal)) {
          if (yours) return index;
          break;
        }
        if (!OBJECT_WORDS.test(word.normal) && !modifier(block, at)) break;
      }
      continue;
    }
    // The passive: "your deposit will be forfeited", "the booking fee has been retained".
    // "Your bond of $800 will be kept to cover the cleaning" (the fifteenth pass): "kept", "withheld".
    if (!/(?:ed|kept|held)$/u.test(normal) || !/^(?:be|been|is|was)$/u.test(words[index - 1]?.normal ?? '')) {
      continue;
    }
    for (let at = index - 2; at >= Math.max(0, index - 6); at--) {
      if (words[at]?.sentence !== sentence) break;
      if (
        PAID_IN.has(words[at]?.normal ?? '') &&
        words.slice(Math.max(0, at - 3), at).some((w) => w.normal === 'your')
      ) {
        return index;
      }
    }
  }
  return undefined;
}
