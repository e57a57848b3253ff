import type { BlockView } from '../language/types.ts';
import { defineCountRule, type CountedItem } from './countRule.ts';
import { count } from './wording.ts';

// An emoji with its modifiers and joined parts (one "👩‍💻" is one emoji), a flag, or a text emoticon.
// ©, ® and ™ are pictographic in Unicode but are marks, not emoji.
const EMOJI =
  /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*|\p{Regional_Indicator}{2}|(?<![\p{L}\p{N}:;=])[:;=]-?[)(DPp](?![\p{L}\p{N})(])/gu;

function emojis(block: BlockView): CountedItem[] {
  const items: CountedItem[] = [];
  EMOJI.lastIndex = 0;
  for (let match = EMOJI.exec(block.text); match; match = EMOJI.exec(block.text)) {
    const from = match.index;
    const to = from + match[0].length;
    items.push({ from, to, text: match[0], fix: removal(block.text, from, to) });
  }
  return items;
}

/** Removes an emoji with one space next to it: the one before it at the end of a sentence. */
function removal(text: string, from: number, to: number): { from: number; to: number; replacement: string } {
  const before = text.charAt(from - 1);
  const after = text.charAt(to);
  if (after === ' ' && (before === '' || before === ' ')) return { from, to: to + 1, replacement: '' };
  if (before === ' ') return { from: from - 1, to, replacement: '' };
  return { from, to, replacement: '' };
}

export const emoji = defineCountRule({
  id: 'emoji',
  category: 'Emotionality',
  name: 'Emoji',
  description:
    'Allows at most `max` emoji and emoticons (":)") in the whole text, 0 by default, and offers to remove the rest. ©, ® and ™ are not emoji.',
  severity: 'suggestion',
  methodName: 'emoji',
  max: { description: 'Most emoji in the whole text (0 forbids them).', default: 0 },
  examples: {
    good: ['Your order has shipped.', 'Write the Tone™ is © 2026 Acme®.', 'Meet us at 10:30 today.'],
    bad: ['Your order has shipped 🎉', 'Thanks :) see you soon.', 'Great work 👩‍💻 team!'],
  },
  find: emojis,
  message: (item, total, max) =>
    `Remove ${item.text}: the text has ${count(total, 'emoji', 'emoji')}, the guide allows ${max}.`,
});
