import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { decidedAgainst, disruptionCancelled } from './empathyAbandoned.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');
const indexOf = (text: string, word: string): number =>
  block(text).words.findIndex((candidate) => candidate.normal === word);

describe('decidedAgainst', () => {
  it('finds a burden the writer decided not to lay on, over a phrase', () => {
    const text = "We've decided not to go ahead with the planned price increase.";
    expect(decidedAgainst(block(text), indexOf(text, 'increase'))).toBe(true);
  });
  it('passes a decision for it', () => {
    const text = 'We decided to go ahead with the planned price increase.';
    expect(decidedAgainst(block(text), indexOf(text, 'increase'))).toBe(false);
  });
});

describe('disruptionCancelled', () => {
  it('finds a strike or works called off', () => {
    const text = 'The strike planned at the airport has been called off.';
    expect(disruptionCancelled(block(text), 'been called off', indexOf(text, 'been'))).toBe(true);
  });
  it("passes the reader's thing cancelled because of one", () => {
    const text = 'Your flight has been cancelled because of the strike.';
    expect(disruptionCancelled(block(text), 'cancelled', indexOf(text, 'cancelled'))).toBe(false);
  });
});
