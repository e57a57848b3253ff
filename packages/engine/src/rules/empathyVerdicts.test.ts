import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  coverRefused,
  criteriaUnmet,
  decisionKept,
  imposedChange,
  noneAvailable,
  pardonAsked,
  planCut,
  preventionPromised,
  writerAcknowledges,
  writerMoved,
} from './empathyVerdicts.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('decisionKept', () => {
  it('finds a decision kept after a review', () => {
    expect(decisionKept(block('The original suspension of your seller account stands.'))).toBeDefined();
    expect(decisionKept(block('Both charges stand, as the orders were separate.'))).toBeDefined();
    expect(decisionKept(block('The late payment penalty has been upheld.'))).toBeDefined();
  });
  it('leaves offers and places alone', () => {
    expect(decisionKept(block('Our offer still stands: 20% off.'))).toBeUndefined();
    expect(decisionKept(block('The statue stands in the main square.'))).toBeUndefined();
  });
});

describe('noneAvailable', () => {
  it('finds nothing left to offer', () => {
    expect(noneAvailable(block('No earlier dates are available.'))).toBeDefined();
    expect(noneAvailable(block('No seats are left on the 9:40 ferry.'))).toBeDefined();
  });
  it('leaves good news alone', () => {
    expect(noneAvailable(block('No setup is needed.'))).toBeUndefined();
    expect(noneAvailable(block('No fees apply to small transfers.'))).toBeUndefined();
  });
});

describe('coverRefused', () => {
  it('finds cover refused', () => {
    expect(coverRefused(block('The warranty does not cover water damage.'))).toBeDefined();
    expect(coverRefused(block("Your plan doesn't include phone support."))).toBeDefined();
  });
  it('leaves cover given alone', () => {
    expect(coverRefused(block('Our warranty covers parts for two years.'))).toBeUndefined();
  });
});

describe('imposedChange and planCut', () => {
  it('find a change imposed on the reader', () => {
    expect(imposedChange(block('Your visa appointment has been moved to 14 January.'))).toBeDefined();
    expect(imposedChange(block('Your withdrawal request has been held for review.'))).toBeDefined();
    expect(planCut(block('The export feature is being removed from the Starter plan.'))).toBeDefined();
    expect(planCut(block('We have removed free delivery from the Basic plan.'))).toBeDefined();
    expect(planCut(block("We're dropping seat selection from Light fares."))).toBeDefined();
  });
  it('leave a burden taken out of a plan alone', () => {
    expect(planCut(block("We've removed ads from the Free plan."))).toBeUndefined();
    expect(planCut(block('We have removed the 5-project limit from the Starter tier.'))).toBeUndefined();
  });
  it('leave chosen, denied and routine changes alone', () => {
    expect(imposedChange(block('Your files were moved to the new folder at your request.'))).toBeUndefined();
    expect(imposedChange(block('Your appointment has not been moved.'))).toBeUndefined();
    expect(imposedChange(block('Your meeting was held in room 4.'))).toBeUndefined();
  });
});

describe('writerAcknowledges and pardonAsked', () => {
  it('find acknowledgement and apology in the writer’s words', () => {
    expect(writerAcknowledges(block('We know a price rise is never welcome.'))).toBe(true);
    expect(pardonAsked(block('Forgive the long delay in answering.'))).toBe(true);
    expect(pardonAsked(block('Please excuse our late reply.'))).toBe(true);
  });
  it('leave the rest alone', () => {
    expect(writerAcknowledges(block("We know you'll love the new design."))).toBe(false);
    expect(pardonAsked(block('We cannot excuse the delay.'))).toBe(false);
  });
});

describe('preventionPromised', () => {
  it('finds a change made so the problem does not come back', () => {
    expect(preventionPromised(block("We've changed couriers so this doesn't happen again."))).toBe(true);
    expect(
      preventionPromised(block("We've added a region so a single failure can't take you offline again.")),
    ).toBe(true);
    expect(preventionPromised(block('Our engineers rewrote the job to prevent it happening again.'))).toBe(
      true,
    );
    expect(
      preventionPromised(block("We've doubled the servers so a spike won't take the shop down again.")),
    ).toBe(true);
  });

  it('passes a loss guarded for good and a "so" of degree', () => {
    expect(preventionPromised(block("We've closed your account so it can't be used again."))).toBe(false);
    expect(preventionPromised(block("We're so glad it never happened again."))).toBe(false);
    expect(preventionPromised(block("It won't happen again, so the fee stands."))).toBe(false);
  });
});

describe('criteriaUnmet', () => {
  it("finds the reader's case short of criteria", () => {
    expect(criteriaUnmet(block('Your loan application did not meet our lending criteria.'))).toBeDefined();
    expect(criteriaUnmet(block('The sample you sent failed to meet our quality standards.'))).toBeDefined();
    expect(criteriaUnmet(block("Your photos don't meet the requirements for a passport."))).toBeDefined();
  });
  it('leaves a kind of thing and criteria met alone', () => {
    expect(
      criteriaUnmet(block("Any item you return that doesn't meet our standards is recycled.")),
    ).toBeUndefined();
    expect(criteriaUnmet(block('Your home meets the efficiency requirements.'))).toBeUndefined();
  });
});

describe('tenth pass: dates brought forward, hardship named, "no longer" as "never again"', () => {
  it('finds them', () => {
    expect(writerAcknowledges(block('We appreciate this makes things harder for some of you.'))).toBe(true);
    expect(writerAcknowledges(block('We know many of you had blocked out the time.'))).toBe(true);
    expect(
      preventionPromised(
        block("We've since added a second provider, so one failure can no longer stop checkout."),
      ),
    ).toBe(true);
  });
  it('passes a delivery brought forward and keeps one put back', () => {
    expect(imposedChange(block('Your delivery has been moved from 19 July to 5 July.'))).toBeUndefined();
    expect(imposedChange(block('Your delivery has been moved from 5 July to 19 July.'))).toBeDefined();
  });
});

describe('eleventh pass: changes imposed in the active, money moved, knowing how it feels', () => {
  it('finds a booking moved by the writer with a reason, and a parcel held for a reason', () => {
    expect(
      writerMoved(block("We've moved your dental check-up to 14 August because Dr Shah is away.")),
    ).toBeDefined();
    expect(
      imposedChange(block('Your parcel is being held at the depot because the address is incomplete.')),
    ).toBeDefined();
  });
  it('passes a move brought forward, a move told as a favour, and money moved', () => {
    expect(
      writerMoved(block("We've moved your check-up forward to 2 August, so you'll be seen sooner.")),
    ).toBeUndefined();
    expect(
      writerMoved(block("No worries at all! We've moved your meeting to Thursday at 10:00.")),
    ).toBeUndefined();
    expect(
      imposedChange(
        block('Your request has been processed, and the balance has been moved to your current account.'),
      ),
    ).toBeUndefined();
  });
  it('reads knowing how it feels as acknowledgement', () => {
    expect(writerAcknowledges(block('We appreciate how anxious families feel at this stage.'))).toBe(true);
    expect(writerAcknowledges(block('We know how to fix it.'))).toBe(false);
  });
});

describe('writerAcknowledges, twelfth pass', () => {
  it('reads "we have heard" and what the reader does with what changes', () => {
    expect(writerAcknowledges(block("We've heard how much residents rely on the late service."))).toBe(true);
    expect(writerAcknowledges(block('We know many of you visit on Saturdays.'))).toBe(true);
    expect(writerAcknowledges(block('We know the detour adds time to the school run.'))).toBe(true);
    expect(writerAcknowledges(block('We do understand this means a longer walk.'))).toBe(true);
  });
  it('leaves knowing without a hardship', () => {
    expect(writerAcknowledges(block("We know you'll love the new timetable."))).toBe(false);
    expect(writerAcknowledges(block('We have heard back from the bank.'))).toBe(false);
  });
});
