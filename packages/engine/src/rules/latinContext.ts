import type { PhraseFound } from './phraseRule.ts';
import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

/**
 * When a Latin abbreviation as found is not the abbreviation, or not used as one: a path, a name, a
 * word quoted as a word, a noun spelt the same ("your viz"). Each test is one reading a careful editor
 * would leave alone.
 */

/** "/etc/hosts", "example.ie", "--ie", "etc/setup.sh": part of a path or a domain, not the abbreviation. */
export function inPathOrDomain(text: string, from: number, to: number): boolean {
  const before = text.charAt(from - 1);
  return /[/._-]/.test(before) || text.charAt(to) === '/';
}

/**
 * “Write "for example", not "e.g."”: the abbreviation named in quotes, as a word, not used; and a
 * customer's words in double quotes keep their own voice (as for contractions and hedging).
 */
export function quotedAsWord(text: string, from: number, to: number): boolean {
  if (/["“‘'`*_]/.test(text.charAt(from - 1)) && /["”’'`*_]/.test(text.charAt(to))) return true;
  return quotedRanges(text).some(([start, end]) => from >= start && to <= end);
}

/** "Our Viz library", "the Ergo chair": a capital without a full stop in mid-sentence is a name. */
export function namedInSentence(found: PhraseFound, block: BlockView): boolean {
  const first = block.words[found.hit.firstWord];
  return !!first && !first.sentenceStart && /^\p{Lu}/u.test(found.written) && !found.written.includes('.');
}

/** The text right after the phrase, spaces skipped. */
function following(block: BlockView, to: number): string {
  return block.text.slice(to).trimStart();
}

/** A conjunction or "namely" starts its clause: at a sentence start or after a comma, colon or bracket. */
export function afterPause(text: string, from: number): boolean {
  const before = text.slice(0, from).trimEnd();
  return before === '' || /[,;:.!?(—–-]$/.test(before);
}

/**
 * "IE", "EG", "VS Code": capitals without dots name something. With dots, capitals are the abbreviation
 * ("E.G. you can…", "N.B. The office…") unless a name follows ("I.E. Smith", initials).
 */
export function capitalsNameSomething(found: PhraseFound, block: BlockView): boolean {
  const { written } = found;
  if (written !== written.toUpperCase() || !/[A-Z]/.test(written)) return false;
  if (found.entry.id === 'n-b') return false;
  if (!written.includes('.')) return true;
  return /^\p{Lu}/u.test(following(block, found.hit.to));
}

/**
 * "eg" and "ie" without dots are the abbreviation when a word, a comma or a colon follows ("eg, billing"),
 * not at the end of a sentence (a file or tag name).
 */
export function bareAbbreviationUsed(block: BlockView, to: number): boolean {
  return /^[\p{L}\p{N},:("“‘`]/u.test(following(block, to));
}

/** "NB" without dots is "note well" only when it opens its sentence ("NB: the office…"), not "the NB column". */
export function notaBeneOpens(found: PhraseFound, block: BlockView): boolean {
  if (found.written.includes('.')) return true;
  const first = block.words[found.hit.firstWord];
  return !!first && (first.sentenceStart || afterPause(block.text, found.hit.from));
}

/** "Circa, our timeline app": circa means "about" only before what it approximates (a date, a number). */
export function approximates(block: BlockView, to: number): boolean {
  return /^[\p{L}\p{N}$£€~]/u.test(following(block, to));
}

const VIZ_NOUN_BEFORE = new Set([
  'a',
  'the',
  'your',
  'my',
  'our',
  'their',
  'his',
  'her',
  'its',
  'this',
  'that',
  'each',
  'every',
  'new',
  'first',
  'interactive',
  'published',
]);

/**
 * "viz." means "namely" after a pause ("two plans, viz. Basic and Pro"); "your viz", "the viz loads" is
 * the noun for a chart (Tableau's word for a visualisation).
 */
export function vizMeansNamely(found: PhraseFound, block: BlockView): boolean {
  const previous = block.words[found.hit.firstWord - 1];
  const sameSentence = previous?.sentence === block.words[found.hit.firstWord]?.sentence;
  if (sameSentence && previous && VIZ_NOUN_BEFORE.has(previous.normal)) return false;
  // The parser may leave the full stop of "viz." out of the word.
  const to = block.text.charAt(found.hit.to) === '.' ? found.hit.to + 1 : found.hit.to;
  return afterPause(block.text, found.hit.from) && bareAbbreviationUsed(block, to);
}
