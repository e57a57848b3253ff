import { LATIN_ENTRIES } from '../data/latinAbbreviations.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule, type PhraseFound } from './phraseRule.ts';

/** "/etc/hosts": a path, not the abbreviation. */
function inPath(text: string, from: number, to: number): boolean {
  return text.charAt(from - 1) === '/' || text.charAt(to) === '/';
}

/** "Our Viz library", "the Ergo chair": a capital without a full stop in mid-sentence is a name. */
function namedInSentence(found: PhraseFound, block: BlockView): boolean {
  const first = block.words[found.hit.firstWord];
  return !!first && !first.sentenceStart && /^\p{Lu}/u.test(found.written) && !found.written.includes('.');
}

/** "ergo" as a conjunction starts a clause: at a sentence start or after a comma or semicolon. */
function afterPause(text: string, from: number): boolean {
  const before = text.slice(0, from).trimEnd();
  return before === '' || /[,;:.!?—–-]$/.test(before);
}

export const latinAbbreviations = definePhraseRule({
  id: 'latin-abbreviations',
  category: 'Choice of Words',
  name: 'Latin abbreviations',
  description:
    'Flags Latin abbreviations and phrases ("e.g.", "i.e.", "etc.", "viz.", "per annum") and offers plain English ("for example", "that is", "and so on", "namely", "a year"). A full stop that ends the sentence is kept.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Use a short name, for example your first name.',
      'Bring fruit, bread and so on.',
      'The IE team tested it in Internet Explorer.',
    ],
    bad: [
      'Use a short name, e.g. your first name.',
      'Use the main branch, i.e. the one called main.',
      'Bring fruit, bread, etc.',
      'Bring fruit, bread, etc. and a blanket.',
      'Smith et al. wrote the paper.',
    ],
  },
  entries: LATIN_ENTRIES,
  tokens: true,
  // "IE" (Internet Explorer), "EG" (a company): capitals name something.
  accept: (found, block) =>
    (found.written !== found.written.toUpperCase() || !/[A-Z]/.test(found.written)) &&
    !inPath(block.text, found.hit.from, found.hit.to) &&
    !namedInSentence(found, block) &&
    (found.entry.id !== 'ergo' || afterPause(block.text, found.hit.from)),
  // "…, etc. Then …": the abbreviation's full stop also ends the sentence, so the replacement keeps one.
  refine: (match, found, block) => {
    const { fix } = match;
    if (!fix || !found.written.endsWith('.')) return match;
    // The sentence goes on unless a capital (a new sentence) or nothing follows.
    const after = block.text.slice(found.hit.to).trimStart();
    const ends = after === '' || /^\p{Lu}/u.test(after);
    return ends ? { ...match, fix: { ...fix, replacement: `${fix.replacement}.` } } : match;
  },
});
