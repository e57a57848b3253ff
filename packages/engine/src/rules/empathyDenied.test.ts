import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { deniedProblem } from './empathyDenied.ts';

/** Whether the problem from `first` to `last` (first occurrences) in `text` is denied. */
const denied = (text: string, first: string, last = first): boolean => {
  const block = analyzeProse(text, 'paragraph');
  const from = block.words.findIndex((word) => word.normal === first);
  const to = block.words.findIndex((word, index) => index >= from && word.normal === last);
  return deniedProblem(block, from, to);
};

describe('deniedProblem', () => {
  it('reads a negation, a denying subject, a harm denied, a problem resolved or fixed', () => {
    expect(denied("Your flight won't be cancelled.", 'be', 'cancelled')).toBe(true);
    expect(denied('You chose not to add insurance, so none has been charged.', 'been', 'charged')).toBe(true);
    expect(denied('No customer was charged twice.', 'was', 'charged')).toBe(true);
    expect(denied('None of your photos were lost.', 'were', 'lost')).toBe(true);
    expect(denied('A single server failure never takes your shop offline.', 'failure')).toBe(true);
    expect(denied('Your ticket was closed because the issue is resolved.', 'the', 'issue')).toBe(true);
    // "the wrong", the phrase after the bug fixed.
    expect(denied('Release 4.2 fixes a bug where invoices showed the wrong tax rate.', 'the', 'wrong')).toBe(
      true,
    );
    expect(denied('No refunds were needed this month.', 'no', 'refunds')).toBe(true);
    expect(denied("Your order won't be shipped until you confirm the address.", "won't", 'shipped')).toBe(
      true,
    );
  });
  it('passes the problem told as news', () => {
    expect(denied('Your flight has been cancelled.', 'been', 'cancelled')).toBe(false);
    expect(denied("The failure won't be fixed until Monday.", 'failure')).toBe(false);
    expect(denied('The error doesn’t go away when I restart.', 'error')).toBe(false);
    expect(denied('Your prescription cannot be issued until your review.', 'cannot', 'issued')).toBe(false);
    expect(
      denied('Version 3.1 fixes the export, but the bug where invoices are declined remains.', 'declined'),
    ).toBe(false);
  });
});
