import { CONTRACTIBLE, type Contraction, GAP_AFTER, GAP_BEFORE, isNegation } from '../data/contractions.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { compilePhrases, findPhrases, type PhraseFound, type PhraseMatcher } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const TRAILING_COMMA = /,\s*$/;

const wordSet = (list: ReadonlyArray<{ readonly word: string }>): Set<string> =>
  new Set(list.map((entry) => entry.word));
const gapBefore = wordSet(GAP_BEFORE);
const gapAfter = wordSet(GAP_AFTER);

/**
 * Full forms to contract. A negation contracts at a clause's end too ("No, we don't."); a pronoun and its
 * verb only before a word of the same sentence ("Yes, we are." cannot contract).
 */
export const fullForms: PhraseMatcher = compilePhrases(
  CONTRACTIBLE.map((entry) => phraseOf(entry, entry.full.replace(/\s+/g, '-'), !isNegation(entry))),
);

function phraseOf(entry: Contraction, id: string, followed: boolean): PhraseEntry {
  return {
    id,
    phrases: [entry.full],
    suggestions: [entry.short],
    reason: entry.reason,
    source: entry.source,
    ...(followed ? { followed } : {}),
  };
}

/** Full forms a guide asking for contractions flags in a block, each with the contraction as its fix. */
export function toContract(
  block: BlockView,
  apostrophe: (text: string) => string,
  skip: (firstWord: number, lastWord: number) => boolean,
): RuleMatch[] {
  return findPhrases(fullForms, block).flatMap((found) => {
    const { hit, written } = found;
    if (!contracts(found, block) || skip(hit.firstWord, hit.lastWord)) return [];
    const replacement = apostrophe(found.suggestions[0] ?? '');
    return [
      {
        from: hit.from,
        to: hit.to,
        message: `Contract ${quote(written)} to ${quote(replacement)}: the guide asks for contractions.`,
        methodName: 'contract',
        suggestions: [replacement],
        fix: { from: hit.from, to: hit.to, replacement },
      },
    ];
  });
}

/** Whether a found full form can contract where it stands. */
function contracts(found: PhraseFound, block: BlockView): boolean {
  const { hit, entry } = found;
  const words = block.words;
  const inSentence = (index: number): WordView | undefined => {
    const word = words[index];
    return word && word.sentence === words[hit.firstWord]?.sentence ? word : undefined;
  };
  // "the main branch, that is the one": "that is" set off by a comma means "namely".
  if (entry.id === 'that-is' && TRAILING_COMMA.test(block.text.slice(0, hit.from))) return false;
  const next = inSentence(hit.lastWord + 1);
  if (entry.suggestions[0]?.endsWith("n't")) return true;
  // "who we are and what we do", "where it is now": the verb ends its clause.
  const before = inSentence(hit.firstWord - 1);
  return !(before && gapBefore.has(before.normal) && next && gapAfter.has(next.normal));
}
