import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { staffHelp } from './empathyHelp.ts';

const helps = (text: string): boolean => staffHelp(analyzeProse(text, 'paragraph'));

describe('staffHelp', () => {
  it("reads help offered by the writer's people", () => {
    expect(helps('Knock at flat 1 and Jim, our caretaker, will help.')).toBe(true);
    expect(helps('Our reception team will phone everyone affected today to offer a new time.')).toBe(true);
    expect(helps('Our account managers will go through the options with you on a call.')).toBe(true);
  });
  it('passes a system, work reported and people who offer nothing', () => {
    expect(helps('Our system will rebook you automatically.')).toBe(false);
    expect(helps('Our engineers will investigate the cause.')).toBe(false);
    expect(helps('Our reception team will phone everyone affected today.')).toBe(false);
  });
});

describe('staffHelp: a call offered', () => {
  it('finds "can call you" and passes "will contact you about the balance"', () => {
    expect(helps('One of our claims advisers can call you at a time that suits you.')).toBe(true);
    expect(helps('Our collections team will contact you about the balance.')).toBe(false);
  });
});
