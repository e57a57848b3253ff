import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { count } from './wording.ts';

/** Whether a sentence is a question: it ends with a question mark (before closing quotes or brackets). */
function isQuestion(block: BlockView, end: number): boolean {
  const tail = block.text.slice(Math.max(0, end - 4), end);
  return /\?[\s"'\u201d\u2019)\]]*$/.test(tail);
}

export const questionDensity = defineBlockRule({
  id: 'question-density',
  category: 'Readability and Flow',
  name: 'Too many questions',
  description:
    "Flags the questions of a paragraph past the first `max`: a string of rhetorical questions delays the answer. Give it instead. Headings (an FAQ's questions) are not counted.",
  severity: 'suggestion',
  parameters: {
    max: integerParameter({ description: 'Most questions in one paragraph.', default: 2, min: 0, max: 20 }),
  },
  examples: {
    good: ['Need help? We answer within a day.', 'Why switch? It is faster. Is it hard? No.'],
    bad: ['Tired of slow tools? Want more time? Ready to switch? Try us.'],
  },
  prepare: (params) => params.max,
  check(block, max) {
    if (block.kind === 'heading' || block.kind === 'table-cell') return [];
    const matches: RuleMatch[] = [];
    let questions = 0;
    for (const sentence of block.sentences) {
      if (sentence.endWord <= sentence.firstWord || !isQuestion(block, sentence.end)) continue;
      questions++;
      if (questions <= max) continue;
      matches.push({
        from: sentence.start,
        to: sentence.end,
        message: `Answer instead of asking: this paragraph asks ${count(questions, 'question')} so far, the guide allows ${max}.`,
        methodName: 'too-many-questions',
        suggestions: [],
      });
    }
    return matches;
  },
});
