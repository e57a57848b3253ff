import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/catalogue.ts';
import type { Rule } from '../rules/types.ts';
import {
  contractionStyleRule,
  maxExclamationsRule,
  noContractionsRule,
  useContractionsRule,
} from './genericRules.fixture.ts';
import { runProfile } from './runProfile.ts';
import { CASUAL_UPDATES, FORMAL_NOTICES, SUPPORT_REPLIES } from './samples.fixture.ts';
import type { ProfileResult } from './types.ts';

function profile(texts: readonly string[], extra: readonly Rule[]): ProfileResult {
  const steps = runProfile({ name: 'T', texts }, {}, [...RULES, ...extra]);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const PLAIN = [
  'The report lists the sales of each region. Each region has its own page.',
  'The totals are on the last page. The appendix explains the method.',
  'Prices include tax. The next report follows in June.',
];

describe('generic derivations with rules the catalogue may gain', () => {
  it('picks the style the samples use, with the sentences that show it', () => {
    const casual = profile([...SUPPORT_REPLIES, ...CASUAL_UPDATES], [contractionStyleRule]);
    const rule = casual.guide.rules.find((entry) => entry.id === 'test-contraction-style');
    expect(rule).toEqual({ id: 'test-contraction-style', params: { style: 'use' } });
    const evidence = casual.evidence.find((entry) => entry.ruleId === 'test-contraction-style');
    expect(evidence?.reason).toMatch(/style “use”/);
    // First the sentences "avoid" would flag: they hold the contractions the samples use.
    const [first, second, third] = evidence?.sentences ?? [];
    for (const sentence of [first, second, third]) expect(sentence?.text).toMatch(/'/);
  });

  it('skips a style the samples never meet', () => {
    const plain = profile(PLAIN, [contractionStyleRule]);
    expect(plain.guide.rules.some((entry) => entry.id === 'test-contraction-style')).toBe(false);
    expect(plain.stats.skipped).toContainEqual({
      id: 'test-contraction-style',
      reason: 'The samples show no clear style: “use” flags 0 sample sentences, “avoid” flags 0.',
    });
  });

  it('calibrates a limit to what the samples reach, with one step of headroom', () => {
    const texts = [...FORMAL_NOTICES, 'Note: this applies to all staff! The office closes at noon.'];
    const result = profile(texts, [maxExclamationsRule]);
    // One sentence of 11 has an exclamation mark: max 0 flags 9%, max 1 none; the guide allows 2.
    expect(result.guide.rules).toContainEqual({ id: 'test-max-exclamations', params: { max: 2 } });
    const evidence = result.evidence.find((entry) => entry.ruleId === 'test-max-exclamations');
    expect(evidence?.reason).toMatch(/^The samples keep max 1 .* allows max 2\.$/);
    // The sentence at the limit: "max 0" would flag it.
    expect(evidence?.sentences[0]).toEqual({
      sample: 3,
      from: 0,
      to: 'Note: this applies to all staff!'.length,
      text: 'Note: this applies to all staff!',
    });
  });

  it('keeps the default of a limit the samples never come near', () => {
    const result = profile(FORMAL_NOTICES, [maxExclamationsRule]);
    expect(result.guide.rules).toContainEqual({ id: 'test-max-exclamations', params: { max: 1 } });
    expect(result.evidence.find((entry) => entry.ruleId === 'test-max-exclamations')?.reason).toBe(
      'No sample comes near the limit, not even at max 0: the default max 1 stays.',
    );
  });

  it('leaves out a rule that works against the tone the samples lean to', () => {
    // Enthusiastic samples, one exclamation mark at a time: at its usual setting the rule flags the
    // exuberant "!!!" of enthusiastic writing, so it is not theirs even though they pass it.
    const texts = [
      "We're thrilled to share amazing news! Our new app is here, and it's fantastic.",
      'Great news: dark mode has arrived! We are so excited, and you will love it.',
      'Wow, what a year! Thank you for an incredible launch.',
    ];
    const result = profile(texts, [maxExclamationsRule]);
    expect(result.stats.tone['enthusiastic-matter-of-fact'].label).toBe('enthusiastic');
    expect(result.guide.rules.some((entry) => entry.id === 'test-max-exclamations')).toBe(false);
    expect(result.stats.skipped.find((entry) => entry.id === 'test-max-exclamations')?.reason).toMatch(
      /^The samples read enthusiastic .* works against enthusiastic writing\.$/,
    );
  });

  it('supports a rule that keeps the tone of the samples, with the sentences that carry it', () => {
    const result = profile(FORMAL_NOTICES, [noContractionsRule]);
    const evidence = result.evidence.find((entry) => entry.ruleId === 'test-no-contractions');
    expect(evidence?.reason).toMatch(
      /It keeps the samples' formal tone \(formal↔casual -\d+\): it flags casual writing\./,
    );
    // First the sentences that make the samples formal.
    expect(evidence?.sentences[0]?.text).toMatch(/accordance|therefore|prepared|submitted/);
  });

  it('leaves out two rules that contradict each other when the samples follow both', () => {
    const plain = profile(PLAIN, [noContractionsRule, useContractionsRule]);
    const ids = plain.guide.rules.map((entry) => entry.id);
    expect(ids).not.toContain('test-no-contractions');
    expect(ids).not.toContain('test-use-contractions');
    expect(plain.stats.skipped.find((entry) => entry.id === 'test-no-contractions')?.reason).toMatch(
      /contradicts test-use-contractions/,
    );
  });

  it('keeps one of two opposite rules when the samples show which they follow', () => {
    const casual = profile(CASUAL_UPDATES, [noContractionsRule, useContractionsRule]);
    const ids = casual.guide.rules.map((entry) => entry.id);
    expect(ids).toContain('test-use-contractions');
    expect(ids).not.toContain('test-no-contractions');
  });
});
