import { describe, expect, it } from 'vitest';
import { proposalEdits } from './proposalEdits.ts';

// Two blocks: "We utilize it." at position 1 and "Guests leverage views." at position 17.
const current = {
  text: 'We utilize it.\n\nGuests leverage views.',
  segments: [
    { offset: 0, position: 1, length: 14 },
    { offset: 16, position: 17, length: 22 },
  ],
};

describe('proposal edits', () => {
  it('replace in each changed block only the part between what it keeps', () => {
    expect(proposalEdits(current, 'We use it.\n\nGuests use views.')).toEqual([
      { from: 4, to: 11, text: 'use' },
      { from: 24, to: 32, text: 'use' },
    ]);
  });

  it('leave unchanged blocks alone, and replace whole words when words go', () => {
    expect(proposalEdits(current, 'We it.\n\nGuests leverage views.')).toEqual([
      { from: 4, to: 14, text: 'it' },
    ]);
  });

  it('need no empty blocks at the end of the proposal', () => {
    const withEmptyLast = {
      text: `${current.text}\n\n`,
      segments: [...current.segments, { offset: 40, position: 41, length: 0 }],
    };
    expect(proposalEdits(withEmptyLast, 'We use it.\n\nGuests leverage views.')).toEqual([
      { from: 4, to: 11, text: 'use' },
    ]);
  });

  it('give up when the proposal has other blocks', () => {
    expect(proposalEdits(current, 'One block only.')).toBeNull();
  });
});
