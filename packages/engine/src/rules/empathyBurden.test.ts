import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { burdenNamed } from './empathyBurden.ts';

const named = (text: string): boolean => burdenNamed(analyzeProse(text, 'paragraph'));

describe('burdenNamed', () => {
  it("reads the readers' burden, the writer's reluctance and thanks for patience in other words", () => {
    expect(named('That means a longer trip for many of you.')).toBe(true);
    expect(named('A lot of you have built your week around it.')).toBe(true);
    expect(named('We know some of you are on older phones.')).toBe(true);
    expect(named("It's a change we didn't want to make.")).toBe(true);
    expect(named("It wasn't a decision we wanted to make.")).toBe(true);
    expect(named('Thanks for being patient with us over the long weekend.')).toBe(true);
    expect(named('Thanks for bearing with the change.')).toBe(true);
    expect(named('Nothing else changes for you.')).toBe(true);
  });
  it('passes readers who asked, the news itself and a present wish that sells', () => {
    expect(named('Many of you have asked for dark mode.')).toBe(false);
    expect(named('Some of you were charged twice.')).toBe(false);
    expect(named("We don't want you to miss out on the sale.")).toBe(false);
    expect(named("You don't need to do anything; the fee will be taken automatically.")).toBe(false);
  });
});

describe('burdenNamed, twelfth pass', () => {
  it('reads a share of the readers named by their group, with what gets worse for them', () => {
    expect(named('This will make weekend trips harder for some riders.')).toBe(true);
    expect(named('That means a longer walk for many residents.')).toBe(true);
    expect(named('Some riders wrote to us about it.')).toBe(false);
  });
});
