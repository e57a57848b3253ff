import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const found = (text: string) =>
  checkText(text, guide, { format: 'plain' }).findings.map((finding) => ({
    written: text.slice(finding.from, finding.to),
    method: finding.methodName,
  }));

describe('passive-aggressive rebukes beyond the phrase list', () => {
  it('finds "as I said" with any tense and adverb, and "we" only when repeated', () => {
    expect(found('As I’ve already stated, the refund was sent.')).toEqual([
      { written: 'As I’ve already stated', method: 'as-i-said' },
    ]);
    expect(found('Like we have previously explained, the fee is fixed.')[0]?.written).toBe(
      'Like we have previously explained',
    );
    expect(found('As we mentioned in our newsletter, dark mode is here.')).toEqual([]);
    expect(found('As I wrote this guide, I tested every step.')).toEqual([]);
  });

  it('finds the words that vary in "per my last email" and its formal form', () => {
    expect(found('Per my email below, the date stands.')[0]?.written).toBe('Per my email');
    expect(found('I refer you to my letter of 3 May.')[0]?.method).toBe('per-my-last-email');
    expect(found('As set out in our terms, you can cancel.')).toEqual([]);
  });

  it('finds counted requests only with a verb of asking', () => {
    expect(found("I've asked you three times for the form.")[0]?.method).toBe('as-i-said');
    expect(found('We have written to you on several occasions.').map((hit) => hit.method)).toContain(
      'as-i-said',
    );
    expect(found("We've called the carrier three times today.")).toEqual([]);
  });

  it('finds an audience brought in, a rebuke after "going forward", and a curt line', () => {
    expect(found('Adding Sarah for visibility.')[0]?.method).toBe('for-visibility');
    expect(found('Going forward, I need you to copy me.')[0]?.method).toBe('for-future-reference');
    expect(found('Going forward, we will publish the roadmap.')).toEqual([]);
    expect(found('Any updates?')[0]?.method).toBe('curt-reply');
  });

  it('leaves quoted words alone', () => {
    expect(found('Avoid phrases such as "as I already said" in replies.')).toEqual([]);
  });
});
