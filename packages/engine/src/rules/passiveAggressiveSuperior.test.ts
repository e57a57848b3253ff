import { describe, expect, it } from 'vitest';
import { SUPERIOR_PATTERNS } from './passiveAggressiveSuperior.ts';

const matches = (text: string) => SUPERIOR_PATTERNS.some((pattern) => new RegExp(pattern).test(text));

describe("the reader's superior made the audience (eleventh pass, sets u and v)", () => {
  it('finds the superior already copied, in the passive', () => {
    expect(matches('Your supervisor, Ms Okafor, is now copied on this email.')).toBe(true);
    expect(matches('Your line manager has been copied in.')).toBe(true);
    expect(matches("Mr Hart, your head of department, has been cc'd.")).toBe(true);
    expect(matches('Your manager has been added to this thread.')).toBe(true);
  });

  it('passes a routine to come and an invitation', () => {
    expect(matches('Your manager will be copied on the certificate once you pass.')).toBe(false);
    expect(matches('Your manager has been added to the training invite so she can join too.')).toBe(false);
    expect(matches('Your account manager is copied on this email so she can help.')).toBe(false);
  });

  it('finds the writer escalating over the reader’s head', () => {
    expect(matches("I've flagged it three times, so I'll be escalating to your director.")).toBe(true);
    expect(matches('We will have to escalate the matter to your head of department.')).toBe(true);
    expect(matches("I'm going to escalate this to your line manager.")).toBe(true);
    expect(matches('This has been escalated to your manager.')).toBe(true);
    expect(matches("We'll be taking this further with your head of department.")).toBe(true);
    expect(matches("I'll report this to your manager if it happens again.")).toBe(true);
  });

  it('passes escalation as an instruction, a choice or a procedure', () => {
    expect(matches('Escalate to your manager if the client asks for a refund above £500.')).toBe(false);
    expect(matches('You can escalate to your manager if the refund is refused.')).toBe(false);
    expect(matches("You'll be escalating to your manager if the refund is refused.")).toBe(false);
    expect(matches('Complaints will be escalated to your manager within two days.')).toBe(false);
    expect(matches('If you are not happy, you can take this up with your manager.')).toBe(false);
    expect(matches("I'll escalate this to our engineering team and get back to you today.")).toBe(false);
  });

  it('finds any superior brought in with a threat in the sentence (twelfth pass)', () => {
    expect(
      matches("If the shelves aren't restocked before close, I'll be getting your area manager involved."),
    ).toBe(true);
    expect(matches('Unless the van is back tonight, I will be speaking to your regional manager.')).toBe(
      true,
    );
    expect(matches('I have added your supervisor to this email, as the keys are still missing.')).toBe(true);
    expect(matches("Should this happen again, I'll have a word with your supervisor.")).toBe(true);
    expect(matches('Looping your head of year into this conversation.')).toBe(true);
  });

  it('passes the superior brought in without a threat, and managers who serve the reader (twelfth pass)', () => {
    expect(matches('Adding your team lead to this thread so she can approve the budget.')).toBe(false);
    expect(matches("I'll talk to your manager about getting you the training you asked for.")).toBe(false);
    expect(matches('Bring your manager along to the review if you like.')).toBe(false);
    expect(matches("I'll contact your case manager if the appointment doesn't move.")).toBe(false);
    expect(matches("Should the parcel not arrive, we'll contact your building manager.")).toBe(false);
  });
});

describe('the superior as a threat, in any verb (thirteenth pass, sets aa and ab)', () => {
  it('finds any verb of carrying a matter to the superior, with the matter in between', () => {
    expect(
      matches('I will be forwarding these screenshots to your site manager unless the skip is moved.'),
    ).toBe(true);
    expect(matches("If the rent is late again, I'll take the whole exchange to your line manager.")).toBe(
      true,
    );
    expect(
      matches('Sending this straight to your head of department, since the marks still are not in.'),
    ).toBe(true);
    expect(matches("I'll be writing to your regional director if the deposit isn't back by Monday.")).toBe(
      true,
    );
  });

  it('reads reluctance as the threat', () => {
    expect(matches("I'd hate to have to copy your supervisor in on this.")).toBe(true);
    expect(matches("I'd rather not drag your line manager into this.")).toBe(true);
    expect(matches("Don't make me ring your boss.")).toBe(true);
    expect(matches("We'd hate for your director to hear about this.")).toBe(true);
    expect(matches("I'd hate for your manager to miss the leaving party.")).toBe(false);
  });

  it('finds the superior told in time to come, with a threat and the writer or a repeat', () => {
    expect(matches('Your head of year will be informed if the homework is missing again.')).toBe(true);
    expect(matches('Your manager will be getting a copy of my reply if the refund is still pending.')).toBe(
      true,
    );
    expect(matches('Your supervisor will hear about this if the van is not back by six.')).toBe(true);
    expect(matches("Your manager will be notified if you don't complete the module by June.")).toBe(false);
    expect(matches('Your line manager will be informed if we do not receive your sick note.')).toBe(false);
    expect(matches('Your manager will be copied on the welcome email.')).toBe(false);
  });

  it("finds the superior's interest imagined in the reader's failing", () => {
    expect(matches("I'm sure your director would be very interested to know why the order is late.")).toBe(
      true,
    );
    expect(matches('Perhaps your boss would like to hear about this.')).toBe(true);
    expect(matches('Your director would be interested to hear about the new clinic.')).toBe(false);
  });

  it('passes involving with no failing in the condition', () => {
    expect(matches("If your manager agrees, I'll send the contract to your director.")).toBe(false);
    expect(matches("I'll pass the feedback on to your team leader, who asked for it.")).toBe(false);
    expect(matches("If anything happens, I'll let your manager know.")).toBe(false);
  });
});
