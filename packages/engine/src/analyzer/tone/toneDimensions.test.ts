import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analyzeText.ts';

const tone = (text: string) => analyzeText(text, { maxDrivers: 10 }).tone;

describe('tone dimensions', () => {
  it('places formal and casual text at opposite ends of formal↔casual', () => {
    const formal = tone('Pursuant to the agreement, the invoice shall be settled prior to the deadline.');
    const casual = tone("Hey folks, we're gonna ship it tomorrow, no worries!");
    expect(formal.formalCasual).toMatchObject({
      id: 'formal-casual',
      left: 'formal',
      right: 'casual',
      label: 'formal',
    });
    expect(formal.formalCasual.value).toBeLessThan(-50);
    expect(casual.formalCasual.label).toBe('casual');
    expect(casual.formalCasual.value).toBeGreaterThan(50);
  });

  it('reads humour markers as funny and risk vocabulary as serious', () => {
    const funny = tone('Oops, our server took a nap, haha. Fun fact: it snores 😂.');
    const serious = tone('A security breach is a critical incident. You must report it within one hour.');
    expect(funny.seriousFunny.label).toBe('funny');
    expect(serious.seriousFunny.label).toBe('serious');
    expect(serious.seriousFunny.drivers[0]?.markers).toContain('serious “critical”');
  });

  it('reads politeness as respectful and dismissive slang as irreverent', () => {
    const polite = tone('Thank you for your patience. Could you please send us the file?');
    const rude = tone('Whatever, the old app sucks. Who cares about the rules?');
    expect(polite.respectfulIrreverent.label).toBe('respectful');
    expect(rude.respectfulIrreverent.label).toBe('irreverent');
    expect(rude.respectfulIrreverent.value).toBeGreaterThan(50);
  });

  it('reads exclamations and delight as enthusiastic, plain figures as matter-of-fact', () => {
    const excited = tone("Wow, we're thrilled to launch this amazing feature! You'll love it!");
    const factual = tone('The update ships on 4 May. It adds 2 reports and removes 1 setting.');
    expect(excited.enthusiasticMatterOfFact.label).toBe('enthusiastic');
    expect(excited.enthusiasticMatterOfFact.value).toBeLessThan(-50);
    expect(factual.enthusiasticMatterOfFact.label).toBe('matter-of-fact');
  });

  it('keeps plain text neutral where no marker speaks', () => {
    const plain = tone('The file has two pages. The second page lists the prices.');
    expect(plain.formalCasual).toMatchObject({ value: 0, label: 'neutral', drivers: [] });
    expect(plain.respectfulIrreverent.label).toBe('neutral');
  });

  it('gives drivers whose contributions add up to the value when every sentence has markers', () => {
    const text = "We're gonna ship it! Therefore, the committee shall convene. You'll love it.";
    const dimension = tone(text).formalCasual;
    const sum = dimension.drivers.reduce((total, driver) => total + driver.contribution, 0);
    expect(dimension.drivers).toHaveLength(3);
    expect(sum).toBeCloseTo(dimension.value, 0);
    for (const driver of dimension.drivers) expect(text.slice(driver.from, driver.to)).toBe(driver.text);
  });

  it('orders drivers by the size of their contribution', () => {
    const drivers = tone("It's fine. Hey folks, we're gonna ship it, it's kinda cool, y'all.").formalCasual
      .drivers;
    const sizes = drivers.map((driver) => Math.abs(driver.contribution));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(drivers[0]?.text).toMatch(/^Hey folks/);
  });

  it('stays within −100..100', () => {
    const extreme = tone("Haha lol lmao 😂🤣 jk, kidding, hilarious, y'all gonna wanna laugh!!!");
    const { formalCasual, seriousFunny, respectfulIrreverent, enthusiasticMatterOfFact } = extreme;
    for (const dimension of [formalCasual, seriousFunny, respectfulIrreverent, enthusiasticMatterOfFact]) {
      expect(Math.abs(dimension.value)).toBeLessThanOrEqual(100);
    }
  });
});
