import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { namesOrLabels, policyLimit, priceRise, readerLoss, writerRemedy } from './empathySignals.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

/** Whether the words of `phrase` in `text` read as part of a name or a quoted label. */
function asName(text: string, phrase: string): boolean {
  const view = block(text);
  const start = text.indexOf(phrase);
  const first = view.words.findIndex((word) => word.start === start);
  const last = view.words.findIndex((word) => word.end === start + phrase.length);
  return namesOrLabels(view, first, last);
}

describe('readerLoss', () => {
  it('finds something of the reader’s taken away in the passive', () => {
    expect(readerLoss(block('Your listing has been removed for breaking our rules.'))).toBeDefined();
    expect(readerLoss(block('Your review of Lakeside Cabins was taken down.'))).toBeDefined();
  });

  it('passes a change the reader asked for, a routine closure and things not the reader’s', () => {
    expect(readerLoss(block('Your old address has been removed, as you requested.'))).toBeUndefined();
    expect(readerLoss(block('Your ticket has been closed.'))).toBeUndefined();
    expect(readerLoss(block('Old logs are removed after 30 days.'))).toBeUndefined();
  });
});

describe('priceRise', () => {
  it('finds a higher amount compared with a lower one', () => {
    expect(priceRise(block('Your plan will cost $18 instead of $15.'))).toBeDefined();
    expect(priceRise(block('Rent is now £1,250, up from £1,100.'))).toBeDefined();
  });

  it('passes a sale and a comparison without amounts', () => {
    expect(priceRise(block('The boots are €60 instead of €85 this week.'))).toBeUndefined();
    expect(priceRise(block('Use the app instead of the website.'))).toBeUndefined();
  });
});

describe('policyLimit', () => {
  it('finds a rule restricted by "only" and a time limit in a text about the reader’s case', () => {
    expect(
      policyLimit(block('Refunds are only issued within 14 days, and your order is older.')),
    ).toBeDefined();
  });

  it('passes a restriction without a time limit or without the reader', () => {
    expect(policyLimit(block('Your locker is only opened with your own card.'))).toBeUndefined();
    expect(policyLimit(block('Refunds are only issued within 14 days.'))).toBeUndefined();
  });
});

describe('writerRemedy', () => {
  it('finds the writer putting the problem right', () => {
    expect(writerRemedy(block("We're re-running every missed job now."))).toBe(true);
    expect(writerRemedy(block("Call us and we'll unlock it while you wait."))).toBe(true);
    expect(writerRemedy(block('I have refunded the fee.'))).toBe(true);
  });

  it('passes other verbs and other subjects', () => {
    expect(writerRemedy(block("We'll review any new listings first."))).toBe(false);
    expect(writerRemedy(block('The bank will refund you.'))).toBe(false);
  });
});

describe('namesOrLabels', () => {
  it('reads a problem word in a title or a quoted interface label as a name', () => {
    expect(asName('The Declined Payments report now shows the reason.', 'Declined')).toBe(true);
    expect(asName('Rejected Recipes, a cookbook, is out.', 'Rejected')).toBe(true);
    expect(asName('The "Account locked" badge links to the unlock action.', 'locked')).toBe(true);
  });

  it('keeps news: a subject line in capitals, an adverb before a name, a quoted message', () => {
    expect(asName('Your Payment Was Declined', 'Declined')).toBe(false);
    expect(asName('Unfortunately Anna is away.', 'Unfortunately')).toBe(false);
    expect(asName('The app shows a "Sync failed" message.', 'failed')).toBe(false);
  });
});
