import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { indefiniteArticle, replacementFix } from './article.ts';

describe('indefinite articles', () => {
  it('follows the sound, not the letter', () => {
    expect(
      ['apple', 'hour', 'honest', 'unit', 'user', 'one-off', 'European', 'bonus'].map(indefiniteArticle),
    ).toEqual(['an', 'an', 'an', 'a', 'a', 'a', 'a', 'a']);
    expect(['FAQ', 'SLA', 'URL', 'ATM', 'PIN'].map(indefiniteArticle)).toEqual(['an', 'an', 'a', 'an', 'a']);
  });

  it('takes the article along when the replacement needs the other one', () => {
    const block = analyzeProse('It is an added bonus and an ATM machine.', 'paragraph');
    expect(replacementFix(block, 3, 12, 23, 'bonus')).toEqual({ from: 6, to: 23, replacement: 'a bonus' });
    expect(replacementFix(block, 6, 31, 42, 'ATM')).toEqual({ from: 31, to: 42, replacement: 'ATM' });
  });
});
