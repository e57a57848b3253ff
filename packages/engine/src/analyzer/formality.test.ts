import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyzeText.ts';
import { contractionStyle } from './formality.ts';

const FORMAL =
  'Pursuant to the agreement, the documentation shall be submitted prior to the deadline. The committee will therefore review each application. We do not accept late submissions.';
const CASUAL =
  "Hey folks, we're gonna ship it tomorrow! It's kinda cool, and you'll love it. Don't worry about the old stuff.";

describe('formality', () => {
  it('scores formal text high and casual text low, 50 being neutral', () => {
    const formal = analyzeText(FORMAL).formality;
    const casual = analyzeText(CASUAL).formality;
    expect(formal.score).toBeGreaterThan(75);
    expect(formal.label).toBe('formal');
    expect(casual.score).toBeLessThan(25);
    expect(casual.label).toBe('casual');
    expect(analyzeText('The file has two pages.').formality.score).toBe(50);
  });

  it('reports the features as rates and the contraction style', () => {
    const casual = analyzeText(CASUAL).formality;
    // 4 contractions in 20 words.
    expect(casual.contractions).toEqual({ contracted: 4, expanded: 0, style: 'contracted' });
    expect(casual.features.contractionsPer100Words).toBeCloseTo((4 / 20) * 100, 6);
    expect(analyzeText(FORMAL).formality.contractions).toEqual({
      contracted: 0,
      expanded: 1,
      style: 'expanded',
    });
  });

  it('gives the drivers in formality points, positive towards formal', () => {
    const formal = analyzeText(FORMAL).formality;
    expect(formal.drivers[0]?.text).toMatch(/^Pursuant/);
    expect(formal.drivers.every((driver) => driver.contribution > 0)).toBe(true);
    expect(analyzeText(CASUAL).formality.drivers.every((driver) => driver.contribution < 0)).toBe(true);
  });

  it('names the contraction style from the share of contracted forms', () => {
    expect(contractionStyle(0, 0)).toBe('none');
    expect(contractionStyle(8, 2)).toBe('contracted');
    expect(contractionStyle(1, 4)).toBe('expanded');
    expect(contractionStyle(3, 3)).toBe('mixed');
  });
});
