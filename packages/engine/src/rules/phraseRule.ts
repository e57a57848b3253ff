import type { PhraseEntry } from '../data/phraseEntry.ts';
import { normalWord } from '../language/normalize.ts';
import type { TermHit } from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';
import { replacementFix } from './article.ts';
import { cutFix } from './cutFix.ts';
import { defineBlockRule } from './defineRule.ts';
import { inflectSuggestion } from './glossary.ts';
import { stringListParameter } from './parameters.ts';
import { compileContext, inContext, type PhraseContext } from './phraseContext.ts';
import { compileShared, findShared, wantShared, type SharedTerms } from './phraseIndex.ts';
import { compileTokenPhrases, findTokenPhrases, type TokenPhrases } from './tokenPhrases.ts';
import type { Rule, RuleDescription, RuleMatch, RuleReach } from './types.ts';
import { quote, quoteList } from './wording.ts';

/** A phrase of an entry, as the term trie matches it. */
export interface Phrase {
  readonly term: string;
  readonly forms: PhraseEntry['forms'];
  readonly entry: PhraseEntry;
  readonly context: PhraseContext;
}

/** A phrase found in a block, in context, with its suggestions in the inflection and case of the text. */
export interface PhraseFound {
  readonly hit: TermHit<Phrase>;
  readonly entry: PhraseEntry;
  readonly written: string;
  readonly suggestions: readonly string[];
}

export interface PhraseRuleDefinition extends RuleDescription {
  readonly entries: readonly PhraseEntry[];
  /** How much of a block its `accept`, `refine` and `extra` read (the phrase search reads a sentence). */
  readonly reach?: RuleReach;
  /** Match phrases token by token as written (abbreviations with dots), not through the word trie. */
  readonly tokens?: boolean;
  /** Skip capitalised phrases in mid-sentence (names) unless an entry says otherwise. */
  readonly skipProperNames?: boolean;
  /** Offer an `allow` parameter: phrases or entry ids the guide accepts. */
  readonly allowParameter?: boolean;
  /** A further test of a hit, for context the entry fields cannot say. */
  readonly accept?: (found: PhraseFound, block: BlockView) => boolean;
  /** The message; by default "Replace …", "Cut …" or "Rephrase without …" and the entry's reason. */
  readonly message?: (found: PhraseFound) => string;
  /** Adjusts a match before it is reported (a fix that must keep a full stop). */
  readonly refine?: (match: RuleMatch, found: PhraseFound, block: BlockView) => RuleMatch;
  /** Matches the phrase list cannot express (patterns across punctuation), added to the block's. */
  readonly extra?: (block: BlockView) => RuleMatch[];
  /** A further test of an `extra` match, for context (as `accept` is for a listed phrase). */
  readonly acceptPattern?: (match: RuleMatch, block: BlockView) => boolean;
  /**
   * A match for a block where nothing else was found (a learned model's), under the same `allow`; not asked
   * where a phrase was allowed or judged by its context (see `PhraseReading`).
   */
  readonly fallback?: (block: BlockView) => RuleMatch | null;
}

/** Phrase entries compiled once: a word trie (with word forms), or token lists for abbreviations. */
export type PhraseMatcher =
  | { readonly kind: 'trie'; readonly shared: SharedTerms<Phrase> }
  | { readonly kind: 'tokens'; readonly matcher: TokenPhrases<Phrase> };

/**
 * Phrase entries, each phrase with its compiled context, compiled on first use (a guide's `prepare` or a
 * search) and then kept: a module declares its lists when it loads, and a start pays only for the lists
 * its guide uses. A word-trie list joins the shared pass over each block's words (`phraseIndex.ts`).
 */
export function compilePhrases(
  entries: readonly PhraseEntry[],
  options: { readonly skipProperNames?: boolean; readonly tokens?: boolean } = {},
): PhraseMatcher {
  const phrases = (): Phrase[] =>
    entries.flatMap((entry) => {
      const context = compileContext(entry, options.skipProperNames);
      return entry.phrases.map((term) => ({ term, forms: entry.forms ?? 'none', entry, context }));
    });
  if (options.tokens !== true) return { kind: 'trie', shared: compileShared(phrases) };
  let matcher: TokenPhrases<Phrase> | undefined;
  return {
    kind: 'tokens',
    get matcher(): TokenPhrases<Phrase> {
      matcher ??= compileTokenPhrases(phrases());
      return matcher;
    },
  };
}

/** Puts a word-trie matcher's list in the shared pass now (see `wantShared`); for a rule's `prepare`. */
export function wantPhrases(phrases: PhraseMatcher): void {
  if (phrases.kind === 'trie') wantShared(phrases.shared);
}

/** The phrases of a matcher found in a block, in their context. */
export function findPhrases(phrases: PhraseMatcher, block: BlockView): PhraseFound[] {
  const found: PhraseFound[] = [];
  const hits =
    phrases.kind === 'trie' ? findShared(phrases.shared, block) : findTokenPhrases(phrases.matcher, block);
  for (const hit of hits) {
    if (!inContext(hit.entry.context, block, hit.firstWord, hit.lastWord)) continue;
    const written = block.text.slice(hit.from, hit.to);
    const entry = hit.entry.entry;
    const suggestions = entry.suggestions.map((suggestion) => inflectSuggestion(suggestion, hit, written));
    found.push({ hit, entry, written, suggestions });
  }
  return found;
}

/** The default message: what to do with the phrase, then why. */
export function phraseMessage(found: PhraseFound): string {
  const { written, suggestions, entry } = found;
  if (suggestions.length > 0) {
    return `Replace ${quote(written)} with ${quoteList(suggestions)}. ${entry.reason}`;
  }
  if (entry.cut === true) return `Cut ${quote(written)}. ${entry.reason}`;
  return `Rephrase without ${quote(written)}. ${entry.reason}`;
}

/** A match for a found phrase: the message, its suggestions, and a fix when one is safe to offer. */
export function phraseMatch(found: PhraseFound, block: BlockView, message: string): RuleMatch {
  const { hit, suggestions, entry } = found;
  const only = suggestions.length === 1 && entry.noFix !== true ? suggestions[0] : undefined;
  const fix =
    only !== undefined
      ? replacementFix(block, hit.firstWord, hit.from, hit.to, only)
      : suggestions.length === 0 && entry.cut === true
        ? cutFix(block, hit.firstWord, hit.lastWord)
        : null;
  return {
    from: hit.from,
    to: hit.to,
    message,
    methodName: entry.id,
    suggestions,
    ...(fix ? { fix } : {}),
  };
}

/** What the patterns of a phrase rule read in a block, before a fallback is asked. */
export interface PhraseReading {
  readonly matches: RuleMatch[];
  /** A phrase the guide allows was found: accepted words, so no fallback reads the block again. */
  readonly allowedSeen: boolean;
  /**
   * A listed phrase or pattern was found and let pass by its context test (`accept`, `acceptPattern`): the
   * patterns have judged the block's words, so a learned fallback does not judge them again.
   */
  readonly judgedSeen: boolean;
}

/** A phrase rule's patterns, compiled once: its rule and any other reader of its blocks share them. */
export interface PhraseReader {
  readonly matcher: PhraseMatcher;
  read(block: BlockView, allowed: ReadonlySet<string>): PhraseReading;
}

/** The reader of a phrase rule's definition (its phrases, `accept`, `refine`, `extra`, `acceptPattern`). */
export function phraseReader(definition: PhraseRuleDefinition): PhraseReader {
  const matcher = compilePhrases(definition.entries, {
    ...(definition.skipProperNames === undefined ? {} : { skipProperNames: definition.skipProperNames }),
    ...(definition.tokens === undefined ? {} : { tokens: definition.tokens }),
  });
  const { accept, refine, extra, acceptPattern, message = phraseMessage } = definition;
  const read = (block: BlockView, allowed: ReadonlySet<string>): PhraseReading => {
    const matches: RuleMatch[] = [];
    let allowedSeen = false;
    let judgedSeen = false;
    for (const found of findPhrases(matcher, block)) {
      if (allowed.size > 0 && isAllowed(found, allowed)) {
        allowedSeen = true;
        continue;
      }
      if (accept && !accept(found, block)) {
        judgedSeen = true;
        continue;
      }
      const match = phraseMatch(found, block, message(found));
      matches.push(refine ? refine(match, found, block) : match);
    }
    if (extra) {
      // A pattern that spells a listed phrase another way finds the same words again ("Per my last email" is
      // an entry and a pattern): one finding per span, the entry's (it names a source). The guide's `allow`
      // holds for the patterns too: they report an entry's id.
      const listed = matches.slice();
      for (const match of extra(block)) {
        if (allowed.size > 0 && allowsMatch(match, block, allowed)) {
          allowedSeen = true;
          continue;
        }
        if (acceptPattern && !acceptPattern(match, block)) {
          judgedSeen = true;
          continue;
        }
        if (listed.some((kept) => kept.from < match.to && match.from < kept.to)) continue;
        matches.push(match);
        listed.push(match);
      }
    }
    return { matches, allowedSeen, judgedSeen };
  };
  return { matcher, read };
}

/**
 * A rule made of a phrase list (data with a reason and a source per entry): one trie, one pass over a
 * block's words whatever the number of phrases. `reader`: the definition's, when the module reads its
 * blocks outside the rule too.
 */
export function definePhraseRule(
  definition: PhraseRuleDefinition,
  reader: PhraseReader = phraseReader(definition),
): Rule {
  const { matcher } = reader;
  const { fallback } = definition;
  const check = (block: BlockView, allowed: ReadonlySet<string>): RuleMatch[] => {
    const { matches, allowedSeen, judgedSeen } = reader.read(block, allowed);
    const learned = fallback && matches.length === 0 && !allowedSeen && !judgedSeen ? fallback(block) : null;
    if (learned && !(allowed.size > 0 && allowsMatch(learned, block, allowed))) matches.push(learned);
    return matches;
  };
  const base = {
    id: definition.id,
    category: definition.category,
    name: definition.name,
    description: definition.description,
    severity: definition.severity,
    examples: definition.examples,
    ...(definition.reach === undefined ? {} : { reach: definition.reach }),
    // A fallback scores the whole block: one fix of another rule may raise it where two lower it.
    ...(fallback === undefined ? {} : { fixesAlone: true }),
  };
  const want = (): void => wantPhrases(matcher);
  if (definition.allowParameter !== true) {
    return defineBlockRule({
      ...base,
      parameters: {},
      prepare: () => {
        want();
        return new Set<string>();
      },
      check,
    });
  }
  return defineBlockRule({
    ...base,
    parameters: {
      allow: stringListParameter({
        description: 'Phrases (or entry ids) this guide accepts, e.g. ["leverage"].',
        default: [],
      }),
    },
    prepare: (params) => {
      want();
      return new Set(params.allow.map((phrase) => normalWord(phrase.trim())));
    },
    check,
  });
}

function allowsMatch(match: RuleMatch, block: BlockView, allowed: ReadonlySet<string>): boolean {
  return (
    (match.methodName !== undefined && allowed.has(match.methodName)) ||
    allowed.has(normalWord(block.text.slice(match.from, match.to)).replace(/\s+/g, ' '))
  );
}

function isAllowed(found: PhraseFound, allowed: ReadonlySet<string>): boolean {
  return (
    allowed.has(found.entry.id) ||
    allowed.has(normalWord(found.hit.entry.term)) ||
    allowed.has(normalWord(found.written).replace(/\s+/g, ' '))
  );
}
