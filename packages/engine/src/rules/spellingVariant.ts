import type { PhraseEntry } from '../data/phraseEntry.ts';
import { SPELLING_VARIANTS, type SpellingVariant } from '../data/spellingVariants.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { compilePhrases, findPhrases, phraseMatch, wantPhrases, type PhraseMatcher } from './phraseRule.ts';
import { quote } from './wording.ts';

type Variant = 'us' | 'uk' | 'uk-oxford';

const NAMES: Record<Variant, string> = {
  us: 'American',
  uk: 'British',
  'uk-oxford': 'British (Oxford -ize)',
};

/** The spellings a variant's guide flags, each with the spelling it wants. */
function entriesFor(variant: Variant): PhraseEntry[] {
  const british = variant !== 'us';
  return SPELLING_VARIANTS.filter((pair: SpellingVariant) => {
    if (pair.flagIn !== undefined && pair.flagIn !== (british ? 'uk' : 'us')) return false;
    return !(variant === 'uk-oxford' && pair.ize === true);
  }).map((pair) => ({
    id: british ? pair.us : pair.uk,
    phrases: [british ? pair.us : pair.uk],
    forms: pair.forms,
    suggestions: [british ? pair.uk : pair.us],
    reason: pair.reason,
    source: pair.source,
    // "Lincoln Center", "The Colour Run": names keep their spelling.
    skipProperNames: true,
  }));
}

// Compiled on first use per variant: most guides use one.
const compiled = new Map<Variant, PhraseMatcher>();
function matcherFor(variant: Variant): PhraseMatcher {
  let matcher = compiled.get(variant);
  if (!matcher) {
    matcher = compilePhrases(entriesFor(variant));
    compiled.set(variant, matcher);
  }
  return matcher;
}

export const spellingVariant = defineBlockRule({
  id: 'spelling-variant',
  category: 'Choice of Words',
  name: 'American or British spelling',
  description:
    'Keeps to one spelling variant: `us` flags British spellings ("colour", "organise", "travelled"), `uk` flags American ones ("color", "organize", "traveled"), `uk-oxford` is British with -ize ("organize", "colour"). Words correct in both (British "program" for software, "license" as a verb) and names ("Lincoln Center") pass.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {
    variant: choiceParameter({
      description: 'Which spelling: us (American), uk (British, -ise) or uk-oxford (British, -ize).',
      options: ['us', 'uk', 'uk-oxford'],
      default: 'us',
    }),
  },
  examples: {
    params: { variant: 'us' },
    good: [
      'Pick a color for your organization.',
      'We canceled the order and traveled home.',
      'Visit the Lincoln Centre in our guide.',
    ],
    bad: [
      'Pick a colour for your organisation.',
      'We cancelled the order.',
      'The team organised a workshop.',
    ],
  },
  prepare: (params) => {
    const matcher = matcherFor(params.variant);
    wantPhrases(matcher);
    return { matcher, name: NAMES[params.variant] };
  },
  check(block, { matcher, name }) {
    return findPhrases(matcher, block).map((found) => {
      const wanted = found.suggestions[0] ?? '';
      return phraseMatch(
        found,
        block,
        `Write ${quote(wanted)}, not ${quote(found.written)}: the guide uses ${name} spelling.`,
      );
    });
  },
});
