import { describe, expect, it } from 'vitest';
import {
  guideRuleErrors,
  paramErrors,
  paramFields,
  paramValue,
  paramValueText,
  withParam,
  withTermTexts,
} from './ruleParams.ts';
import { catalogueById } from './ruleGroups.ts';
import { CATALOGUE, rule } from './test/catalogue.ts';

describe('the generated parameter form', () => {
  it('gives each catalogue parameter an input: number with range, choice, list, terms and glossary', () => {
    expect(paramFields(rule('max-sentence-length'))).toEqual([
      expect.objectContaining({
        kind: 'integer',
        label: 'Most words a sentence may have.',
        min: 3,
        max: 200,
      }),
    ]);
    expect(paramFields(rule('contractions'))).toEqual([
      expect.objectContaining({ kind: 'choice', options: ['use', 'avoid'] }),
    ]);
    expect(paramFields(rule('jargon')).map((field) => field.kind)).toEqual(['list']);
    expect(paramFields(rule('forbidden-terms')).map((field) => [field.kind, field.label])).toEqual([
      ['terms', 'Terms'],
      ['glossary', 'Glossary'],
    ]);
    expect(paramFields(rule('passive-voice'))).toEqual([]);
  });

  it('gives every parameter of the whole catalogue a known input', () => {
    for (const info of CATALOGUE) {
      expect(paramFields(info)).toHaveLength(info.parameters.length);
    }
  });

  it('shows the default until a value is set, and forgets a value taken out', () => {
    const [field] = paramFields(rule('max-sentence-length'));
    if (field === undefined) throw new Error('no field');
    expect(paramValue({}, field.parameter)).toBe(25);
    const set = withParam({}, 'max', 18);
    expect(paramValue(set, field.parameter)).toBe(18);
    expect(withParam({ max: 18, other: 1 }, 'max', undefined)).toEqual({ other: 1 });
  });

  it('keeps a term’s suggestions and note when other terms change', () => {
    const before = [{ term: 'utilize', suggestions: ['use'] }, 'leverage'];
    expect(withTermTexts(before, ['utilize', 'synergy'])).toEqual([
      { term: 'utilize', suggestions: ['use'] },
      'synergy',
    ]);
  });
});

describe('parameter validation', () => {
  it('wants whole numbers within the catalogue’s range', () => {
    const info = rule('max-sentence-length');
    expect(paramErrors(info, {})).toEqual({});
    expect(paramErrors(info, { max: 18 })).toEqual({});
    const message = 'Enter a whole number from 3 to 200.';
    expect(paramErrors(info, { max: 500 })).toEqual({ max: message });
    expect(paramErrors(info, { max: 2 })).toEqual({ max: message });
    expect(paramErrors(info, { max: 12.5 })).toEqual({ max: message });
    expect(paramErrors(info, { max: '' })).toEqual({ max: message });
  });

  it('wants a choice among the options, texts in lists, and a text glossary id', () => {
    expect(paramErrors(rule('contractions'), { style: 'sometimes' })).toEqual({
      style: 'Choose one of: use, avoid.',
    });
    expect(paramErrors(rule('jargon'), { allow: ['leverage', 3] })).toEqual({
      allow: 'Enter a list of phrases.',
    });
    expect(paramErrors(rule('forbidden-terms'), { terms: ['ok', { term: '' }], glossaryId: 7 })).toEqual({
      terms: 'Every term needs a text.',
      glossaryId: 'Enter a text.',
    });
  });

  it('lists the errors of a guide by rule index', () => {
    const errors = guideRuleErrors(
      [{ id: 'passive-voice' }, { id: 'emoji', params: { max: -1 } }, { id: 'unknown-rule' }],
      catalogueById(CATALOGUE),
    );
    expect([...errors.entries()]).toEqual([[1, { max: 'Enter a whole number from 0 to 1000.' }]]);
  });
});

describe('read-only values', () => {
  it('says a value in words, with the glossary’s name', () => {
    const [terms, glossary] = paramFields(rule('forbidden-terms'));
    if (terms === undefined || glossary === undefined) throw new Error('no fields');
    const nameOf = (id: string) => (id === 'g1' ? 'Banned words' : null);
    expect(paramValueText(terms, ['utilize', { term: 'leverage' }], nameOf)).toBe('utilize, leverage');
    expect(paramValueText(terms, [], nameOf)).toBe('none');
    expect(paramValueText(glossary, 'g1', nameOf)).toBe('Banned words');
    expect(paramValueText(glossary, 'g2', nameOf)).toBe('a glossary you cannot open');
    expect(paramValueText(glossary, undefined, nameOf)).toBe('not set');
  });
});
