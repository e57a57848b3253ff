import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  countsNoun,
  followsLabel,
  hasSpacedSymbol,
  isClockReading,
  isFieldValue,
  isAge,
  isHeaderOrTitle,
  isHouseNumber,
  isInputValue,
  isMenuOption,
  isScalePoint,
  recipientBeforeCount,
} from './numeralContexts.ts';

/** The block of a text and the index of its first word that is `numeral`. */
function at(text: string, numeral: string) {
  const block = analyzeProse(text, 'paragraph');
  return { block, index: block.words.findIndex((word) => word.text === numeral) };
}

describe('numeral contexts', () => {
  it('reads a symbol set off by a space as the numeral’s', () => {
    const spaced = (text: string, numeral: string): boolean => {
      const { block, index } = at(text, numeral);
      const word = block.words[index];
      return word !== undefined && hasSpacedSymbol(block.text, word);
    };
    expect(spaced('Prices rose 5 % in March.', '5')).toBe(true);
    expect(spaced('It costs € 4 now.', '4')).toBe(true);
    expect(spaced('It costs 4 € a month.', '4')).toBe(true);
    expect(spaced('We hired 3 people.', '3')).toBe(false);
  });

  it('needs a label right before its number', () => {
    const label = at('See paragraph 4 of the contract.', '4');
    expect(followsLabel(label.block, label.index)).toBe(true);
    const note = at('Error: 3 users are affected.', '3');
    expect(followsLabel(note.block, note.index)).toBe(false);
  });

  it('tells a typed value from a count after an input verb', () => {
    const typed = at('Type 5, and then click OK.', '5');
    expect(isInputValue(typed.block, typed.index)).toBe(true);
    const reply = at('Reply 1 to confirm.', '1');
    expect(isInputValue(reply.block, reply.index)).toBe(true);
    const count = at('Please enter 2 email addresses.', '2');
    expect(isInputValue(count.block, count.index)).toBe(false);
  });

  it('reads a short label and a colon before the whole value as a field', () => {
    const field = at('Attempts left: 2 of 5.', '2');
    expect(isFieldValue(field.block, field.index)).toBe(true);
    const note = at('Note: 3 users are affected.', '3');
    expect(isFieldValue(note.block, note.index)).toBe(false);
  });

  it('finds house numbers, scale points and clock readings', () => {
    const house = at('Our office is at 4 King Street.', '4');
    expect(isHouseNumber(house.block.words, house.index)).toBe(true);
    const team = at('We hired 4 Java developers.', '4');
    expect(isHouseNumber(team.block.words, team.index)).toBe(false);
    const scale = at('On a scale of 1 to 5, rate us.', '1');
    expect(isScalePoint(scale.block.words, scale.index)).toBe(true);
    const clock = at('Doors open at half past 6 tonight.', '6');
    expect(isClockReading(clock.block.words, clock.index)).toBe(true);
  });

  it('leaves subject lines and title-case lines to heading rules', () => {
    const subject = at('Subject: Your 3 new invoices', '3');
    expect(isHeaderOrTitle(subject.block, subject.index)).toBe(true);
    const title = at('Our 5 Favourite Features', '5');
    expect(isHeaderOrTitle(title.block, title.index)).toBe(true);
    const sentence = at('We picked 3 of them for the launch.', '3');
    expect(isHeaderOrTitle(sentence.block, sentence.index)).toBe(false);
  });

  it('reads every option of a menu as a value to enter', () => {
    const option = (text: string, numeral: string): boolean => {
      const { block, index } = at(text, numeral);
      return isMenuOption(block, index);
    };
    expect(option('Press 1 for billing or 2 for technical support.', '2')).toBe(true);
    expect(option('Press 1 for billing, 2 for payments or 3 for support.', '2')).toBe(true);
    expect(option('Choose 3 for a callback or 4 to leave a message.', '3')).toBe(true);
    expect(option('Choose 3 for a callback or 4 to leave a message.', '4')).toBe(true);
    expect(option('Choose 2 for the team lunch.', '2')).toBe(false);
    expect(option('You can pick 3 toppings or 2 sides.', '2')).toBe(false);
    expect(option('We need 2 for the morning or 3 for the evening.', '3')).toBe(false);
  });

  it('reads a count after a preposition of time, not a clock time', () => {
    const counts = (text: string, numeral: string): boolean => {
      const { block, index } = at(text, numeral);
      return countsNoun(block.words, index);
    };
    expect(counts('We lock it after 3 failed attempts.', '3')).toBe(true);
    expect(counts('The course runs over 4 weeks.', '4')).toBe(true);
    expect(counts('Anything after 3 works for me.', '3')).toBe(false);
    expect(counts('The café is open until 4 weekdays.', '4')).toBe(false);
    expect(counts('The call at 5 was moved.', '5')).toBe(false);
  });

  it('reads an age in years, not a duration', () => {
    const age = (text: string, numeral: string): boolean => {
      const { block, index } = at(text, numeral);
      return isAge(block, index);
    };
    expect(age('My son is 5 years old.', '5')).toBe(true);
    expect(age('Kids 3 years and under eat free.', '3')).toBe(true);
    expect(age('Children under 5 years travel free.', '5')).toBe(true);
    expect(age('She has worked here for 9 years.', '9')).toBe(false);
  });

  it('reads a label noun given a count after a verb of giving', () => {
    const given = (text: string, numeral: string): boolean => {
      const { block, index } = at(text, numeral);
      return recipientBeforeCount(block.words, index);
    };
    expect(given('It took the team 4 tries.', '4')).toBe(true);
    expect(given('We gave each group 3 days.', '3')).toBe(true);
    expect(given('See the page 3 diagrams.', '3')).toBe(false);
    expect(given('Team 4 won the quiz.', '4')).toBe(false);
  });
});
