import type { PhraseEntry } from '../data/phraseEntry.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { alternation, escapeRegExp, phrasePattern, termVariants, type TermVariant } from './valePatterns.ts';
import type { ValeRuleExport, ValeRuleFile } from './valeTypes.ts';

// Between two words of one sentence: anything but letters, digits and sentence ends.
const GAP = '[^\\p{L}\\p{N}.!?]+';
const ANY_WORD = "[\\p{L}\\p{N}'\u2019-]+";
// Up to two words away, as the engine's context window reads it.
const WITHIN_TWO_BEFORE = (words: string): string => `\\b${words}${GAP}(?:${ANY_WORD}${GAP})?`;
const WITHIN_TWO_AFTER = (words: string): string => `(?:${GAP}${ANY_WORD})?${GAP}${words}\\b`;

/** How a phrase rule reads its entries. */
export interface PhraseRuleSetup {
  readonly entries: readonly PhraseEntry[];
  /** The rule's default for entries without `forms` (the engine's is `none`, racism's `any`). */
  readonly forms?: PhraseEntry['forms'];
  /** The rule's default for `skipProperNames`. */
  readonly skipProperNames?: boolean;
  /** The message of the substitution: `%s` is the suggestion, the second `%s` the text. */
  readonly message: string;
  /** The message of the cut and avoid rules: `%s` is the text. */
  readonly cutMessage: string;
  /** Patterns the rule matches besides its entries, with their replacement. */
  readonly extraSwap?: Readonly<Record<string, string>>;
  /** A lookaround put before every entry: context the rule reads in code. */
  readonly guard?: string;
}

const NOUN = new Set(['base', 's', 'possessive', 'plural-possessive']);
const VERB = new Set(['base', 's', 'past', 'participle', 'ing']);

/** The spellings of a phrase in the word forms its entry allows, each with its inflection. */
export function phraseForms(phrase: string, forms: PhraseEntry['forms']): TermVariant[] {
  const asWritten: TermVariant = { text: phrase, inflection: 'base', inflected: 'last' };
  if (forms === undefined || forms === 'none') return [asWritten];
  return termVariants(phrase).filter(
    (variant) => forms === 'any' || (forms === 'noun' ? NOUN : VERB).has(variant.inflection),
  );
}

/** The spellings of a phrase in the word forms its entry allows. */
function phraseVariants(phrase: string, forms: PhraseEntry['forms']): string[] {
  return phraseForms(phrase, forms).map((variant) => variant.text);
}

const words = (list: readonly string[]): string => alternation(list.map(escapeRegExp));

/** Where a sentence or clause starts: its start, a pause, or a conjunction after either (`clauseStart`). */
const PAUSE = '[,;:(\u2014\u2013]\\s*|\\s-\\s*';
const CLAUSE_START = `(?<=(?:^|[.!?]["\u201d\u2019)]?\\s+|${PAUSE})(?:(?:and|but|so|or|yet|because)\\s+)?)`;

/**
 * An entry as one pattern, its context written as lookarounds (which Vale's regexp2 and JavaScript both
 * read): the words before and after (`notBefore`, `notAfter`, `onlyBefore`, `onlyAfter`), words within two
 * words (`near`, `notNear`), the start of a sentence, a following word, and names in mid-sentence left out
 * by matching a capital only at the start of a sentence.
 */
export function entryPattern(
  entry: PhraseEntry,
  setup: Pick<PhraseRuleSetup, 'forms' | 'skipProperNames'>,
): string {
  const variants = entry.phrases.flatMap((phrase) => phraseVariants(phrase, entry.forms ?? setup.forms));
  let core = alternation(variants.map(phrasePattern));
  if (entry.skipProperNames ?? setup.skipProperNames ?? false) {
    const lower = alternation(variants.map((variant) => phrasePattern(variant.toLowerCase())));
    core = `(?:(?-i:${lower})|(?<=(?:^|[.!?]\\s+))(?i:${core}))`;
  }
  const before: string[] = [];
  const after: string[] = [];
  if (entry.sentenceStart) before.push('(?<=(?:^|[.!?]["\u201d\u2019)]?\\s+))');
  if (entry.clauseStart) before.push(CLAUSE_START);
  if (entry.notAfter?.length) before.push(`(?<!\\b${words(entry.notAfter)}${GAP})`);
  if (entry.onlyAfter?.length) before.push(`(?<=\\b${words(entry.onlyAfter)}${GAP})`);
  if (entry.notNear?.length) before.push(`(?<!${WITHIN_TWO_BEFORE(words(entry.notNear))})`);
  // A possessive the variants do not list ("master's") must not pass as the bare word before "'s".
  if (entry.notBefore?.length) after.push(`(?!['\u2019]\\p{L}|${GAP}${words(entry.notBefore)}\\b)`);
  if (entry.onlyBefore?.length) after.push(`(?=${GAP}${words(entry.onlyBefore)}\\b)`);
  if (entry.followed) after.push('(?=[ \\t]+[\\p{L}\\p{N}])');
  if (entry.setOff) after.push('(?=\\s*(?:[,:;\u2014\u2013]|-\\s))');
  if (entry.notNear?.length) after.push(`(?!${WITHIN_TWO_AFTER(words(entry.notNear))})`);
  const phrase = `${before.join('')}${core}${after.join('')}`;
  if (!entry.near?.length) return phrase;
  const near = words(entry.near);
  return `(?:(?<=${WITHIN_TWO_BEFORE(near)})${phrase}|${phrase}(?=${WITHIN_TWO_AFTER(near)}))`;
}

/** The entries a guide's `allow` parameter (entry ids or phrases) leaves in. */
function allowed(entries: readonly PhraseEntry[], params: Readonly<Record<string, unknown>>): PhraseEntry[] {
  const allow = Array.isArray(params.allow)
    ? new Set(params.allow.map((item) => String(item).toLowerCase()))
    : undefined;
  if (!allow) return [...entries];
  return entries.filter(
    (entry) =>
      !allow.has(entry.id.toLowerCase()) && !entry.phrases.some((phrase) => allow.has(phrase.toLowerCase())),
  );
}

/**
 * A phrase rule (entries with replacements and context) as Vale rules: a `substitution` for the entries
 * with suggestions, an `existence` with the `remove` action for those that can be cut, and an `existence`
 * for the rest.
 */
export function phraseRuleToVale(context: ValeRuleContext, setup: PhraseRuleSetup): ValeRuleExport {
  const swap: Record<string, string> = { ...setup.extraSwap };
  const cut: string[] = [];
  const avoid: string[] = [];
  for (const entry of allowed(setup.entries, context.params)) {
    const pattern = setup.guard
      ? `${setup.guard}(?:${entryPattern(entry, setup)})`
      : entryPattern(entry, setup);
    if (entry.suggestions.length > 0) swap[pattern] ??= entry.suggestions.join('|');
    else if (entry.cut) cut.push(pattern);
    else avoid.push(pattern);
  }
  const base = { level: context.level, description: context.info.description, ignorecase: true } as const;
  const files: ValeRuleFile[] = [];
  if (Object.keys(swap).length > 0) {
    files.push({
      name: context.fileName,
      rule: { extends: 'substitution', message: setup.message, ...base, action: { name: 'replace' }, swap },
    });
  }
  if (cut.length > 0) {
    files.push({
      name: `${context.fileName}Cut`,
      rule: {
        extends: 'existence',
        message: setup.cutMessage,
        ...base,
        action: { name: 'remove' },
        tokens: cut,
      },
    });
  }
  if (avoid.length > 0) {
    files.push({
      name: `${context.fileName}Avoid`,
      rule: { extends: 'existence', message: setup.cutMessage, ...base, tokens: avoid },
    });
  }
  return {
    files,
    differences: [
      'Suggestions are given in their base form and case ("blocklist" also for "Blacklisted").',
      'Context words are read within the sentence as Vale splits it; a heading is read like a sentence.',
    ],
  };
}
