import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';

type Style = 'curly' | 'straight';

/** Whether a quote at `index` opens a quotation: at the start, or after a space or an opening bracket. */
function opens(text: string, index: number): boolean {
  return index === 0 || /[\s([{\u2014\u2013-]/.test(text.charAt(index - 1));
}

/** The straight double quotes that are quotation marks: not inch marks after a digit (a 27" screen). */
function straightQuotes(text: string): number[] {
  const found: number[] = [];
  for (let index = text.indexOf('"'); index >= 0; index = text.indexOf('"', index + 1)) {
    if (!/\d/.test(text.charAt(index - 1))) found.push(index);
  }
  return found;
}

function curlyQuotes(text: string): number[] {
  const found: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '\u201c' || char === '\u201d') found.push(index);
  }
  return found;
}

export const quoteStyle = defineBlockRule({
  id: 'quote-style',
  category: 'Sentence Structure',
  name: 'Quotation marks',
  description:
    'Keeps double quotation marks in one style: `curly` (typographic “…”) or `straight` ("…"), and offers the other marks. Inch marks after a digit (a 27" screen) pass.',
  severity: 'suggestion',
  parameters: {
    style: choiceParameter({
      description: 'curly (“…”) or straight ("…").',
      options: ['curly', 'straight'],
      default: 'curly',
    }),
  },
  examples: {
    params: { style: 'curly' },
    good: ['She said \u201chello\u201d and left.', 'It has a 27" screen.'],
    bad: ['She said "hello" and left.', 'Press "Save" to finish.'],
  },
  prepare: (params): Style => params.style,
  check(block, style) {
    const text = block.text;
    const quotes = style === 'curly' ? straightQuotes(text) : curlyQuotes(text);
    // One finding per mark, each fixing only its own character: a fix that spans the quoted words would
    // overlap the findings inside them. Marks pair up in order; a last one left over reads its context.
    return quotes.map((at, position): RuleMatch => {
      const paired = position < quotes.length - (quotes.length % 2);
      const opening = paired ? position % 2 === 0 : opens(text, at);
      const replacement = style === 'straight' ? '"' : opening ? '\u201c' : '\u201d';
      return {
        from: at,
        to: at + 1,
        message:
          style === 'curly'
            ? `Use the curly ${opening ? 'opening' : 'closing'} quotation mark ${replacement}: the guide sets typographic quotes.`
            : 'Use a straight quotation mark ("): the guide sets plain quotes.',
        methodName: style === 'curly' ? 'straight-quote' : 'curly-quote',
        suggestions: [replacement],
        fix: { from: at, to: at + 1, replacement },
      };
    });
  },
});
