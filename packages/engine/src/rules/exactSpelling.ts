import { caseAccepted } from '../language/casePolicy.ts';
import { capitalise } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { compileGlossary, findGlossaryTerms, glossaryReach, type GlossaryHit } from './glossaryMatcher.ts';
import { glossaryParameters, resolveTerms } from './glossary.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const WHITE_SPACE_RUNS = /\s+/g;
const CAPITAL_START = /^\p{Lu}/u;

export const exactSpelling = defineBlockRule({
  id: 'exact-spelling',
  category: 'Choice of Words',
  name: 'Exact spelling',
  description:
    'Brand and product names must be spelt exactly as the glossary writes them ("GitHub", not "Github", "github" or "Git Hub"), in every word form.',
  severity: 'error',
  reach: glossaryReach,
  parameters: glossaryParameters,
  examples: {
    params: { terms: ['GitHub', 'email'] },
    good: [
      'Push the branch to GitHub.',
      "GitHub's pull requests are fast.",
      'Email us. We answer every email.',
      'Clone it from github.com/acme/app.',
    ],
    bad: [
      'Push the branch to Github.',
      'Push the branch to github.',
      'Ask Git Hub support.',
      'Send us an e-mail.',
    ],
  },
  prepare: (params, context) => compileGlossary(resolveTerms(params, context), { loose: true }),
  check(block, matcher) {
    const matches: RuleMatch[] = [];
    for (const hit of findGlossaryTerms(matcher, block)) {
      const replacement = misspelt(hit, block);
      if (replacement === null) continue;
      const written = block.text.slice(hit.from, hit.to);
      matches.push({
        from: hit.from,
        to: hit.to,
        message: `Write ${quote(replacement)}, not ${quote(written)}: that is how the guide spells it.${hit.entry.note ? ` ${hit.entry.note}` : ''}`,
        methodName: 'exact-spelling',
        suggestions: [replacement],
        fix: { from: hit.from, to: hit.to, replacement },
      });
    }
    return matches;
  },
});

/** The right spelling when the hit is misspelt, else null. */
function misspelt(hit: GlossaryHit, block: BlockView): string | null {
  const heading = block.kind === 'heading';
  if (hit.literal) {
    // Symbols and all: "C++", ".NET" are written exactly so, whitespace aside.
    const written = block.text.slice(hit.from, hit.to).replace(WHITE_SPACE_RUNS, ' ');
    const term = hit.entry.term.trim().replace(WHITE_SPACE_RUNS, ' ');
    return written === term ? null : term;
  }
  const words = block.words.slice(hit.firstWord, hit.lastWord + 1);
  if (hit.split) {
    // "Git Hub" for "GitHub": only when written as names, so "linked in" stays prose for "LinkedIn".
    return words.every((word) => CAPITAL_START.test(word.text)) ? hit.entry.term : null;
  }
  let wrong = false;
  const expected: string[] = [];
  for (const [index, word] of words.entries()) {
    const spelling = hit.expected[index] ?? word.text;
    if (caseAccepted(word.text, spelling, { sentenceStart: word.sentenceStart, heading })) {
      expected.push(word.text);
      continue;
    }
    wrong = true;
    // A lower-case term keeps the capital that the sentence start or heading gives it.
    const capital =
      spelling === spelling.toLowerCase() && (word.sentenceStart || heading) && CAPITAL_START.test(word.text);
    expected.push(capital ? capitalise(spelling) : spelling);
  }
  return wrong ? expected.join(' ') : null;
}
