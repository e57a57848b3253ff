import {
  CONTRACTIBLE,
  CONTRACTIONS,
  type Contraction,
  HAD_NEXT,
  HAS_NEXT,
  WOULD_NEXT,
} from '../data/contractions.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { matchCase } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { compilePhrases, findPhrases, wantPhrases } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quotedRanges } from './quoted.ts';
import { quote, quoteList } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const TRAILING_COMMA = /,\s*$/;
const OPENING_QUOTE = /["\u201c]/;

const contracted = new Map(CONTRACTIONS.map((entry) => [entry.short, entry]));

// Full forms to contract, each only before a word of the same sentence ("Yes, we are." cannot contract).
const fullForms = compilePhrases(
  CONTRACTIBLE.map((entry): PhraseEntry => ({
    id: entry.full.replace(/\s+/g, '-'),
    phrases: [entry.full],
    suggestions: [entry.short],
    reason: entry.reason,
    source: entry.source,
    followed: true,
  })),
);

// After these, "'d" is "had" ("I'd been"), before those "would" ("I'd like"); "'s" is "has" ("it's been").
const wordSet = (list: ReadonlyArray<{ readonly word: string }>): Set<string> =>
  new Set(list.map((entry) => entry.word));
const hadNext = wordSet(HAD_NEXT);
const wouldNext = wordSet(WOULD_NEXT);
const hasNext = wordSet(HAS_NEXT);

export const contractions = defineBlockRule({
  id: 'contractions',
  category: 'Choice of Words',
  name: 'Contractions',
  description:
    'Keeps to the guide\'s choice: `use` asks for contractions where a word follows ("do not" → "don\'t", "we are" → "we\'re"; "Yes, we are." stays), `avoid` asks for full forms ("don\'t" → "do not", "it\'s been" → "it has been"). Possessives and "let us know" pass.',
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
    const matches = style === 'use' ? toContract(block) : toExpand(block);
    if (matches.length === 0 || !OPENING_QUOTE.test(block.text)) return matches;
    // Quoted words keep their own voice: a customer's message, a button labelled “Don't show again”.
    const quoted = quotedRanges(block.text);
    return matches.filter((match) => !quoted.some(([from, to]) => match.from >= from && match.to <= to));
  },
});

function apostropheOf(block: BlockView): (text: string) => string {
  // Keep the block's own apostrophe: typographic if it uses one.
  return block.text.includes('\u2019') ? (text) => text.replace(/'/g, '\u2019') : (text) => text;
}

function toContract(block: BlockView): RuleMatch[] {
  const apostrophe = apostropheOf(block);
  return findPhrases(fullForms, block).flatMap((found) => {
    const { hit, written } = found;
    // "the main branch, that is the one": "that is" set off by a comma means "namely".
    if (found.entry.id === 'that-is' && TRAILING_COMMA.test(block.text.slice(0, hit.from))) return [];
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

function toExpand(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const [index, word] of block.words.entries()) {
    const entry = contracted.get(word.normal);
    if (!entry) continue;
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

/** The full forms a contraction can stand for here: one when the next word decides it. */
function readingsOf(entry: Contraction, next: string | undefined): string[] {
  const { full, alternative } = entry;
  if (alternative === undefined) return [full];
  if (entry.short.endsWith("'s")) return next !== undefined && hasNext.has(next) ? [alternative] : [full];
  if (next !== undefined && hadNext.has(next)) return [alternative];
  if (next !== undefined && wouldNext.has(next)) return [full];
  return [full, alternative];
}
