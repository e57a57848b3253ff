import { GREETINGS } from '../data/greetings.ts';
import { defineDocumentRule } from './defineRule.ts';
import { compileShared, findShared, wantShared } from './phraseIndex.ts';
import { quote } from './wording.ts';

const matcher = compileShared(
  GREETINGS.map((greeting) => ({ term: greeting.phrase, forms: 'none' as const })),
);

export const greetingCheck = defineDocumentRule({
  id: 'greeting-check',
  category: 'Document Structure',
  name: 'Opens with a greeting',
  description:
    'The text must open with a greeting ("Hi", "Hello", "Dear …", "Good morning"). A title heading before the first paragraph is skipped.',
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
    const index = document.blocks.findIndex((block) => block.kind !== 'heading' && block.words.length > 0);
    const block = document.blocks[index];
    const first = block?.words[0];
    if (!block || !first) return [];
    const opening = findShared(matcher, block)[0];
    if (opening?.firstWord === 0) return [];
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
