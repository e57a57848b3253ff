import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { needsHelpAfter } from './ageNeeds.ts';

/** Whether the two-word group `label` in `text` is said to need help with technology. */
function needsHelp(text: string, label: string): boolean {
  const block = analyzeProse(text, 'paragraph');
  const from = text.indexOf(label);
  const firstWord = block.words.findIndex((word) => word.start === from);
  return needsHelpAfter(block, firstWord, firstWord + 1);
}

describe('needsHelpAfter', () => {
  it('reads a whole group said to need help with technology', () => {
    expect(
      needsHelp('Older employees usually need extra help with the new tablets.', 'Older employees'),
    ).toBe(true);
    expect(needsHelp('Older users typically require additional support to use the app.', 'Older users')).toBe(
      true,
    );
    expect(needsHelp('Older colleagues need constant guidance with new software.', 'Older colleagues')).toBe(
      true,
    );
  });

  it('passes help with other things, a relative clause and a part of the group', () => {
    expect(needsHelp('Older patients need extra support after surgery.', 'Older patients')).toBe(false);
    expect(needsHelp('Older customers who need help with the app can call us.', 'Older customers')).toBe(
      false,
    );
    expect(needsHelp('Some older customers need help with the website.', 'older customers')).toBe(false);
  });
});
