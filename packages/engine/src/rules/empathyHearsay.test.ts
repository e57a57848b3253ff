import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { reportedDecision } from './empathyHearsay.ts';

const at = (text: string, word: string): boolean => {
  const block = analyzeProse(text, 'paragraph');
  return reportedDecision(
    block,
    block.words.findIndex((each) => each.normal === word),
  );
};

describe('reportedDecision', () => {
  it('reads a public body refusing a third party as a report', () => {
    expect(at('The council refused planning permission for the stadium.', 'refused')).toBe(true);
    expect(at('On Friday the court rejected the appeal by the developer.', 'rejected')).toBe(true);
    expect(at('The district council has refused the casino licence.', 'refused')).toBe(true);
    expect(at('Ofgem has rejected the merger, citing higher bills.', 'rejected')).toBe(true);
  });

  it('keeps a decision about the reader or the writer as news', () => {
    expect(at('The council refused your planning application.', 'refused')).toBe(false);
    expect(at('The council refused our licence, so the market is off.', 'refused')).toBe(false);
    expect(at('Your bank refused the payment.', 'refused')).toBe(false);
    expect(at('Dear Ms Ansah, the council has refused planning permission.', 'refused')).toBe(false);
    expect(at('Stripe has blocked the payment.', 'blocked')).toBe(false);
  });
});

describe('reportedDecision, a body in the plural', () => {
  it('reads officials heading a longer subject, with the attribution after', () => {
    const at = (text: string, word: string): boolean => {
      const view = analyzeProse(text, 'paragraph');
      return reportedDecision(
        view,
        view.words.findIndex((w) => w.normal === word),
      );
    };
    expect(
      at('Regulators in Brussels have blocked the takeover, saying it would reduce competition.', 'blocked'),
    ).toBe(true);
    expect(at('Regulators have blocked your transfer, saying the paperwork was incomplete.', 'blocked')).toBe(
      false,
    );
  });
});
