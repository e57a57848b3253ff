import type { GlossaryTerm } from '../rules/parameters.ts';
import type { ValeRuleExport, ValeRuleFile } from './valeTypes.ts';
import {
  alternation,
  escapeRegExp,
  firstLetterEitherCase,
  inflectLike,
  phrasePattern,
  termVariants,
  type TermVariant,
} from './valePatterns.ts';
import type { ValeRuleContext } from './valeContext.ts';

/** A term in lower case is a common word; a term with capitals names something (as the engine reads it). */
const isName = (term: string): boolean => term !== term.toLowerCase();

/**
 * A variant as a pattern, cased as the engine matches it: a lower-case term also with a capital first
 * letter (sentence start), a term with capitals in any case.
 */
function casedPattern(variant: TermVariant, term: string): string {
  const pattern = phrasePattern(variant.text);
  return isName(term) ? `(?i:${pattern})` : firstLetterEitherCase(pattern);
}

/**
 * forbidden-terms: terms with suggestions become a `substitution` (one swap per inflection, so
 * "utilized" suggests "used"); terms without suggestions go to the vocabulary's reject list, which
 * Vale's built-in `Vale.Avoid` reports.
 */
export function forbiddenTermsToVale(context: ValeRuleContext): ValeRuleExport {
  const swap: Record<string, string> = {};
  const reject: string[] = [];
  for (const entry of context.terms) {
    const variants = termVariants(entry.term);
    const suggestions = entry.suggestions ?? [];
    if (suggestions.length === 0) {
      reject.push(alternation(variants.map((variant) => casedPattern(variant, entry.term))));
      continue;
    }
    // Variants that take the same replacement share one swap entry.
    const byReplacement = new Map<string, string[]>();
    for (const variant of variants) {
      const replacement = suggestions.map((suggestion) => inflectLike(suggestion, variant)).join('|');
      byReplacement.set(replacement, [
        ...(byReplacement.get(replacement) ?? []),
        casedPattern(variant, entry.term),
      ]);
    }
    for (const [replacement, patterns] of byReplacement) {
      const key = alternation(patterns);
      // The first entry of a duplicate wins, as in the engine.
      swap[key] ??= replacement;
    }
  }
  const files: ValeRuleFile[] =
    Object.keys(swap).length === 0
      ? []
      : [
          {
            name: context.fileName,
            rule: {
              extends: 'substitution',
              message: "Use '%s' instead of '%s': the guide forbids it.",
              level: context.level,
              description: context.info.description,
              ignorecase: false,
              action: { name: 'replace' },
              swap,
            },
          },
        ];
  return {
    files,
    reject,
    differences: [
      'A lower-case term also matches with a capital in mid-sentence (Vale cannot tell a sentence start from a name).',
      'Suggestions keep the inflection of the text but not its capital at a sentence start.',
      ...(reject.length > 0
        ? ['Terms without suggestions are in reject.txt and reported by Vale.Avoid.']
        : []),
      ...notesOf(context.terms),
    ],
  };
}

/**
 * exact-spelling: the spellings go to the vocabulary's accept list, which Vale's built-in `Vale.Terms`
 * enforces (wrong case), and a `substitution` catches the spellings apart: hyphen or dot variants
 * ("e-mail" for "email") and a brand written as two words ("Git Hub" for "GitHub").
 */
export function exactSpellingToVale(context: ValeRuleContext): ValeRuleExport {
  const accept: string[] = [];
  const swap: Record<string, string> = {};
  for (const entry of context.terms) {
    const term = entry.term;
    const spelling = escapeRegExp(term).replace(/\s+/g, ' ');
    accept.push(isName(term) ? spelling : firstLetterEitherCase(spelling));
    const variants = separatorVariants(term);
    if (variants.length > 0) swap[alternation(variants)] ??= term;
  }
  const files: ValeRuleFile[] =
    Object.keys(swap).length === 0
      ? []
      : [
          {
            name: context.fileName,
            rule: {
              extends: 'substitution',
              message: "Write '%s', not '%s': that is how the guide spells it.",
              level: context.level,
              description: context.info.description,
              ignorecase: true,
              action: { name: 'replace' },
              swap,
            },
          },
        ];
  return {
    files,
    accept,
    differences: [
      'Wrong case is reported by Vale.Terms from accept.txt; a lower-case term may start with a capital anywhere.',
      'Spellings with a hyphen, a dot or a space inside are caught in the base form only (not "e-mails").',
      ...notesOf(context.terms),
    ],
  };
}

/**
 * The misspellings of a one-word term that differ by separators: a hyphen or dot between two letters
 * ("e-mail"), the term without its own hyphens and dots, and a CamelCase brand written apart ("Git Hub",
 * only in capitals, as the engine matches it).
 */
function separatorVariants(term: string): string[] {
  if (/\s/.test(term)) return [];
  const letters = term.replace(/[-.]/g, '');
  if (!/^[\p{L}\p{N}]+$/u.test(letters) || letters.length < 2) return [];
  const variants: string[] = [];
  if (letters !== term) variants.push(escapeRegExp(letters));
  for (let at = 1; at < letters.length; at++) {
    const before = letters.slice(0, at);
    const after = letters.slice(at);
    if (!/\p{L}$/u.test(before) || !/^\p{L}/u.test(after)) continue;
    const variant = `${escapeRegExp(before)}[-.]${escapeRegExp(after)}`;
    // The term's own spelling is not a misspelling.
    if (new RegExp(`^${variant}$`, 'u').test(term)) continue;
    variants.push(variant);
  }
  const parts = term.split(/(?<=[a-z])(?=[A-Z])/);
  if (parts.length > 1) variants.push(`(?-i:${parts.map(escapeRegExp).join('\\s+')})`);
  return variants;
}

/**
 * required-terms: one `occurrence` rule per term over the whole document (`scope: summary`) with
 * `min: 1`, which Vale reports at the first line when the term is missing.
 */
export function requiredTermsToVale(context: ValeRuleContext): ValeRuleExport {
  const files: ValeRuleFile[] = context.terms.map((entry, index) => ({
    name: `${context.fileName}${index + 1}`,
    rule: {
      extends: 'occurrence',
      message: `Use '${entry.term}' at least once: the guide requires it.`,
      level: context.level,
      description: context.info.description,
      scope: 'summary',
      ignorecase: true,
      min: 1,
      token: `\\b${alternation(termVariants(entry.term).map((variant) => phrasePattern(variant.text)))}\\b`,
    },
  }));
  return {
    files,
    differences: [
      `One rule file per required term (${context.fileName}1, ${context.fileName}2, …); Vale reports a missing term at the first line.`,
      ...notesOf(context.terms),
    ],
  };
}

function notesOf(terms: readonly GlossaryTerm[]): string[] {
  return terms.filter((entry) => entry.note).map((entry) => `Note on “${entry.term}”: ${entry.note ?? ''}`);
}
