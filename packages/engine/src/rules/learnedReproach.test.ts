import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  blockReproachScore,
  learnedReproach,
  LEARNED_REPROACH,
  REPROACH_THRESHOLD,
  shippedReproachModel,
} from './learnedReproach.ts';
import { toneModelOf } from './learnedTone.ts';
import { patternsPassedAPhrase } from './passiveAggressive.ts';

const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const allowed = compileGuide({
  name: 'rebukes',
  rules: [{ id: 'passive-aggressive', params: { allow: [LEARNED_REPROACH] } }],
});
const score = (text: string) => blockReproachScore(analyzeProse(text, 'paragraph'));
const spans = (findings: readonly { methodName: string }[]) => findings.map((finding) => finding.methodName);

// A reproach no pattern of the rule finds: the model alone reads it.
const REPROACH =
  'I see the timesheets are still not in, which is disappointing since the deadline was clear to everyone.';
const NOTICE = 'The new timetable starts on Monday and the gym opens at six in the morning.';

describe('the committed reproach model', () => {
  it('loads a table of a few thousand n-grams and a threshold', () => {
    expect(shippedReproachModel().terms.size).toBeGreaterThan(1000);
    expect(REPROACH_THRESHOLD).toBeGreaterThanOrEqual(0.8);
    expect(REPROACH_THRESHOLD).toBeLessThan(1);
  });

  it('scores a clear reproach high and a plain notice low', () => {
    expect(score(REPROACH)).toBeGreaterThanOrEqual(REPROACH_THRESHOLD);
    expect(score('Once again, the fridge was not cleared out this week, as I asked twice.')).toBeGreaterThan(
      0.9,
    );
    expect(score(NOTICE)).toBeLessThan(0.1);
    expect(
      score('Thanks for sending the report, the figures look good and the charts are clear.'),
    ).toBeLessThan(0.5);
  });
});

describe('the learned-reproach finding of passive-aggressive', () => {
  it('flags a reproach the patterns miss, once, on its best sentence, naming its cues', () => {
    expect(checkText(REPROACH, allowed).findings).toEqual([]);
    const text = `Hi all. ${REPROACH} Thanks.`;
    const { findings } = checkText(text, guide);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding?.methodName).toBe(LEARNED_REPROACH);
    expect(text.slice(finding?.from, finding?.to)).toBe(REPROACH);
    expect(finding?.message).toMatch(
      /^Reads as a reproach \(“[^”]+”(, “[^”]+”){0,2}\): say what you need directly/u,
    );
  });

  it('stays silent on a neutral paragraph, when allowed, and in a heading', () => {
    expect(checkText(NOTICE, guide).findings).toEqual([]);
    expect(checkText(REPROACH, allowed).findings).toEqual([]);
    expect(checkText(`# ${REPROACH}`, guide, { format: 'markdown' }).findings).toEqual([]);
    expect(checkText(`- ${REPROACH}`, guide, { format: 'markdown' }).findings).toHaveLength(1);
  });

  it('does not read quoted words or short lines', () => {
    expect(checkText(`She wrote: “${REPROACH}”`, guide).findings).toEqual([]);
    expect(learnedReproach(analyzeProse('Still not in. Again.', 'paragraph'))).toBeNull();
  });

  it('adds nothing where a pattern already found the block', () => {
    const text = `Per my last email, the forms are due. ${REPROACH}`;
    const methods = checkText(text, guide).findings.map((finding) => finding.methodName);
    expect(methods).not.toContain(LEARNED_REPROACH);
    expect(methods.length).toBeGreaterThan(0);
  });

  it('is not asked where the patterns found a listed phrase and let it pass: their reading comes first', () => {
    const neutral = 'For future reference, the front desk is staffed from 7 am.';
    expect(spans(checkText(REPROACH, guide).findings)).toEqual([LEARNED_REPROACH]);
    expect(checkText(neutral, guide).findings).toEqual([]);
    expect(patternsPassedAPhrase(analyzeProse(`${neutral} ${REPROACH}`, 'paragraph'))).toBe(true);
    expect(checkText(`${neutral} ${REPROACH}`, guide).findings).toEqual([]);
    // In a block of its own, the reproach is still read.
    expect(spans(checkText(`${neutral}\n\n${REPROACH}`, guide).findings)).toEqual([LEARNED_REPROACH]);
  });

  it('uses the threshold and the model it is given', () => {
    const model = toneModelOf({
      generated: 'test',
      intercept: -1,
      terms: ['again'],
      idf: [1],
      weights: [5],
    });
    const block = analyzeProse('The printer jammed again. Please call the engineer today.', 'paragraph');
    const match = learnedReproach(block, model, 0.5);
    expect(block.text.slice(match?.from, match?.to)).toBe('The printer jammed again.');
    expect(match?.message).toBe(
      'Reads as a reproach (“again”): say what you need directly, without the edge.',
    );
    expect(learnedReproach(block, model, 0.99)).toBeNull();
  });
});
