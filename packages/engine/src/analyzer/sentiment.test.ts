import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { NEGATION_SCALAR, sentenceSentiments } from './sentiment.ts';

const sentiments = (text: string) => sentenceSentiments(analyzeProse(text, 'paragraph'));

describe('AFINN sentiment with negation', () => {
  it('sums AFINN-165 valences per sentence', () => {
    // amazing +4, happy +3; problem −2
    expect(sentiments('This amazing update makes us happy. We found a problem.').map((s) => s.sum)).toEqual([
      7, -2,
    ]);
  });

  it('flips and damps a word a negator reaches, up to three words back', () => {
    const [notGreat, notVeryGreat, tooFar] = sentiments(
      'It is not great. It is not very great. It is not in any way great.',
    );
    expect(notGreat?.terms).toEqual([{ text: 'great', valence: 3, value: -2.22, negatedBy: 'not' }]);
    expect(notVeryGreat?.sum).toBeCloseTo(3 * NEGATION_SCALAR, 6);
    // "not" is four words before "great": out of reach.
    expect(tooFar?.sum).toBe(3);
  });

  it("treats any n't form as a negator, and stops negation at punctuation", () => {
    expect(sentiments("We don't like delays.")[0]?.terms[0]).toMatchObject({
      text: 'like',
      negatedBy: "don't",
    });
    expect(sentiments('No, great work.')[0]?.sum).toBe(3);
    expect(sentiments('No problem.')[0]?.sum).toBeCloseTo(-2 * NEGATION_SCALAR, 6);
  });

  it('reads AFINN phrases as one term with their own negation', () => {
    expect(sentiments('The printer does not work.')[0]?.terms).toEqual([
      { text: 'does not work', valence: -3, value: -3 },
    ]);
    // AFINN rates "not good" itself (−2): the phrase wins over negating "good".
    expect(sentiments('It is not good.')[0]?.terms).toEqual([{ text: 'not good', valence: -2, value: -2 }]);
  });

  it('counts "like" only as a verb', () => {
    expect(sentiments('It looks like rain.')[0]?.sum).toBe(0);
    expect(sentiments('We like it.')[0]?.sum).toBe(2);
  });

  it('ignores words that are properties of plain objects', () => {
    expect(sentiments('The constructor calls toString.')[0]?.sum).toBe(0);
  });
});
