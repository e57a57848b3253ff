import type { PhraseEntry } from '../data/phraseEntry.ts';
import { SPELLING_VARIANTS, type SpellingVariant } from '../data/spellingVariants.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { compilePhrases, findPhrases, phraseMatch, wantPhrases, type PhraseMatcher } from './phraseRule.ts';
import { quote } from './wording.ts';
import type { BlockView } from '../language/types.ts';
import { inflect, wordForms } from '../language/wordForms.ts';
import { matchCase } from '../language/normalize.ts';
import type { RuleMatch } from './types.ts';

type Variant = 'us' | 'uk' | 'uk-oxford';

const NAMES: Record<Variant, string> = {
  us: 'American',
  uk: 'British',
  'uk-oxford': 'British (Oxford -ize)',
};

/**
 * The spellings a variant's guide flags, each with the spelling it wants. Oxford spelling is British
 * except for -ize: it flags "colour"'s American form and the -ise form of an -ize word ("organise").
 */
function entriesFor(variant: Variant): PhraseEntry[] {
  const british = variant !== 'us';
  return SPELLING_VARIANTS.filter(
    (pair: SpellingVariant) => pair.flagIn === undefined || pair.flagIn === (british ? 'uk' : 'us'),
  ).map((pair) => {
    const wantsUs = !british || (variant === 'uk-oxford' && pair.ize === true);
    return {
      id: wantsUs ? pair.uk : pair.us,
      phrases: [wantsUs ? pair.uk : pair.us],
      forms: pair.forms,
      suggestions: [wantsUs ? pair.us : pair.uk],
      reason: pair.reason,
      source: pair.source,
      // "Lincoln Center", "The Colour Run": names keep their spelling.
      skipProperNames: true,
      ...(pair.onlyAfter ? { onlyAfter: pair.onlyAfter } : {}),
    };
  });
}

/** Each flagged single-word spelling in every form it matches, with the wanted spelling in that form. */
function partsFor(variant: Variant): Map<string, string> {
  const parts = new Map<string, string>();
  for (const entry of entriesFor(variant)) {
    const flagged = entry.phrases[0] ?? '';
    const wanted = entry.suggestions[0] ?? '';
    if (flagged.includes(' ') || flagged.includes('-') || entry.onlyAfter) continue;
    const role = entry.forms === 'none' || entry.forms === undefined ? undefined : entry.forms;
    const forms =
      role === undefined ? [{ form: flagged, inflection: 'base' as const }] : wordForms(flagged, role);
    for (const { form, inflection } of forms) {
      if (!parts.has(form)) {
        parts.set(form, inflection === 'base' ? wanted : (inflect(wanted, inflection)[0] ?? wanted));
      }
    }
  }
  return parts;
}

const compiledParts = new Map<Variant, Map<string, string>>();
function hyphenPartsFor(variant: Variant): Map<string, string> {
  let parts = compiledParts.get(variant);
  if (!parts) {
    parts = partsFor(variant);
    compiledParts.set(variant, parts);
  }
  return parts;
}

/**
 * "colour-coded", "user-centred": the parser keeps a hyphenated compound as one word, so its parts are
 * looked up one by one. A capitalised compound in mid-sentence is a name ("Rolls-Royce Centre").
 */
function hyphenMatches(block: BlockView, parts: Map<string, string>, name: string): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const word of block.words) {
    if (!word.normal.includes('-')) continue;
    if (!word.sentenceStart && /^\p{Lu}/u.test(word.text)) continue;
    let offset = 0;
    for (const part of word.text.split('-')) {
      const wanted = parts.get(part.toLowerCase());
      if (wanted !== undefined) {
        const replacement = matchCase(part, wanted);
        const from = word.start + offset;
        const to = from + part.length;
        matches.push({
          from,
          to,
          message: `Write ${quote(replacement)}, not ${quote(part)}: the guide uses ${name} spelling.`,
          methodName: 'hyphenated-part',
          suggestions: [replacement],
          fix: { from, to, replacement },
        });
      }
      offset += part.length + 1;
    }
  }
  return matches;
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
    return { matcher, parts: hyphenPartsFor(params.variant), name: NAMES[params.variant] };
  },
  check(block, { matcher, parts, name }) {
    const found = findPhrases(matcher, block).map((found) => {
      const wanted = found.suggestions[0] ?? '';
      return phraseMatch(
        found,
        block,
        `Write ${quote(wanted)}, not ${quote(found.written)}: the guide uses ${name} spelling.`,
      );
    });
    return block.text.includes('-') ? [...found, ...hyphenMatches(block, parts, name)] : found;
  },
});
