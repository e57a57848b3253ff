import { GREETINGS } from '../data/greetings.ts';
import { defineDocumentRule } from './defineRule.ts';
import { standsAsGreeting } from './greetingSyntax.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import { quote } from './wording.ts';

const matcher = compileShared(
  GREETINGS.map((greeting) => ({
    term: greeting.phrase,
    forms: 'none' as const,
    strict: greeting.clipped === true,
  })),
);
// A first block that only gives a subject line or header ("Subject: Refund", "Re: your order").
const HEADER = /^(?:subject|re|fwd|fw|to|from|cc|date)\s*:/i;

/** A block that is a header line only: "Subject: Your refund" with no more than a short subject. */
function isHeaderOnly(text: string): boolean {
  return HEADER.test(text) && !/[,!]/.test(text) && text.split(/\s+/).length <= 12 && !/[.?]\s+\S/.test(text);
}

export const greetingCheck = defineDocumentRule({
  id: 'greeting-check',
  category: 'Document Structure',
  name: 'Opens with a greeting',
  description:
    'The text must open with a greeting ("Hi", "Hello", "Dear …", "Good morning", "Morning, team"). A title heading or a subject line before the first paragraph is skipped. Thanks is not a greeting, and a greeting word that is part of a name or a sentence ("Hello Kitty bags are back") is not one either.',
  severity: 'warning',
  parameters: {},
  examples: {
    good: [
      'Hi Anna,\n\nYour order is on its way.',
      'Hello! Your order is on its way.',
      'Good morning, Anna.',
    ],
    bad: ['Your order is on its way.', 'Your order is on its way.\n\nHi Anna, sorry for the wait.'],
  },
  prepare: () => {
    wantShared(matcher);
    return null;
  },
  check(document) {
    const index = document.blocks.findIndex(
      (block) => block.kind !== 'heading' && block.words.length > 0 && !isHeaderOnly(block.text),
    );
    const block = document.blocks[index];
    const first = block?.words[0];
    if (!block || !first) return [];
    // In plain text a header line and the greeting may share a paragraph: "Subject: Refund\nHi Anna,".
    const header = HEADER.test(block.text);
    const greeted = findShared(matcher, block).some(
      (hit) =>
        (hit.firstWord === 0 ||
          (header && hit.firstWord < 12 && /^\p{Lu}/u.test(block.words[hit.firstWord]?.text ?? ''))) &&
        standsAsGreeting(block, hit.lastWord, hit.entry.strict),
    );
    if (greeted) return [];
    return [
      {
        block: index,
        from: first.start,
        to: first.end,
        message: `Open with a greeting such as ${quote('Hi')} or ${quote('Hello')}: the guide asks the text to greet the reader.`,
        methodName: 'missing-greeting',
        suggestions: ['Hi', 'Hello'],
      },
    ];
  },
});
