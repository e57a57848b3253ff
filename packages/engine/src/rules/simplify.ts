import { SIMPLIFY_PHRASES, SIMPLIFY_REASON, SIMPLIFY_SKIPPED } from '../data/simplify.ts';
import { matchCase } from '../language/normalize.ts';
import { inflectSuggestion } from './glossary.ts';
import { defineBlockRule } from './defineRule.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import type { RuleMatch } from './types.ts';
import { quote, quoteList } from './wording.ts';

const skipped = new Set(SIMPLIFY_SKIPPED.map((entry) => entry.phrase));
// retext-simplify matches its phrases as written; a single word here also matches its verb forms
// ("utilized", "facilitates", "commencing"), with the replacement in the same form ("used").
const matcher = compileShared(
  SIMPLIFY_PHRASES.filter(([phrase]) => !skipped.has(phrase)).map(([term, replacements, omit]) => ({
    term,
    forms: term.includes(' ') ? ('none' as const) : ('verb' as const),
    replacements,
    omit: omit === true,
  })),
);

export const simplify = defineBlockRule({
  id: 'simplify',
  category: 'Readability and Flow',
  name: 'Simpler words',
  description:
    'Flags wordy or complex phrases ("in order to", "utilize", "a number of") and offers the plainer words of the Plain Language Guidelines (the data of retext-simplify).',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['Use the form to apply.', 'We need to decide today.', 'It is raining, and there are clouds.'],
    bad: [
      'In order to apply, fill in the form.',
      'Please utilize the form.',
      'We are in the process of moving.',
    ],
  },
  prepare: () => {
    wantShared(matcher);
    return matcher;
  },
  check(block, terms) {
    const matches: RuleMatch[] = [];
    for (const hit of findShared(terms, block)) {
      const written = block.text.slice(hit.from, hit.to);
      const suggestions = hit.entry.replacements.map((replacement) =>
        matchCase(
          written,
          hit.inflection === 'base' ? replacement : inflectSuggestion(replacement, hit, written),
        ),
      );
      const only = suggestions.length === 1 && !hit.entry.omit ? suggestions[0] : undefined;
      const options = [
        ...(suggestions.length > 0 ? [`replace it with ${quoteList(suggestions)}`] : []),
        ...(hit.entry.omit ? ['cut it'] : []),
      ];
      matches.push({
        from: hit.from,
        to: hit.to,
        message: `Simplify ${quote(written)}: ${options.join(' or ')}. ${SIMPLIFY_REASON}`,
        methodName: hit.entry.term.replace(/\s+/g, '-'),
        suggestions,
        ...(only === undefined ? {} : { fix: { from: hit.from, to: hit.to, replacement: only } }),
      });
    }
    return matches;
  },
});
