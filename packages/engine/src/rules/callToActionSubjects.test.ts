import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { statedOfOthers } from './callToActionSubjects.ts';

/** Whether the call-to-action `phrase` in `text` states what others do. */
function stated(text: string, phrase: string): boolean {
  const block = analyzeProse(text, 'paragraph');
  const from = text.indexOf(phrase);
  const first = block.words.findIndex((word) => word.start === from);
  const last = block.words.findIndex((word) => word.end === from + phrase.length);
  return statedOfOthers(block, first, last);
}

describe('statedOfOthers', () => {
  it('reads a third party as the subject, however long', () => {
    expect(stated('Teams that adopt pair programming learn more.', 'learn more')).toBe(true);
    expect(stated('Nurses on the night shift contact us most.', 'contact us')).toBe(true);
    expect(stated('Students taking the course find out more.', 'find out more')).toBe(true);
  });

  it('reads "more" of a comparison', () => {
    expect(stated('In pairs, learn more quickly.', 'learn more')).toBe(true);
    expect(stated('Here you learn more about triage than in the manual.', 'learn more')).toBe(true);
  });

  it('leaves requests alone', () => {
    expect(stated('Click here to learn more.', 'learn more')).toBe(false);
    expect(stated('If you have questions, contact us.', 'contact us')).toBe(false);
    expect(stated('You can learn more in our guide.', 'learn more')).toBe(false);
    expect(stated('For details contact us.', 'contact us')).toBe(false);
    expect(stated('Learn more about our plans.', 'Learn more')).toBe(false);
  });
});
