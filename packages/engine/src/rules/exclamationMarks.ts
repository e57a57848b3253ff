import type { BlockView } from '../language/types.ts';
import { defineCountRule, type CountedItem } from './countRule.ts';
import { quotedRanges } from './quoted.ts';
import { count } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const MARK_END = /[\s"'\u201d\u2019)\]]/;
const MARK_ALONE_BEFORE = /[\s"'\u201c\u2018(]$/;

// A run of marks ("!!!", "?!") is one exclamation.
const EXCLAMATION = /[!?]*![!?]*/g;

// Names spelt with an exclamation mark: the mark is part of the name, not the writer's tone.
const NAMES = /(?:yahoo|jeopardy|wham|panic|oklahoma|mamma mia|hello|ok google|yum)$/i;

function exclamations(block: BlockView): CountedItem[] {
  if (!block.text.includes('!')) return [];
  // The customer's words, quoted or in a block quote, keep their own exclamations; a GitHub alert
  // ("> [!NOTE]") is a block quote of the writer's own.
  if (block.kind === 'quote' && !/^\s*\[!\w+\]/.test(block.text)) return [];
  const quoted = quotedRanges(block.text);
  const items: CountedItem[] = [];
  EXCLAMATION.lastIndex = 0;
  for (let match = EXCLAMATION.exec(block.text); match; match = EXCLAMATION.exec(block.text)) {
    const from = match.index;
    const to = from + match[0].length;
    const after = block.text.charAt(to);
    // Only a mark that ends a sentence or a phrase: not "[!NOTE]" or "Yahoo!Mail". It can become a full
    // stop (or a question mark in "?!").
    if (after !== '' && !MARK_END.test(after)) continue;
    // A mark standing alone ("press !") or named ('avoid "!"'), or inside a quotation.
    const before = block.text.slice(0, from);
    if (from === 0 || MARK_ALONE_BEFORE.test(before)) continue;
    if (quoted.some(([start, end]) => from >= start && to <= end)) continue;
    if (NAMES.test(before) && match[0] === '!') continue;
    const replacement = match[0].includes('?') ? '?' : '.';
    items.push({ from, to, text: match[0], fix: { from, to, replacement } });
  }
  return items;
}

export const exclamationMarks = defineCountRule({
  id: 'exclamation-marks',
  category: 'Emotionality',
  name: 'Exclamation marks',
  description:
    'Allows at most `max` exclamations in the whole text (a run such as "!!!" counts once) and offers a full stop for the rest: a calm voice saves them for what matters. Marks in quoted words, in names ("Yahoo!") and named marks (\'avoid "!"\') do not count.',
  severity: 'suggestion',
  methodName: 'exclamation',
  max: { description: 'Most exclamations in the whole text.', default: 1 },
  examples: {
    good: ['Welcome aboard! Your account is ready.', 'Your account is ready.'],
    bad: ['Welcome aboard! Your account is ready!', 'Great news!!! It shipped!'],
  },
  find: exclamations,
  message: (item, total, max) =>
    `Use a full stop instead of ${item.text}: the text has ${count(total, 'exclamation')}, the guide allows ${max}.`,
});
