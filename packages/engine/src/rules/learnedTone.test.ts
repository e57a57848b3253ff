import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  bestSentence,
  knownCounts,
  onlyFunctionWords,
  strongestCues,
  toneContributions,
  toneModelOf,
  toneNgrams,
  toneScore,
  toneScoreOfCounts,
  toneVector,
} from './learnedTone.ts';

const grams = (text: string) => toneNgrams(analyzeProse(text, 'paragraph'));

describe('tone n-grams', () => {
  it('gives the normal forms and the pairs of neighbours within each sentence', () => {
    expect(grams('Do it AGAIN. This time’s late.')).toEqual([
      ['do', 'it', 'do it', 'again', 'it again'],
      ['this', "time's", "this time's", 'late', "time's late"],
    ]);
  });

  it('leaves out quoted words and does not pair across them', () => {
    expect(grams('Never write "per my last email" to anyone.')).toEqual([
      ['never', 'write', 'never write', 'to', 'anyone', 'to anyone'],
    ]);
  });
});

// idf 2 and weight 3 for "again", idf 1 and weight 1 for "this time"; everything else unknown.
const model = toneModelOf({
  generated: 'test',
  intercept: -1,
  terms: ['again', 'this time'],
  idf: [2, 1],
  weights: [3, 1],
});

describe('tone score', () => {
  const sentence = ['do', 'it', 'again', 'this', 'time', 'do it', 'it again', 'again this', 'this time'];

  it('weighs the unit-length tf-idf vector of the known n-grams', () => {
    // x = (2, 1) / √5; logit = -1 + (2·3 + 1·1) / √5 = 2.1305; p = 0.89383.
    expect([...toneVector(model, sentence)]).toEqual([
      ['again', 2 / Math.sqrt(5)],
      ['this time', 1 / Math.sqrt(5)],
    ]);
    expect(toneScore(model, sentence)).toBeCloseTo(0.893832, 6);
    expect(toneContributions(model, sentence).get('again')).toBeCloseTo(6 / Math.sqrt(5), 10);
  });

  it('counts repeats sublinearly and gives the intercept alone to unknown words', () => {
    // again ×2: tf 1 + ln 2, alone in the vector, so unit length: logit = -1 + 3.
    expect(toneScore(model, ['again', 'again'])).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
    expect(toneScore(model, ['hello', 'world'])).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
  });
});

describe('tone cues', () => {
  it('skips n-grams made only of function words or pronouns, and names the strongest of the rest', () => {
    expect(onlyFunctionWords('i')).toBe(true);
    expect(onlyFunctionWords('to the')).toBe(true);
    expect(onlyFunctionWords('will not')).toBe(false);
    expect(onlyFunctionWords('cannot')).toBe(false);
    const shares = new Map([
      ['i', 3],
      ['the', 2.5],
      ['cannot', 2],
      ['to the', 1.8],
      ['declined', 1.5],
      ['was declined', 1.2],
      ['sorry', -4],
      ['refund', 0.5],
    ]);
    expect(strongestCues(shares)).toEqual(['cannot', 'declined', 'was declined']);
  });
});

describe('tone scores by counts and the best sentence', () => {
  it('scores counts summed over parts as the pooled n-grams', () => {
    const whole = ['again', 'hello', 'this time', 'again'];
    const counts = knownCounts(model, whole);
    expect([...counts]).toEqual([
      ['again', 2],
      ['this time', 1],
    ]);
    expect(toneScoreOfCounts(model, counts)).toBeCloseTo(toneScore(model, whole), 12);
  });

  it('picks the highest-scoring sentence of three words or more', () => {
    const sentences = [['again'], ['fine', 'thanks'], ['this time', 'ok']];
    expect(bestSentence(model, sentences, [1, 3, 3])).toBe(2);
    expect(bestSentence(model, sentences, [1, 1, 1])).toBe(0);
    expect(bestSentence(model, [[], []], [3, 3])).toBe(-1);
  });
});
