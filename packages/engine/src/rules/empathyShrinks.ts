import type { BlockView } from '../language/types.ts';
import { CURRENCY } from './empathyQuantities.ts';

/**
 * A cut told by its figures, whatever is cut (GOV.UK bad-news letters: a service reduced): a verb of
 * reducing and "from A to B" with B below A, in the passive ("the Wednesday evening yoga class is being
 * cut from 60 minutes to 45 minutes") or in the active ("We have reduced the storage included with the
 * Basic plan from 50 GB to 20 GB"). The figures say it is less; only a burden cut (a price, a fee, a wait:
 * "We've cut wait times from 5 days to 2", "reduced from $20 to $15") is good news, and money is read by
 * the price signals.
 */

// Verbs of reducing (Levin 45.6, verbs of calibratable change of state: reduce, cut, lower, shorten).
const REDUCING = new Set([
  ...['reduce', 'reduced', 'reducing', 'reduces', 'cut', 'cutting', 'cuts', 'lower', 'lowered', 'lowering'],
  ...['shorten', 'shortened', 'shortening', 'decrease', 'decreased', 'decreasing', 'trim', 'trimmed'],
  ...['halve', 'halved', 'scale', 'scaled', 'shrink', 'shrunk', 'shrinking'],
]);
// What the reader is better off with less of: a price, a wait, a limit on them.
const BURDENS = new Set([
  ...['price', 'prices', 'fee', 'fees', 'charge', 'charges', 'cost', 'costs', 'bill', 'bills', 'rent'],
  ...['wait', 'waits', 'waiting', 'times', 'latency', 'delay', 'delays', 'downtime', 'queue'],
  ...['queues', 'errors', 'emissions', 'penalty', 'penalties', 'interest', 'deposit', 'premium', 'steps'],
  ...['noise', 'ads', 'adverts', 'rate', 'rates', 'tax', 'taxes', 'fares', 'fare', 'minimum'],
]);
// What is offered to people for a time: its shortening is less service.
const SERVICES = new Set([
  ...['class', 'classes', 'session', 'sessions', 'lesson', 'lessons', 'appointment', 'appointments'],
  ...['slot', 'slots', 'visit', 'visits', 'opening', 'hours', 'consultation', 'consultations', 'service'],
  ...['tour', 'tours', 'course', 'courses', 'trial', 'warranty', 'cover', 'stay', 'break', 'lunch'],
]);
const FIGURE = String.raw`(\d[\d,]*(?:\.\d+)?)`;
// "from 60 minutes to 45 minutes", "from 50 GB to 20 GB", "from 1,000 to 300".
const FROM_TO = new RegExp(String.raw`^\s*${FIGURE}[^\d.;!?]{0,20}?\s+to\s+${FIGURE}`, 'u');

/** The index of the verb of a cut whose figures fall, unless what is cut is a burden. */
export function cutByFigures(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    if (!REDUCING.has(words[index]?.normal ?? '')) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence || CURRENCY.test(text.slice(sentence.start, sentence.end))) continue;
    // "from" within eight words after the verb, with the figures falling after it.
    let from = -1;
    for (let at = index + 1; at <= index + 9 && at < sentence.endWord; at++) {
      if (words[at]?.normal === 'from') {
        from = at;
        break;
      }
    }
    const fromWord = words[from];
    if (!fromWord) continue;
    const pair = FROM_TO.exec(text.slice(fromWord.end, sentence.end));
    if (!pair || Number((pair[2] ?? '').replaceAll(',', '')) >= Number((pair[1] ?? '').replaceAll(',', ''))) {
      continue;
    }
    // What is cut: the subject before the verb and the object up to "from".
    let burden = false;
    let service = false;
    for (let at = sentence.firstWord; at < from; at++) {
      burden ||= BURDENS.has(words[at]?.normal ?? '');
      service ||= SERVICES.has(words[at]?.normal ?? '');
    }
    // A duration cut is a service shortened ("the yoga class … from 60 minutes to 45") or a task made
    // faster ("cut the test suite from 40 minutes to 18 minutes").
    const duration = /^\s*[\d.,]+\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?)\b/iu.test(
      text.slice(fromWord.end),
    );
    if (!burden && (!duration || service)) return index;
  }
  return undefined;
}
