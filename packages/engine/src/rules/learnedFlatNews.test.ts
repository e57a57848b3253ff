import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { parseDocument } from '../document/parseDocument.ts';
import type { TextFormat } from '../document/types.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { empathyReading } from './empathy.ts';
import {
  FLAT_NEWS_FLAG,
  FLAT_NEWS_VETO,
  flatNewsScore,
  flatNewsVetoes,
  LEARNED_FLAT_NEWS,
  learnedFlatNews,
  shippedFlatNewsModel,
  withFlatNewsModel,
} from './learnedFlatNews.ts';
import { toneModelOf } from './learnedTone.ts';
import type { DocumentMatch } from './types.ts';

const guide = compileGuide({ name: 'care', rules: [{ id: 'empathy' }] });
const withoutModel = compileGuide({
  name: 'care',
  rules: [{ id: 'empathy', params: { learnedModel: false } }],
});
const views = (text: string, format: TextFormat = 'plain') =>
  parseDocument(text, format).blocks.map((block) =>
    analyzeProse(block.text, block.kind, block.level, block.heading),
  );
const score = (text: string) => flatNewsScore(views(text));
const methods = (text: string, compiled = guide) =>
  checkText(text, compiled).findings.map((finding) => finding.methodName);

// Bad news the rule's problem words miss (a rate that ends and a dearer one that applies), told flatly.
const RATE_ENDS =
  'Your introductory 0% rate on purchases ends on 30 April. After that date, the standard rate of 24.9% APR applies.';
// The rule reads "trial and error" here as a problem; the model reads a selling point.
const SELLING =
  'Trial and error is part of learning to bake sourdough, and our weekend class lets you make the mistakes with a teacher beside you.';

describe('the committed flat-news model', () => {
  it('loads a table of a few thousand n-grams and thresholds on both sides', () => {
    expect(shippedFlatNewsModel().terms.size).toBeGreaterThan(1000);
    expect(FLAT_NEWS_VETO).toBeGreaterThan(0);
    expect(FLAT_NEWS_VETO).toBeLessThan(0.5);
    expect(FLAT_NEWS_FLAG).toBeGreaterThan(0.5);
    expect(FLAT_NEWS_FLAG).toBeLessThan(1);
  });

  it('scores a flat refusal high and an acknowledged one low', () => {
    expect(
      score('Your refund request has been declined. The order is outside the 30-day return window.'),
    ).toBeGreaterThan(0.9);
    expect(score('Your card payment was declined. Your subscription has been suspended.')).toBeGreaterThan(
      0.9,
    );
    expect(
      score(
        "Your refund request has been declined, and we know that is disappointing. We're sorry; reply to this email and we'll look at a repair instead.",
      ),
    ).toBeLessThan(0.1);
    expect(score('Thanks for your order! It ships tomorrow and should arrive on Friday.')).toBeLessThan(0.1);
  });
});

describe('the veto: the rule’s finding dropped on a text the model reads as no flat news', () => {
  it('drops the finding of a selling point, and keeps it without the model', () => {
    expect(score(SELLING)).toBeLessThanOrEqual(FLAT_NEWS_VETO);
    expect(methods(SELLING)).toEqual([]);
    expect(methods(SELLING, withoutModel)).toEqual(['missing-empathy']);
  });

  it('needs none for the idiom with a double negative, which a fix of “I” to “We” leaves', () => {
    expect(methods("We can't hardly wait for the launch.", withoutModel)).toEqual([]);
    expect(methods("We can't wait for the launch.", withoutModel)).toEqual([]);
  });

  it('keeps the finding on a flat refusal', () => {
    expect(
      methods('Your application for a parking permit has been refused. The street has no spaces left.'),
    ).toEqual(['missing-empathy']);
  });
});

describe('the flag: a finding where the rule found no problem', () => {
  it('flags bad news told flatly on its best sentence, naming its cues, unless turned off', () => {
    const [finding, ...rest] = checkText(RATE_ENDS, guide).findings;
    expect(rest).toEqual([]);
    expect(finding?.methodName).toBe(LEARNED_FLAT_NEWS);
    expect(RATE_ENDS.slice(finding?.from, finding?.to)).toBe(
      'After that date, the standard rate of 24.9% APR applies.',
    );
    expect(finding?.message).toMatch(
      /^Reads as bad news told flatly \(“[^”]+”(, “[^”]+”){0,2}\): acknowledge it or offer help in your own words\.$/u,
    );
    expect(methods(RATE_ENDS, withoutModel)).toEqual([]);
  });

  it('stays silent on good news', () => {
    expect(methods('Thanks for your order! It ships tomorrow and should arrive on Friday.')).toEqual([]);
  });
});

describe('the rule’s own readings come first', () => {
  // A model that reads "ends" and "rate" as flat news, whatever else the text says.
  const model = toneModelOf({
    generated: 'test',
    intercept: -1,
    terms: ['ends', 'rate', 'the'],
    idf: [1, 1, 1],
    weights: [4, 2, 5],
  });
  const ruleFinding = (problem: { block: number; from: number; to: number }): DocumentMatch => ({
    ...problem,
    message: 'rule',
    methodName: 'missing-empathy',
  });
  const judge = (text: string, options = {}) => {
    const blocks = views(text, 'markdown');
    return withFlatNewsModel(blocks, empathyReading(blocks), ruleFinding, { model, ...options }).map(
      (finding) => finding.methodName,
    );
  };

  it('adds a finding to a customer-facing text with neither problem nor help', () => {
    expect(judge(RATE_ENDS, { flagAtLeast: 0.5 })).toEqual([LEARNED_FLAT_NEWS]);
    expect(judge(RATE_ENDS, { flagAtLeast: 1 })).toEqual([]);
  });

  it('adds none to a text for staff or one that already helps or acknowledges', () => {
    for (const text of [
      `FYI for the support rota: ${RATE_ENDS}`,
      `Audience: support staff\n\n${RATE_ENDS}`,
      `${RATE_ENDS} If that makes it hard for you, one of our team will call you.`,
      `${RATE_ENDS} We know this is a change many of you did not want.`,
    ]) {
      expect(flatNewsScore(views(text, 'markdown'), model)).toBeGreaterThan(0.9);
      expect(judge(text, { flagAtLeast: 0.5 })).toEqual([]);
    }
  });

  it('adds none to a price set against a higher old one, which it cannot tell from a rise', () => {
    const cut = `${RATE_ENDS} Your monthly rate will be $9 instead of $12.`;
    const rise = `${RATE_ENDS} Your monthly rate will be $15 instead of $12.`;
    expect(flatNewsScore(views(cut, 'markdown'), model)).toBeGreaterThan(0.9);
    expect(judge(cut, { flagAtLeast: 0.5 })).toEqual([]);
    expect(judge(rise, { flagAtLeast: 0.5 }).length).toBeGreaterThan(0);
  });

  it('vetoes the rule’s finding at a low score, and only then', () => {
    const refusal = 'Your refund request has been declined.';
    expect(judge(refusal, { vetoAtMost: 0.5, flagAtLeast: 1 })).toEqual([]);
    expect(judge(refusal, { vetoAtMost: 0.2, flagAtLeast: 1 })).toEqual(['missing-empathy']);
    expect(judge(refusal, { vetoAtMost: 0, flagAtLeast: 1 })).toEqual(['missing-empathy']);
    expect(flatNewsVetoes(views(refusal), model, 0.5)).toBe(true);
  });

  it('spans the best sentence of the best block and names no function words as cues', () => {
    const text = 'Hello there.\n\nThe offer ends on Friday. The rate is fixed.';
    const blocks = views(text, 'markdown');
    const match = learnedFlatNews(blocks, model, 0.5);
    expect(match?.block).toBe(1);
    expect(blocks[1]?.text.slice(match?.from, match?.to)).toBe('The offer ends on Friday.');
    // "the" weighs most in "The rate is fixed." but is no cue; in the best sentence "ends" is.
    expect(match?.message).toBe(
      'Reads as bad news told flatly (“ends”): acknowledge it or offer help in your own words.',
    );
  });
});
