import { LATIN_ENTRIES } from '../data/latinAbbreviations.ts';
import type { BlockView } from '../language/types.ts';
import {
  afterPause,
  approximates,
  bareAbbreviationUsed,
  capitalsNameSomething,
  inPathOrDomain,
  namedInSentence,
  notaBeneOpens,
  quotedAsWord,
  vizMeansNamely,
} from './latinContext.ts';
import { definePhraseRule, type PhraseFound } from './phraseRule.ts';

/** Whether a found phrase is the Latin abbreviation in use, not a name, a path, a noun or a quoted word. */
function usedAsLatin(found: PhraseFound, block: BlockView): boolean {
  const { from, to } = found.hit;
  if (capitalsNameSomething(found, block) || namedInSentence(found, block)) return false;
  if (inPathOrDomain(block.text, from, to) || quotedAsWord(block.text, from, to)) return false;
  switch (found.entry.id) {
    case 'ergo':
      return afterPause(block.text, from);
    case 'e-g-bare':
    case 'i-e-bare':
      return bareAbbreviationUsed(block, to);
    case 'n-b':
      return notaBeneOpens(found, block);
    case 'circa':
      return approximates(block, to);
    case 'viz':
      return vizMeansNamely(found, block);
    default:
      return true;
  }
}

/** "NB: …", "N.B. The office…" → "Note: …": a label, in sentence case, with its colon. */
function noteFor(found: PhraseFound, block: BlockView): string {
  const first = block.words[found.hit.firstWord];
  const note = first?.sentenceStart === true ? 'Note' : 'note';
  return /^[:,]/.test(block.text.slice(found.hit.to)) ? note : `${note}:`;
}

export const latinAbbreviations = definePhraseRule({
  id: 'latin-abbreviations',
  category: 'Choice of Words',
  name: 'Latin abbreviations',
  description:
    'Flags Latin abbreviations and phrases ("e.g.", "i.e.", "etc.", "viz.", "N.B.", "vs.", "per annum", "per se", "vice versa") and offers plain English ("for example", "that is", "and so on", "namely", "note", "versus", "a year", "in itself", "the other way round"). A full stop that ends the sentence is kept; names, paths and a word quoted as a word pass.',
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
  accept: usedAsLatin,
  // "…, etc. Then …": the abbreviation's full stop also ends the sentence, so the replacement keeps one.
  refine: (match, found, block) => {
    const { fix } = match;
    if (fix && found.entry.id === 'n-b') {
      return { ...match, fix: { ...fix, replacement: noteFor(found, block) } };
    }
    if (!fix || !found.written.endsWith('.')) return match;
    // The sentence goes on unless a capital (a new sentence) or nothing follows.
    const after = block.text.slice(found.hit.to).trimStart();
    const ends = after === '' || /^\p{Lu}/u.test(after);
    return ends ? { ...match, fix: { ...fix, replacement: `${fix.replacement}.` } } : match;
  },
});
