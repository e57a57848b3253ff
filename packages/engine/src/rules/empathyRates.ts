import type { BlockView } from '../language/types.ts';

/**
 * A rate that moves against the reader (bank and energy-supplier notices; GOV.UK bad-news letters: a
 * charge put up): whether a rise or a fall is bad news depends on which side of the rate the reader is.
 * A borrower's or a customer's rate going up ("Your mortgage rate will rise from 4.10% to 4.85%", "your
 * unit rate increases") and a saver's rate going down ("The interest rate on your Easy Saver account
 * drops from 4.1% to 3.6% AER") are news; the other way round is good news, and a rate with no side
 * ("Interest rates rose 0.25% today") is a report.
 */

// Words that put the reader on the paying side of a rate.
const PAYING = new Set([
  ...['mortgage', 'loan', 'loans', 'borrowing', 'overdraft', 'apr', 'card', 'purchase', 'unit', 'tariff'],
  ...['standing', 'finance', 'lending', 'repayment', 'repayments', 'arrears', 'variable', 'energy'],
]);
// Words that put the reader on the earning side of a rate.
const EARNING = new Set([
  ...['saver', 'savings', 'isa', 'aer', 'deposit', 'deposits', 'bond', 'bonds', 'earn', 'earns', 'cashback'],
  ...['reward', 'rewards', 'pension', 'bonus', 'dividend'],
]);
const UP = new Set(['rise', 'rises', 'rising', 'rose', 'increase', 'increases', 'increasing', 'increased']);
const DOWN = new Set([
  ...['drop', 'drops', 'dropping', 'dropped', 'fall', 'falls', 'falling', 'fell', 'decrease', 'decreases'],
  ...['decreased', 'reduced', 'cut', 'lowered', 'reduce', 'lower'],
]);
// "Interest on your Flexi Saver will drop to 2.1%": interest is read as its rate.
const RATES = new Set(['rate', 'rates', 'interest']);

/** The index of the verb of a rate moving against the reader, or undefined. */
export function rateAgainst(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    if (!RATES.has(words[index]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    const move = direction(block, index, sentence.endWord);
    if (!move) continue;
    let paying = false;
    let earning = false;
    for (let at = sentence.firstWord; at < sentence.endWord; at++) {
      const normal = words[at]?.normal ?? '';
      paying ||= PAYING.has(normal);
      earning ||= EARNING.has(normal);
    }
    if (paying === earning) continue;
    if ((paying && move.up) || (earning && !move.up)) return move.at;
  }
  return undefined;
}

/**
 * The rate's move within ten words after it: a verb of rising or falling ("will rise", "drops", "goes
 * up"), or "from A% to B%" compared. Ten, not six: the account's name sits between the rate and its
 * verb ("Interest on the Easy Saver account will fall…", "The interest rate on your Easy Saver account
 * will go down…"). Undefined when the sentence tells no move.
 */
function direction(
  block: BlockView,
  index: number,
  end: number,
): { readonly up: boolean; readonly at: number } | undefined {
  const { words, text } = block;
  for (let at = index + 1; at < Math.min(end, index + 11); at++) {
    const normal = words[at]?.normal ?? '';
    if (/^(?:and|but|so|because|which|while)$/u.test(normal)) return undefined;
    // "will go up", "goes down".
    if (/^(?:go|goes|going|went|gone)$/u.test(normal)) {
      const next = words[at + 1]?.normal;
      if (next === 'up' || next === 'down') return { up: next === 'up', at };
    }
    if (normal === 'from') {
      // "from 4.10% to 4.85%", "from 24p to 27p per kWh", "from £0.24 to £0.27".
      const pair = /^\s*[£$€]?(\d+(?:\.\d+)?)\s?(?:%|p\b)?\s+to\s+[£$€]?(\d+(?:\.\d+)?)/u.exec(
        text.slice(words[at]?.end ?? 0),
      );
      if (pair) return { up: Number(pair[2]) > Number(pair[1]), at };
    }
    // "Overdraft interest on your account will be 39.9% EAR from 12 May": a new rate with its date, a
    // change told without the old figure; read as a rise for the side that pays.
    if (
      /^(?:be|becomes|become)$/u.test(normal) &&
      /^\s*\d+(?:\.\d+)?\s?%[^.;!?]*\b(?:from|starting|on)\s/u.test(text.slice(words[at]?.end ?? 0))
    ) {
      return { up: true, at };
    }
    if (UP.has(normal)) return { up: true, at };
    if (DOWN.has(normal)) return { up: false, at };
  }
  return undefined;
}
