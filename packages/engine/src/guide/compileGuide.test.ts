import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide, validateGuide } from './compileGuide.ts';
import { GuideError } from './guideError.ts';

describe('compileGuide', () => {
  it('compiles a valid guide, applying parameter defaults', () => {
    const guide = compileGuide({
      name: 'Support',
      rules: [{ id: 'max-sentence-length' }, { id: 'greeting-check' }],
    });
    expect(guide.rules.map((rule) => [rule.info.id, rule.params])).toEqual([
      ['max-sentence-length', { max: 25 }],
      ['greeting-check', {}],
    ]);
    expect(guide.blockRules).toHaveLength(1);
    expect(guide.documentRules).toHaveLength(1);
  });

  it('lists every problem with its path: unknown rule, unknown parameter, wrong type, out of range', () => {
    const issues = validateGuide({
      name: 'Bad',
      rules: [
        { id: 'max-sentence-lenght' },
        { id: 'max-sentence-length', params: { max: 'ten' } },
        { id: 'max-sentence-count', params: { max: 0 } },
        { id: 'passive-voice', params: { strict: true } },
        { id: 'forbidden-terms', params: { terms: [42] } },
      ],
    });
    expect(issues).toEqual([
      {
        path: 'rules[0].id',
        message:
          'There is no rule "max-sentence-lenght". Did you mean "max-sentence-length" or "max-sentence-count"?',
      },
      {
        path: 'rules[1].params.max',
        message: 'Parameter "max" of max-sentence-length must be a whole number, not the text "ten".',
      },
      {
        path: 'rules[2].params.max',
        message: 'Parameter "max" of max-sentence-count must be at least 1, not 0.',
      },
      { path: 'rules[3].params.strict', message: 'Rule passive-voice takes no parameters; remove "strict".' },
      {
        path: 'rules[4].params.terms',
        message:
          'Parameter "terms" of forbidden-terms item 0 must be a text or {term, suggestions?, note?}, not a number.',
      },
    ]);
    expect(() => compileGuide({ name: 'Bad', rules: [{ id: 'nope' }] })).toThrow(GuideError);
  });

  it('refuses a guide that is not {name, rules}', () => {
    expect(validateGuide(null)).toEqual([{ path: '', message: 'A guide must be an object {name, rules}.' }]);
    expect(validateGuide({ rules: 'x' })).toEqual([
      { path: 'name', message: 'The guide needs a name (a text).' },
      { path: 'rules', message: 'The guide needs "rules": a list of {id, params}.' },
    ]);
  });

  it('resolves glossaries by id from a function, a Map or a record, and reports an unknown one', () => {
    const terms = [{ term: 'utilize', suggestions: ['use'] }];
    const guide = {
      name: 'G',
      rules: [{ id: 'forbidden-terms', params: { glossaryId: 'plain', terms: ['leverage'] } }],
    };
    for (const glossaries of [
      (id: string) => (id === 'plain' ? terms : undefined),
      new Map([['plain', { terms }]]),
      { plain: terms },
    ]) {
      const result = checkText('We utilize and leverage it.', compileGuide(guide, { glossaries }));
      expect(result.findings.map((finding) => finding.suggestions)).toEqual([['use'], []]);
    }
    expect(validateGuide(guide)).toEqual([
      { path: 'rules[0].params.glossaryId', message: 'There is no glossary "plain".' },
    ]);
  });
});
