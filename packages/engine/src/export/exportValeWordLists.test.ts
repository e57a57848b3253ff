import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TextFormat } from '../document/types.ts';
import { exportValeStyle } from './exportValeStyle.ts';
import { simulate, type SimulatedAlert } from './valeSimulator.ts';
import type { ValeRule } from './valeTypes.ts';

// The Vale rules follow the engine's word lists where the rules read them (data modules).
function alerts(
  id: string,
  text: string,
  params: Readonly<Record<string, unknown>> = {},
  format?: TextFormat,
): SimulatedAlert[] {
  return exportValeStyle({ name: 'Lists', rules: [{ id, params }] })
    .filter((file) => file.path.endsWith('.yml'))
    .flatMap((file) => simulate(parse(file.content) as ValeRule, text, format));
}

describe('Vale rules follow the rules’ word lists', () => {
  it('first-person-singular: the letter "I" passes, "I am" becomes "we are"', () => {
    expect(alerts('first-person-singular', 'Press the I key to edit.')).toEqual([]);
    expect(alerts('first-person-singular', 'I am glad and I was there.')).toEqual([
      { match: 'I am', expected: 'We are' },
      { match: 'I was', expected: 'we were' },
    ]);
    expect(alerts('first-person-singular', 'I will call.')).toEqual([{ match: 'I', expected: 'We' }]);
  });

  it('shouting: operators and names in capitals pass alone', () => {
    expect(alerts('shouting', 'Use AND to combine terms, as WHO and IT advise.')).toEqual([]);
    expect(alerts('shouting', 'Do NOT share it.').map((alert) => alert.match)).toEqual(['NOT']);
  });

  it('double-negatives: "no" as a word spoken passes', () => {
    expect(alerts('double-negatives', "Don't say no to a free trial.")).toEqual([]);
    expect(alerts('double-negatives', "We won't take no for an answer.")).toEqual([]);
    expect(alerts('double-negatives', "We don't have no time.")).toHaveLength(1);
  });

  it('heading-punctuation: only the listed abbreviations and initials pass', () => {
    const heading = (text: string): number =>
      alerts('heading-punctuation', `# ${text}\n\nText.`, {}, 'markdown').length;
    expect([heading('Tools, etc.'), heading('Acme vs. Globex'), heading('Made in the U.S.')]).toEqual([
      0, 0, 0,
    ]);
    expect(heading('Go.')).toBe(1);
  });

  it('number-style: a numeral next to a month passes', () => {
    expect(alerts('number-style', 'We meet on 3 March.', { max: 9 })).toEqual([]);
    expect(alerts('number-style', 'March 3 works for us.', { max: 9 })).toEqual([]);
    expect(alerts('number-style', 'We hired 3 people.', { max: 9 })).toHaveLength(1);
    expect(alerts('number-style', 'She is 5 years old.', { max: 9 })).toEqual([]);
    expect(alerts('number-style', 'She worked here for 5 years.', { max: 9 })).toHaveLength(1);
  });

  it('oxford-comma: pairs and verbs with their objects are not list items', () => {
    const use = (text: string): number => alerts('oxford-comma', text, { style: 'use' }).length;
    expect(use('We tested it, both fast and slow.')).toBe(0);
    expect(use('We sell apples, pears and plums.')).toBe(1);
  });

  it('contractions: the next word decides the full form', () => {
    const avoid = (text: string): SimulatedAlert[] => alerts('contractions', text, { style: 'avoid' });
    expect(avoid("It's been a long week.")).toEqual([{ match: "It's", expected: 'It has' }]);
    expect(avoid("It's late.")).toEqual([{ match: "It's", expected: 'It is' }]);
    expect(avoid("I'd like tea.")).toEqual([{ match: "I'd", expected: 'I would' }]);
    expect(avoid("I'd gone home.")).toEqual([{ match: "I'd", expected: 'I had' }]);
    expect(avoid("I'd go.")).toEqual([{ match: "I'd", expected: 'I would|I had' }]);
  });
});
