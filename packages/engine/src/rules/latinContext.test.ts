import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

const guide = compileGuide({ name: 'latin', rules: [{ id: 'latin-abbreviations' }] });
const found = (text: string) =>
  checkText(text, guide, { format: 'plain' }).findings.map((finding) => text.slice(finding.from, finding.to));

describe('latin-abbreviations in context', () => {
  it('reads capitals with dots as the abbreviation unless a name follows', () => {
    expect(found('N.B. The office is closed.')).toEqual(['N.B.']);
    expect(found('E.G. you can sort by date.')).toEqual(['E.G.']);
    expect(found('I.E. Smith signed the contract.')).toEqual([]);
    expect(found('See the IE and EG offices.')).toEqual([]);
  });

  it('reads "NB", "eg" and "ie" without dots only where they are used', () => {
    expect(found('NB: your password expires.')).toEqual(['NB']);
    expect(found('Copy it from the NB column.')).toEqual([]);
    expect(found('Add tags, eg, billing.')).toEqual(['eg']);
    expect(found('Use the --ie flag.')).toEqual([]);
    expect(found('The Irish site is example.ie.')).toEqual([]);
  });

  it('leaves a word quoted as a word, the viz noun and a name alone', () => {
    expect(found('Write "for example" instead of "e.g." in our docs.')).toEqual([]);
    expect(found('Publish your viz to Tableau Public.')).toEqual([]);
    expect(found('Two plans, viz. Basic and Pro.')).toHaveLength(1);
    expect(found('Circa, our timeline app, syncs.')).toEqual([]);
    expect(found('The lease runs for circa two years.')).toEqual(['circa']);
  });
});
