import { RACISM_ENTRIES, type RacismEntry } from '../data/racism.ts';
import { compileTerms, findTerms, type TermHit } from '../language/term-matcher.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './define-rule.ts';
import { inflectSuggestion } from './glossary.ts';
import type { RuleMatch } from './types.ts';
import { quote, quoteList } from './wording.ts';

interface Phrase {
  readonly term: string;
  readonly forms: RacismEntry['forms'];
  readonly entry: RacismEntry;
  readonly near: ReadonlySet<string> | undefined;
  readonly notBefore: ReadonlySet<string>;
  readonly notAfter: ReadonlySet<string>;
}

const phrases: Phrase[] = RACISM_ENTRIES.flatMap((entry) =>
  entry.phrases.map((term) => ({
    term,
    forms: entry.forms,
    entry,
    near: entry.near ? new Set(entry.near) : undefined,
    notBefore: new Set(entry.notBefore ?? []),
    notAfter: new Set(entry.notAfter ?? []),
  })),
);

const WINDOW = 2;

export const racism = defineBlockRule({
  id: 'racism',
  category: 'Choice of Words',
  name: 'Racially insensitive language',
  description:
    'Flags racially insensitive and exclusionary terms ("blacklist", "master/slave", "grandfathered", slurs) and offers inclusive alternatives. Context decides: "master\'s degree", "black coffee" and "my grandfather" pass.',
  severity: 'error',
  parameters: {},
  examples: {
    good: [
      'She holds a master’s degree in chemistry.',
      "He earned a master's degree in database design.",
      'I take my coffee black. Black coffee, please.',
      'Trim the whitespace before saving.',
      'Add the address to the blocklist.',
      'My grandfather built this house.',
      'She mastered French in a year.',
      'He wore a black hat to the party.',
      'The primary node replicates to each replica.',
      'We visited the Warsaw Ghetto memorial.',
    ],
    bad: [
      'Add the address to the blacklist.',
      'Two domains were blacklisted last week.',
      'The master node replicates to each slave.',
      'Use a master/slave setup.',
      'Old accounts are grandfathered in.',
      'We had a powwow about the roadmap.',
      'Black hat hackers attacked the site.',
    ],
  },
  prepare: () => compileTerms(phrases),
  check(block, matcher) {
    const matches: RuleMatch[] = [];
    for (const hit of findTerms(matcher, block)) {
      if (!inContext(hit, block)) continue;
      const { entry } = hit.entry;
      const written = block.text.slice(hit.from, hit.to);
      const suggestions = entry.suggestions.map((s) => inflectSuggestion(s, hit, written));
      matches.push({
        from: hit.from,
        to: hit.to,
        message:
          suggestions.length > 0
            ? `Replace ${quote(written)} with ${quoteList(suggestions)}. ${entry.reason}`
            : `Remove ${quote(written)}. ${entry.reason}`,
        methodName: entry.id,
        suggestions,
        ...(suggestions.length === 1 && suggestions[0] !== undefined
          ? { fix: { from: hit.from, to: hit.to, replacement: suggestions[0] } }
          : {}),
      });
    }
    return matches;
  },
});

/** Whether the words around a hit make it the insensitive sense. */
function inContext(hit: TermHit<Phrase>, block: BlockView): boolean {
  const phrase = hit.entry;
  const words = block.words;
  const first = words[hit.firstWord];
  const sentence = first?.sentence;
  const sameSentence = (index: number): string | undefined => {
    const word = words[index];
    return word && word.sentence === sentence ? word.normal : undefined;
  };
  if (phrase.entry.skipProperNames && block.kind !== 'heading') {
    for (let index = hit.firstWord; index <= hit.lastWord; index++) {
      const word = words[index];
      if (word && !word.sentenceStart && /^\p{Lu}/u.test(word.text)) return false;
    }
  }
  const next = sameSentence(hit.lastWord + 1);
  if (next !== undefined && phrase.notBefore.has(next)) return false;
  const previous = sameSentence(hit.firstWord - 1);
  if (previous !== undefined && phrase.notAfter.has(previous)) return false;
  if (!phrase.near) return true;
  for (let offset = 1; offset <= WINDOW; offset++) {
    const before = sameSentence(hit.firstWord - offset);
    const after = sameSentence(hit.lastWord + offset);
    if (
      (before !== undefined && phrase.near.has(before)) ||
      (after !== undefined && phrase.near.has(after))
    ) {
      return true;
    }
  }
  return false;
}
