import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  chargeRemoved,
  lateness,
  namesOrLabels,
  paidRise,
  personalHelp,
  policyCited,
  policyLimit,
  priceRise,
  readerEndOrWait,
  readerLoss,
  readerRefusal,
  thirdPartyRefusal,
  writerRemedy,
} from './empathySignals.ts';

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

describe('readerLoss, services cut and reduced', () => {
  it('finds a service of the reader’s cut off, interrupted or reduced', () => {
    expect(readerLoss(block('Your Wi-Fi service will be disconnected on 1 July.'))).toBeDefined();
    expect(readerLoss(block('The gas supply to your street will be interrupted on Tuesday.'))).toBeDefined();
    expect(readerLoss(block('Your benefit payment is reduced by $120 a month.'))).toBeDefined();
    expect(readerLoss(block('Your projects are now read-only.'))).toBeDefined();
  });

  it('passes a reduction of what the reader pays', () => {
    expect(readerLoss(block('Your bill is reduced by £10 from next month.'))).toBeUndefined();
  });
});

describe('readerRefusal', () => {
  it('finds the reader’s request refused in a negated passive of any verb', () => {
    expect(readerRefusal(block('Your request for remote work has not been approved.'))).toBeDefined();
    expect(readerRefusal(block('Your bag was not loaded onto the connecting flight.'))).toBeDefined();
  });

  it('passes a harm denied and personal data left alone', () => {
    expect(readerRefusal(block('Your card has not been charged for the cancelled order.'))).toBeUndefined();
    expect(readerRefusal(block('Your details are not stored once the session ends.'))).toBeUndefined();
    expect(readerRefusal(block('The parcel was not opened.'))).toBeUndefined();
  });
});

describe('thirdPartyRefusal', () => {
  it('finds someone else refusing the reader', () => {
    expect(thirdPartyRefusal(block('The hotel cannot accommodate your group on those dates.'))).toBeDefined();
  });

  it('passes a rule of use, a harm refused and the writer’s own refusal (listed)', () => {
    expect(thirdPartyRefusal(block('You cannot change your username.'))).toBeUndefined();
    expect(thirdPartyRefusal(block('This check cannot affect your credit score.'))).toBeUndefined();
    expect(thirdPartyRefusal(block('We cannot refund your ticket.'))).toBeUndefined();
  });
});

describe('lateness and readerEndOrWait', () => {
  it('finds lateness by its amount, an end and an explained wait', () => {
    expect(lateness(block('The 9:15 train is running 70 minutes late.'))).toBeDefined();
    expect(lateness(block('Your order will arrive later than planned.'))).toBeDefined();
    expect(lateness(block('The ferry will leave later than scheduled.'))).toBeDefined();
    expect(readerEndOrWait(block('Your trial ended yesterday.'))).toBeDefined();
    expect(
      readerEndOrWait(
        block('Your refund will take up to 60 days because the payment went through a third party.'),
      ),
    ).toBeDefined();
  });

  it('passes a late opening and a delivery time stated as a fact', () => {
    expect(lateness(block('The shop stays open late on Thursdays.'))).toBeUndefined();
    expect(lateness(block('The museum stays open later than usual on Fridays.'))).toBeUndefined();
    expect(readerEndOrWait(block('Your order will take up to three days to arrive.'))).toBeUndefined();
  });
});

describe('paidRise', () => {
  it('finds what the reader pays rising, with words between', () => {
    expect(paidRise(block('The price of the Family plan rises to $24 next month.'))).toBeDefined();
    expect(paidRise(block('The monthly price goes up by $4.'))).toBeDefined();
    expect(paidRise(block('Your direct debit will increase to £142 a month.'))).toBeDefined();
  });
  it('passes a rise that acts on something else', () => {
    expect(paidRise(block('Paying on time will increase your credit score.'))).toBeUndefined();
  });

  it('passes what a saver earns and a rise denied', () => {
    expect(paidRise(block('Interest on your savings rises to 4% in June.'))).toBeUndefined();
    expect(paidRise(block('Our prices never go up mid-contract.'))).toBeUndefined();
  });
});

describe('personalHelp and chargeRemoved', () => {
  it('finds the writer stepping in and a wrong charge taken away', () => {
    expect(personalHelp(block("I've chased the courier and it's booked for tomorrow."))).toBe(true);
    expect(personalHelp(block("I'll keep an eye on it until it lands."))).toBe(true);
    expect(chargeRemoved(block("The fee was a mistake and we've removed it."))).toBe(true);
    expect(chargeRemoved(block("We've declined the second payment, so you pay once."))).toBe(true);
    expect(chargeRemoved(block('Our team has declined the duplicate.'))).toBe(true);
  });

  it('passes an "I" that only decides and a charge taken', () => {
    expect(personalHelp(block('I have reviewed your appeal and the decision stands.'))).toBe(false);
    expect(personalHelp(block("I'm afraid the claim isn't covered."))).toBe(false);
    expect(chargeRemoved(block('We take a fee of 2% on every transfer.'))).toBe(false);
    expect(chargeRemoved(block("We've removed your listing."))).toBe(false);
    expect(chargeRemoved(block("We've declined your payment."))).toBe(false);
    expect(chargeRemoved(block('The bank has declined the charge.'))).toBe(false);
    expect(chargeRemoved(block('We have rejected your fee refund request.'))).toBe(false);
  });
});

describe('refusals and losses without a listed phrase', () => {
  it('reads a refusing modal before a passive and a refusal in a reply', () => {
    expect(readerRefusal(block('Your booking cannot be amended within 48 hours.'))).toBeDefined();
    expect(readerRefusal(block('Thanks for getting in touch! Cash gifts can’t be receipted.'))).toBeDefined();
    expect(
      readerRefusal(block('Is an upgrade possible? No. Upgrades are not sold on this route.')),
    ).toBeDefined();
    expect(readerRefusal(block('The grant application will not be funded.'))).toBeDefined();
    expect(readerRefusal(block('Archived projects cannot be edited.'))).toBeUndefined();
  });

  it('reads something of the reader’s gone with "no longer" or "for your"', () => {
    expect(readerLoss(block('Roaming is no longer included in your bundle.'))).toBeDefined();
    expect(readerLoss(block('Sign-in via SSO is disabled for your workspace.'))).toBeDefined();
    expect(readerLoss(block('Your card will no longer be charged for the add-on.'))).toBeUndefined();
    expect(readerLoss(block('The old API is stopped at midnight.'))).toBeUndefined();
  });

  it('reads a policy cited as the reason for a refusal', () => {
    expect(policyCited(block('Per policy 7.1, we don’t replace lost cards.'))).toBeDefined();
    expect(policyCited(block('Under our terms, you get a full refund within 30 days.'))).toBeUndefined();
  });
});

describe('paidRise, twelfth pass', () => {
  const rises = (text: string): number | undefined => paidRise(analyzeProse(text, 'paragraph'));
  it('reads a rise to an amount dated ahead without "your", and leaves a denied increase', () => {
    expect(rises('Monthly parking permits for Zone C residents go up to NZ$65 from 1 April.')).toBeDefined();
    expect(rises('Sales went up to $12 million from January.')).toBeUndefined();
    expect(rises("There's no price increase in 2026.")).toBeUndefined();
  });
});
