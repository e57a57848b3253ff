import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { generationWants } from './generationWants.ts';

/** Whether the generation named by `label` in `text` is said to want something as a whole. */
function wants(text: string, label: string): boolean {
  const block = analyzeProse(text, 'paragraph');
  const from = text.indexOf(label);
  const firstWord = block.words.findIndex((word) => word.start === from);
  const lastWord = block.words.findIndex((word) => word.end === from + label.length);
  return generationWants(block, firstWord, lastWord, label);
}

describe('generationWants', () => {
  it('reads what a whole generation wants, expects or will love', () => {
    expect(wants('Millennials expect instant answers, so the app replies at once.', 'Millennials')).toBe(
      true,
    );
    expect(wants('The Gen Z crowd will love our new editor.', 'Gen Z')).toBe(true);
    expect(wants('Baby boomers really prefer phone support.', 'Baby boomers')).toBe(true);
    expect(wants('Gen Z are all about authenticity.', 'Gen Z')).toBe(true);
  });

  it('passes a part of a generation, questions, conditions, pasts and findings', () => {
    expect(wants('60% of millennials want free returns.', 'millennials')).toBe(false);
    expect(wants('Most millennials prefer chat.', 'millennials')).toBe(false);
    expect(wants('What do millennials want from a bank?', 'millennials')).toBe(false);
    expect(wants('If Gen Z users want dark mode, they can turn it on.', 'Gen Z')).toBe(false);
    expect(wants('In the pilot, Gen Z testers wanted a dark theme.', 'Gen Z')).toBe(false);
    expect(wants('A 2023 survey found that Gen Z shoppers want faster delivery.', 'Gen Z')).toBe(false);
    expect(wants('Millennials who expect a reply can use the chat.', 'Millennials')).toBe(false);
  });

  it('reads only the names of generations', () => {
    expect(wants('Older people prefer phone support.', 'Older people')).toBe(false);
  });
});
