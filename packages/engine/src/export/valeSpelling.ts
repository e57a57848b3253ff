import {
  CONTRACTIBLE,
  CONTRACTIONS,
  type Contraction,
  HAD_NEXT,
  HAS_NEXT,
  isNegation,
  WOULD_NEXT,
} from '../data/contractions.ts';
import { SPELLING_VARIANTS } from '../data/spellingVariants.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { WORD_END, WORD_GAP, wordsPattern } from './valeLookarounds.ts';
import { inflectLike, phrasePattern } from './valePatterns.ts';
import { entryPattern, phraseForms } from './valePhrases.ts';
import type { ValeRuleExport } from './valeTypes.ts';

type Variant = 'us' | 'uk' | 'uk-oxford';

const SPELLING_NAMES: Readonly<Record<Variant, string>> = {
  us: 'American',
  uk: 'British',
  'uk-oxford': 'British (Oxford -ize)',
};

const isVariant = (value: unknown): value is Variant =>
  value === 'us' || value === 'uk' || value === 'uk-oxford';

/**
 * The spellings a variant's guide flags, each as a pattern with the spelling it wants in the same
 * inflection ("organised" → "organized"), chosen as the rule's `entriesFor` chooses them: `flagIn` entries
 * only in their variant's guide, and Oxford spelling flags the -ise form of the -ize words. A capitalised spelling in
 * mid-sentence is a name ("Lincoln Centre") and passes, as in the engine.
 */
function spellingSwap(variant: Variant): Record<string, string> {
  const british = variant !== 'us';
  const swap: Record<string, string> = {};
  for (const pair of SPELLING_VARIANTS) {
    if (pair.flagIn !== undefined && pair.flagIn !== (british ? 'uk' : 'us')) continue;
    // Oxford spelling wants the -ize form of the -ize words.
    const wantsUs = !british || (variant === 'uk-oxford' && pair.ize === true);
    const flagged = wantsUs ? pair.uk : pair.us;
    const wanted = wantsUs ? pair.us : pair.uk;
    // Forms that take the same spelling share a key.
    const byWanted = new Map<string, string[]>();
    for (const form of phraseForms(flagged, pair.forms)) {
      const suggestion = inflectLike(wanted, form);
      byWanted.set(suggestion, [...(byWanted.get(suggestion) ?? []), form.text]);
    }
    for (const [suggestion, phrases] of byWanted) {
      const entry = {
        id: flagged,
        phrases,
        suggestions: [suggestion],
        reason: pair.reason,
        source: pair.source,
        ...(pair.onlyAfter ? { onlyAfter: pair.onlyAfter } : {}),
      };
      swap[entryPattern(entry, { skipProperNames: true })] ??= suggestion;
    }
  }
  return swap;
}

/** spelling-variant: a `substitution` of the other variant's spellings, in the inflection of the text. */
export function spellingVariantToVale(context: ValeRuleContext): ValeRuleExport {
  const variant = isVariant(context.params.variant) ? context.params.variant : 'us';
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: `Write '%s', not '%s': the guide uses ${SPELLING_NAMES[variant]} spelling.`,
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          capitalize: true,
          action: { name: 'replace' },
          swap: spellingSwap(variant),
        },
      },
    ],
    differences: [
      'A spelling with a capital in mid-sentence is taken for a name and passes, also in capitals ("COLOUR"); after the full stop of an abbreviation it is read as a sentence start.',
    ],
  };
}

/** A word after the contraction, in its sentence: one of `list`. */
const nextIs = (list: ReadonlyArray<{ readonly word: string }>): string =>
  `(?=${WORD_GAP}${wordsPattern(list.map((entry) => entry.word))}${WORD_END})`;

/**
 * The swap keys of a contraction with two readings, as the rule tells them by the next word: "'s" is
 * "has" before "been" ("it's been"), else "is"; "'d" is "had" before "been", "would" before "like", and
 * either elsewhere. The longer keys come first in Vale's pattern.
 */
function readingSwaps(entry: Contraction, alternative: string): Array<readonly [string, string]> {
  const short = phrasePattern(entry.short);
  if (entry.short.endsWith("'s")) {
    return [
      [`${short}${nextIs(HAS_NEXT)}`, alternative],
      [short, entry.full],
    ];
  }
  return [
    [`${short}${nextIs(HAD_NEXT)}`, alternative],
    [`${short}${nextIs(WOULD_NEXT)}`, entry.full],
    [short, `${entry.full}|${alternative}`],
  ];
}

/**
 * contractions: with `avoid`, a `substitution` of each contraction with its full forms; with `use`, of
 * each full form that a word follows ("we are here" → "we're"; "Yes, we are." stays) with its contraction,
 * and not "that is" after a comma ("the main branch, that is the one"), as the rule reads it.
 */
export function contractionsToVale(context: ValeRuleContext): ValeRuleExport {
  const avoid = context.params.style === 'avoid';
  const swap: Record<string, string> = {};
  if (avoid) {
    for (const entry of CONTRACTIONS) {
      const readings: Array<readonly [string, string]> =
        entry.alternative === undefined
          ? [[phrasePattern(entry.short), entry.full]]
          : readingSwaps(entry, entry.alternative);
      for (const [key, full] of readings) swap[key] ??= full;
    }
  } else {
    for (const entry of CONTRACTIBLE) {
      // "that is" set off by a comma means "namely" and stays.
      const guard = entry.full === 'that is' ? '(?<!,\\s*)' : '';
      const phrase = entryPattern(
        {
          id: entry.full,
          phrases: [entry.full],
          suggestions: [entry.short],
          reason: entry.reason,
          source: entry.source,
          // A negation contracts at a clause's end too ("No, we don't.").
          ...(isNegation(entry) ? {} : { followed: true }),
        },
        {},
      );
      swap[`${guard}${phrase}`] ??= entry.short;
    }
  }
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: avoid
            ? "Write '%s' in full instead of '%s': the guide avoids contractions."
            : "Write '%s' instead of '%s': the guide asks for contractions.",
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          capitalize: true,
          action: { name: 'replace' },
          swap,
        },
      },
    ],
    differences: avoid
      ? [
          'A noun\'s "\'s" that stands for "is" ("the server\'s down") is not flagged; contractions in names, labels and quotations ("Let\'s Encrypt", \'Don\'t show again\') are.',
        ]
      : [
          'Suggestions use a straight apostrophe, also in a text that sets typographic ones.',
          'A verb at the end of its clause after a question word ("who we are and…") is contracted, and so are names and labels ("Do Not Disturb", \'Do not show again\').',
        ],
  };
}
