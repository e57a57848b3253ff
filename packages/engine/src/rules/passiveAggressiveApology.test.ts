import { describe, expect, it } from 'vitest';
import { NON_APOLOGY_PATTERNS } from './passiveAggressiveApology.ts';

const matches = (text: string) => NON_APOLOGY_PATTERNS.some((pattern) => new RegExp(pattern).test(text));

describe('the non-apology (eleventh pass, sets u and v)', () => {
  it("finds sorry for anyone's feelings of being wronged, in any words", () => {
    expect(matches('Apologies if anyone felt singled out by my comments.')).toBe(true);
    expect(matches('Sorry if anyone felt picked on during the review.')).toBe(true);
    expect(matches('Sorry if anyone felt belittled by the feedback.')).toBe(true);
    expect(matches('I apologise if some of you felt excluded from the planning.')).toBe(true);
  });

  it('finds being left out only as a feeling, not as a slip with a list of recipients', () => {
    expect(matches('We apologise if some of you felt left out of the decision.')).toBe(true);
    expect(matches('Sorry if anyone was left out of the email; here is the link.')).toBe(false);
    expect(matches('Sorry if anyone felt the cold in the hall this morning.')).toBe(false);
  });

  it("finds the writer's thing, however long its name, hurting anyone", () => {
    expect(matches("I'm sorry if my remarks at the retro upset anyone.")).toBe(true);
    expect(matches('Sorry if my remarks on Friday’s call offended some of the team.')).toBe(true);
    expect(matches("I'm sorry my comments upset you; I was wrong to say them.")).toBe(false);
  });

  it('finds sorry for how a remark came across, also one of several', () => {
    expect(matches('Apologies if any of my comments came across as hurtful to some of you.')).toBe(true);
    expect(matches('Sorry if my note came across as critical.')).toBe(true);
    expect(matches('Sorry if my reply was slow, but I was on leave.')).toBe(false);
  });

  it('finds the apology taken back by "but", and passes the sincere one', () => {
    expect(matches("I'm sorry if my email upset you, but the figures simply didn't add up.")).toBe(true);
    expect(matches('Sorry if I offended you, but someone had to say it.')).toBe(true);
    expect(matches("Sorry if I upset you. That was never my intention, and I'd like to talk.")).toBe(false);
    expect(matches('Sorry if I missed your call, but I was in a meeting.')).toBe(false);
  });

  it('finds the non-apology with any noun phrase, a defence, no "if", or the feeling caused (twelfth pass)', () => {
    expect(
      matches(
        'Sorry if my remarks during the planning session with the wider team came across as dismissive.',
      ),
    ).toBe(true);
    expect(matches('Apologies if anything I said at the review sounded critical.')).toBe(true);
    expect(matches('I apologise if my remarks upset you; I was simply being honest.')).toBe(true);
    expect(matches("We're sorry some of you were offended by what we wrote.")).toBe(true);
    expect(matches("I'm sorry you took it that way.")).toBe(true);
    expect(matches('Sorry if my email made you feel singled out.')).toBe(true);
    expect(matches('Sorry if you found my comments on the draft harsh.')).toBe(true);
  });

  it('passes sympathy, a sincere apology and a slip with a document (twelfth pass)', () => {
    expect(matches("I'm so sorry you were hurt in the accident.")).toBe(false);
    expect(matches("I'm sorry you were upset by the news about your grandmother.")).toBe(false);
    expect(matches('Sorry if the cold room made anyone feel uncomfortable.')).toBe(false);
    expect(matches('Sorry if you found the form confusing; here is a shorter one.')).toBe(false);
    expect(matches('Sorry if anyone felt the cold in the hall this morning.')).toBe(false);
  });
});

describe('the non-apology in more words (thirteenth pass, set ab)', () => {
  it('finds feelings hurt, then defended', () => {
    expect(matches('Sorry if my review hurt your feelings, but the tests were failing.')).toBe(true);
    expect(matches("Apologies if my notes wounded anyone's pride; I was only being honest.")).toBe(true);
    expect(matches('Sorry if my reply hurt your feelings.')).toBe(false);
  });

  it('finds any manner that presses or slights, how it came across', () => {
    expect(matches('Apologies if my message came across as a little forceful.')).toBe(true);
    expect(matches('Sorry if that sounded too direct, but the order is wrong.')).toBe(true);
    expect(matches('Sorry if I was a bit curt on the phone, but we are short-staffed.')).toBe(true);
    expect(matches('Sorry if I was a bit short with you earlier.')).toBe(false);
  });
});
