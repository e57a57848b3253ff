import { cuss } from 'cuss';
import { ADJECTIVAL_PARTICIPLES, BE_FORMS, BETWEEN, NOT_PARTICIPLES } from '../data/passiveVoice.ts';
import { INTENSIFIERS } from '../data/intensifiers.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import { SIMPLIFY_PHRASES, SIMPLIFY_SKIPPED } from '../data/simplify.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { alternation, escapeRegExp, phrasePattern } from './valePatterns.ts';
import type { ValeRuleExport, ValeRuleFile } from './valeTypes.ts';

/** intensifiers: an `existence` of the engine's intensifier list. */
export function intensifiersToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Cut '%s' or say how much: it inflates instead of informing.",
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          action: { name: 'remove' },
          tokens: INTENSIFIERS.map((entry) => phrasePattern(entry.word)),
        },
      },
    ],
    differences: [],
  };
}

/**
 * simplify: a `substitution` of the Plain Language phrases with their plainer words; phrases that
 * are best cut have their own `existence` rule.
 */
export function simplifyToVale(context: ValeRuleContext): ValeRuleExport {
  const skipped = new Set(SIMPLIFY_SKIPPED.map((entry) => entry.phrase));
  const swap: Record<string, string> = {};
  const cut: string[] = [];
  for (const [phrase, replacements] of SIMPLIFY_PHRASES) {
    if (skipped.has(phrase)) continue;
    if (replacements.length === 0) cut.push(phrasePattern(phrase));
    else swap[phrasePattern(phrase)] ??= replacements.join('|');
  }
  const files: ValeRuleFile[] = [
    {
      name: context.fileName,
      rule: {
        extends: 'substitution',
        message: "Simplify: use '%s' instead of '%s'.",
        level: context.level,
        description: context.info.description,
        ignorecase: true,
        action: { name: 'replace' },
        swap,
      },
    },
  ];
  if (cut.length > 0) {
    files.push({
      name: `${context.fileName}Cut`,
      rule: {
        extends: 'existence',
        message: "Simplify: cut '%s'.",
        level: context.level,
        description: context.info.description,
        ignorecase: true,
        action: { name: 'remove' },
        tokens: cut,
      },
    });
  }
  return {
    files,
    differences: ['Phrases whose plainer word fits only sometimes are offered as replacements, not as cuts.'],
  };
}

/**
 * passive-voice: an `existence` of a form of "be", optional adverbs, then a past participle (irregular
 * ones by name, regular ones by "-ed"); participles used as adjectives ("excited", "married") are
 * exceptions.
 */
export function passiveVoiceToVale(context: ValeRuleContext): ValeRuleExport {
  const be = alternation(BE_FORMS.map(phrasePattern));
  const between = alternation([...BETWEEN, ...BE_FORMS].map(phrasePattern));
  const irregular = IRREGULAR_VERBS.flatMap(([base, , participle]) =>
    base === 'be' ? [] : participle.split('/'),
  );
  // Regular participles end in "-ed" but not "-eed" ("need"), except the verbs that end in "ee".
  const regular = '[a-z][a-z-]{1,}[a-df-z-]ed|(?:agre|decre|fre|guarante|refere|disagre|oversee)ed';
  const participle = `(?:${regular}|${alternation(irregular.map(escapeRegExp))})`;
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Use the active voice: say who acts instead of writing '%s'.",
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          tokens: [`${be}(?:\\s+${between})*\\s+${participle}`],
          // Vale wraps exceptions in word boundaries and lets a match pass when it contains one.
          exceptions: [...ADJECTIVAL_PARTICIPLES.map((entry) => entry.word), ...NOT_PARTICIPLES].map(
            escapeRegExp,
          ),
        },
      },
    ],
    differences: [
      'An exception word anywhere in the match lets it pass, so "is not tired" and "was married" pass as in the engine.',
    ],
  };
}

/** profanity: an `existence` of the cuss list (the data of retext-profanities) at the rule's `sureness`. */
export function profanityToVale(context: ValeRuleContext): ValeRuleExport {
  const sureness = typeof context.params.sureness === 'number' ? context.params.sureness : 2;
  const words = Object.entries(cuss)
    .filter(([, rating]) => rating >= sureness)
    .map(([phrase]) => phrasePattern(phrase.toLowerCase()))
    .sort();
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Replace '%s': readers may find it profane, and it does not fit a brand voice.",
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          tokens: [...new Set(words)],
        },
      },
    ],
    differences: ['Plural forms are not matched unless the cuss list has them.'],
  };
}
