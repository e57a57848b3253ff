import { LATIN_ENTRIES } from '../data/latinAbbreviations.ts';
import { definePhraseRule } from './phraseRule.ts';

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
  accept: (found) => found.written !== found.written.toUpperCase() || !/[A-Z]/.test(found.written),
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
