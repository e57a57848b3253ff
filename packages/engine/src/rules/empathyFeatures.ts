import type { BlockView } from '../language/types.ts';

/**
 * A problem word that names a product feature heading a how-to line: "Delay sending: schedule any email
 * up to 30 days ahead", "## Delay delivery". Feature names are often a verb and its object, the control
 * the reader uses (Outlook's "Delay Delivery", "Delay or schedule sending email messages"); a news label
 * is a noun or a participle ("Delay notice:", "Delayed:", "Delay affecting deliveries:").
 */

// What a feature delays or schedules: "Delay delivery", "Delay send", "Delay payment".
const OBJECTS = new Set(['delivery', 'send', 'start', 'publish', 'payment', 'payments', 'reminders']);
// Words in -ing that are no gerund object of the problem word but say the problem goes on.
const NOT_GERUNDS = new Set([
  ...['ongoing', 'pending', 'continuing', 'remaining', 'during', 'affecting', 'impacting', 'causing'],
  ...['warning', 'hitting', 'following', 'ending'],
]);

/**
 * Whether the problem at `first` opens a two-word feature name, the problem word and a gerund or the
 * object it acts on, that is a heading or the label before a colon: "Delay sending: schedule…".
 */
export function featureName(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  const object = words[last + 1];
  if (first !== last || !word?.sentenceStart || !/^\p{Lu}/u.test(word.text) || word.normal.endsWith('ed')) {
    return false;
  }
  if (!object || object.sentence !== word.sentence || !object.joined) return false;
  const gerund = /^\p{L}+ing$/u.test(object.normal) && !NOT_GERUNDS.has(object.normal);
  if (!gerund && !OBJECTS.has(object.normal)) return false;
  const after = words[last + 2];
  if (block.kind === 'heading') return after === undefined;
  return /^\s*:/u.test(text.slice(object.end, after?.start ?? text.length)) && after !== undefined;
}
