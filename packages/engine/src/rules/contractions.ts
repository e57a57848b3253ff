import {
  CONTRACTIONS,
  type Contraction,
  GAP_AFTER,
  HAD_NEXT,
  HAS_NEXT,
  NOUN_VERB_LAST,
  NOUN_VERB_NEXT,
  WOULD_NEXT,
} from '../data/contractions.ts';
import { matchCase } from '../language/normalize.ts';
import type { BlockView, WordView } from '../language/types.ts';
import {
  insideSpan,
  isListedName,
  isQuotedBlock,
  opensClause,
  quotedSpans,
  writtenAsName,
} from './contractionContext.ts';
import { fullForms, toContract } from './contractFullForms.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { wantPhrases } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote, quoteList } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const NOUN_S = /^\p{L}[\p{L}-]*'s$/u;
const CAPITALISED = /^\p{Lu}/u;

const contracted = new Map(CONTRACTIONS.map((entry) => [entry.short, entry]));

// After these, "'d" is "had" ("I'd been"), before those "would" ("I'd like"); "'s" is "has" ("it's been").
const wordSet = (list: ReadonlyArray<{ readonly word: string }>): Set<string> =>
  new Set(list.map((entry) => entry.word));
const hadNext = wordSet(HAD_NEXT);
const wouldNext = wordSet(WOULD_NEXT);
const hasNext = wordSet(HAS_NEXT);
const nounVerbNext = wordSet(NOUN_VERB_NEXT);
const nounVerbLast = wordSet(NOUN_VERB_LAST);
// "The server's down again": a word that closes the clause, as after a verb at its end.
const clauseEnd = wordSet(GAP_AFTER);

export const contractions = defineBlockRule({
  id: 'contractions',
  category: 'Choice of Words',
  name: 'Contractions',
  description:
    'Keeps to the guide\'s choice: `use` asks for contractions where a word follows ("do not" → "don\'t", "we are" → "we\'re"; "Yes, we are." stays), `avoid` asks for full forms ("don\'t" → "do not", "it\'s been" → "it has been"). A negation contracts at a clause\'s end too ("No, we don\'t."). Possessives, "let us know", quoted words, block quotes and names ("Let\'s Encrypt", "Do Not Disturb") pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    style: choiceParameter({
      description: 'use (a warm, spoken voice: contract) or avoid (a formal voice: write in full).',
      options: ['use', 'avoid'],
      default: 'use',
    }),
  },
  examples: {
    params: { style: 'avoid' },
    good: [
      'We are sorry, but we cannot refund it.',
      "The team's plan is ready.",
      'Let us know what you think.',
    ],
    bad: ["We're sorry, but we can't refund it.", "It's been a long week.", 'Don’t forget your password.'],
  },
  prepare: (params) => {
    wantPhrases(fullForms);
    return params.style;
  },
  check: (block, style) => {
    // Someone else's words keep their own voice: a block quote, a customer's message in quotes, a button
    // labelled “Don't show again” or 'Don't ask again'.
    if (isQuotedBlock(block)) return [];
    // Read only for a candidate: most blocks have none.
    let spans: Array<readonly [number, number]> | undefined;
    const skip = (firstWord: number, lastWord: number): boolean => {
      spans ??= quotedSpans(block);
      return (
        writtenAsName(block, firstWord, lastWord) ||
        isListedName(block, firstWord) ||
        insideSpan(spans, block.words[firstWord]?.start ?? 0, block.words[lastWord]?.end ?? 0)
      );
    };
    return style === 'use' ? toContract(block, apostropheOf(block), skip) : toExpand(block, skip);
  },
});

function apostropheOf(block: BlockView): (text: string) => string {
  // Keep the block's own apostrophe: typographic if it uses one.
  return block.text.includes('\u2019') ? (text) => text.replace(/'/g, '\u2019') : (text) => text;
}

function toExpand(block: BlockView, skip: (firstWord: number, lastWord: number) => boolean): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const [index, word] of block.words.entries()) {
    const entry =
      contracted.get(word.normal) ?? (word.normal.endsWith("'s") ? nounAndVerb(block, index) : undefined);
    if (!entry || skip(index, index)) continue;
    const next = block.words[index + 1];
    const readings = readingsOf(entry, next && next.sentence === word.sentence ? next.normal : undefined);
    const suggestions = readings.map((reading) => matchCase(word.text, reading));
    const only = suggestions.length === 1 ? suggestions[0] : undefined;
    matches.push({
      from: word.start,
      to: word.end,
      message: `Write ${quoteList(suggestions)} in full instead of ${quote(word.text)}: the guide avoids contractions.`,
      methodName: 'expand',
      suggestions,
      ...(only === undefined ? {} : { fix: { from: word.start, to: word.end, replacement: only } }),
    });
  }
  return matches;
}

/**
 * A noun's "'s" that stands for "is" or "has" ("the server's down", "the order's been sent"): before a
 * word no possessive takes, or one that ends the clause ("down again", not "down payment"); not a name in
 * mid-sentence ("Shoppers love Macy's now…").
 */
function nounAndVerb(block: BlockView, index: number): Contraction | undefined {
  const word = block.words[index];
  if (!word || !NOUN_S.test(word.normal)) return undefined;
  if (CAPITALISED.test(word.text) && !opensClause(block, index)) return undefined;
  const next = sameSentence(block, index + 1, word);
  if (!next?.joined) return undefined;
  const after = sameSentence(block, index + 2, word);
  const verb =
    nounVerbNext.has(next.normal) ||
    (nounVerbLast.has(next.normal) && (after === undefined || !after.joined || clauseEnd.has(after.normal)));
  if (!verb) return undefined;
  const noun = word.normal.slice(0, -2);
  return {
    short: word.normal,
    full: `${noun} is`,
    alternative: `${noun} has`,
    reason: "A noun and a verb run together; Google's guide avoids these contractions.",
    source: 'Google developer documentation style guide, "Contractions"',
  };
}

function sameSentence(block: BlockView, index: number, word: WordView): WordView | undefined {
  const other = block.words[index];
  return other && other.sentence === word.sentence ? other : undefined;
}

/** The full forms a contraction can stand for here: one when the next word decides it. */
function readingsOf(entry: Contraction, next: string | undefined): string[] {
  const { full, alternative } = entry;
  if (alternative === undefined) return [full];
  if (entry.short.endsWith("'s")) return next !== undefined && hasNext.has(next) ? [alternative] : [full];
  if (next !== undefined && hadNext.has(next)) return [alternative];
  if (next !== undefined && wouldNext.has(next)) return [full];
  return [full, alternative];
}
