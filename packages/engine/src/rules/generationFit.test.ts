import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { fittedGeneration } from './generationFit.ts';

/** Whether the generation `label` in `text` is fitted to a job. */
function fitted(text: string, label: string): boolean {
  const block = analyzeProse(text, 'paragraph');
  const from = text.indexOf(label);
  const firstWord = block.words.findIndex((word) => word.start === from);
  return fittedGeneration(block, firstWord, label);
}

describe('fittedGeneration', () => {
  it('reads a word of fit that governs the generation in a sentence about a job', () => {
    expect(fitted('This job is ideal for a millennial who loves to travel.', 'millennial')).toBe(true);
    expect(fitted('The social media role would suit a Gen Zer who lives online.', 'Gen Zer')).toBe(true);
    expect(fitted('The night-shift job is better suited to millennials.', 'millennials')).toBe(true);
  });

  it('passes a fit about something else, a sentence about no job and a plain count', () => {
    expect(fitted('We asked Gen Z candidates which role would suit them best.', 'Gen Z')).toBe(false);
    expect(fitted('This phone plan is ideal for millennials.', 'millennials')).toBe(false);
    expect(fitted('Millennials make up 40% of the applicants for this role.', 'Millennials')).toBe(false);
  });
});
