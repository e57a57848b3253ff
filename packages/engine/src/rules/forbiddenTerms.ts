import { defineBlockRule } from './defineRule.ts';
import { compileGlossary, findGlossaryTerms, glossaryReach } from './glossaryMatcher.ts';
import { glossaryParameters, hitCounts, inflectSuggestion, resolveTerms } from './glossary.ts';
import type { RuleMatch } from './types.ts';
import { quote, quoteList } from './wording.ts';

export const forbiddenTerms = defineBlockRule({
  id: 'forbidden-terms',
  category: 'Choice of Words',
  name: 'Forbidden terms',
  description:
    'Flags terms the guide forbids, in every word form (plural, verb forms, possessive), and offers the replacements the glossary gives.',
  severity: 'error',
  reach: glossaryReach,
  parameters: glossaryParameters,
  examples: {
    params: { terms: [{ term: 'utilize', suggestions: ['use'] }, 'apple'] },
    good: ['Use the new dashboard to see your usage.', 'Our office is next to the Apple store.'],
    bad: [
      'Utilize the new dashboard.',
      'We utilized the dashboard last week.',
      'Our customer is utilizing the new dashboard.',
      'Utilize it. An apple a day.',
    ],
  },
  prepare: (params, context) => compileGlossary(resolveTerms(params, context)),
  check(block, matcher) {
    const matches: RuleMatch[] = [];
    for (const hit of findGlossaryTerms(matcher, block)) {
      if (!hitCounts(hit, block)) continue;
      const written = block.text.slice(hit.from, hit.to);
      // A name written as the glossary spells it ("C++") takes its suggestions as they are spelt.
      const asSpelt = hit.literal && written === hit.entry.term.trim();
      const suggestions = (hit.entry.suggestions ?? []).map((s) =>
        asSpelt ? s : inflectSuggestion(s, hit, written),
      );
      const note = hit.entry.note ? ` ${hit.entry.note}` : '';
      const only = suggestions.length === 1 ? suggestions[0] : undefined;
      matches.push({
        from: hit.from,
        to: hit.to,
        message:
          suggestions.length > 0
            ? `Replace ${quote(written)} with ${quoteList(suggestions)}: the guide forbids it.${note}`
            : `Rephrase without ${quote(written)}: the guide forbids it.${note}`,
        methodName: 'forbidden-term',
        suggestions,
        ...(only === undefined ? {} : { fix: { from: hit.from, to: hit.to, replacement: only } }),
      });
    }
    return matches;
  },
});
