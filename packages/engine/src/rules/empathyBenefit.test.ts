import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { writerBenefits } from './empathyBenefit.ts';

const helps = (text: string): boolean => writerBenefits(analyzeProse(text, 'paragraph'));

describe('writerBenefits', () => {
  it('reads acts of helping, giving, moving, adding and creating done for the reader', () => {
    expect(helps('Our staff at gate B12 will rebook anyone who would miss a connection.')).toBe(true);
    expect(helps("We've added an extra session on Wednesday and moved your bookings across.")).toBe(true);
    expect(helps('Our team will arrange home visits for anyone who finds the journey difficult.')).toBe(true);
    expect(helps("We'll save it automatically as soon as you're back online.")).toBe(true);
    expect(helps("We've written a step-by-step upgrade guide.")).toBe(true);
    expect(helps("We've extended your trial by a month.")).toBe(true);
    expect(helps('Our reception team will take bookings by phone.')).toBe(true);
    expect(helps("We've booked Lea Fields so every team still plays.")).toBe(true);
    expect(helps('Our design team will convert any Classic site to the new theme for free.')).toBe(true);
  });
  it('passes acts against the reader, help refused and the circumstances of the news', () => {
    expect(helps("We've removed the option to pay by cheque.")).toBe(false);
    expect(helps('We will charge £2 per statement.')).toBe(false);
    expect(helps('We have closed your account.')).toBe(false);
    expect(helps("We've added a £4 surcharge for the courier change.")).toBe(false);
    expect(helps("We'll keep your deposit because the room was damaged.")).toBe(false);
    expect(helps("We can't refund it to your card.")).toBe(false);
    expect(helps('The water will be off while we replace a valve.')).toBe(false);
    expect(helps('You asked whether we could match a price.')).toBe(false);
    expect(helps("We've checked your account for you.")).toBe(false);
    expect(helps("We'll deliver on Saturdays only.")).toBe(false);
  });
});

describe('writerBenefits, twelfth pass', () => {
  it('reads giving out, an arrangement that eases a cost and one more of a kind added', () => {
    expect(helps('Our staff at gate 14 are handing out meal vouchers.')).toBe(true);
    expect(helps("That's a long stretch, so we'll hand out bottled water at the community centre.")).toBe(
      true,
    );
    expect(helps('Our advisers on 0800 400 600 can set up a payment plan.')).toBe(true);
    expect(helps("We've since added a second packing shift, so orders now leave within 24 hours.")).toBe(
      true,
    );
  });
  it('leaves leaflets about the news, a refused arrangement and a second fee', () => {
    expect(helps('We have handed out leaflets about the change.')).toBe(false);
    expect(helps("We can't offer a payment holiday on this type of loan.")).toBe(false);
    expect(helps('We have added a second late fee to your account.')).toBe(false);
  });
});

describe('writerBenefits: things moved to a replacement, costs held, a place for each home', () => {
  it('finds help', () => {
    expect(helps("We've moved all your saved export templates to the new panel automatically.")).toBe(true);
    expect(helps("We've already moved your existing zaps into it.")).toBe(true);
    expect(helps("We've built a native replacement.")).toBe(true);
    expect(helps("We've frozen your fees until the pool reopens.")).toBe(true);
    expect(helps("We'll leave an electric heater at each flat on Monday evening.")).toBe(true);
  });
  it('passes acts against the reader', () => {
    expect(helps("We've moved your appointment to 24 May.")).toBe(false);
    expect(helps("We've frozen your account until the pool reopens.")).toBe(false);
  });
});
