import { BUILDER_LIMITS } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import type { BuilderFormValues } from './builderForm.ts';
import { emptyBuilderForm, hasErrors, newSample, toBuilderBody, validateBuilderForm } from './builderForm.ts';

function form(overrides: Partial<BuilderFormValues> = {}): BuilderFormValues {
  return { ...emptyBuilderForm(), name: 'Support voice', samples: [newSample('Hello there.')], ...overrides };
}

describe('the builder form', () => {
  it('starts with a name to give and one empty sample', () => {
    const values = emptyBuilderForm();
    expect(values.samples).toHaveLength(1);
    const errors = validateBuilderForm(values);
    expect(errors.name).toBe('Give the guide a name.');
    expect(errors.samples).toBe('Add at least one sample text: paste it, or upload a .txt or .md file.');
    expect(hasErrors(errors)).toBe(true);
  });

  it('accepts a name and one non-empty sample; blank samples are left out of the body', () => {
    const values = form({
      name: '  Support voice ',
      description: ' Warm ',
      samples: [newSample('First text.'), newSample('   '), newSample('Second text.', 'news.md')],
      requiredTermsGlossaryId: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a601',
    });
    expect(hasErrors(validateBuilderForm(values))).toBe(false);
    expect(toBuilderBody(values)).toEqual({
      name: 'Support voice',
      description: 'Warm',
      texts: ['First text.', 'Second text.'],
      forbiddenTermsGlossaryId: null,
      requiredTermsGlossaryId: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a601',
      exactSpellingGlossaryId: null,
    });
  });

  it('refuses only blank samples', () => {
    const errors = validateBuilderForm(form({ samples: [newSample(' \n '), newSample('')] }));
    expect(errors.samples).toMatch(/^Add at least one sample text/);
  });

  it("keeps to the contract's limits: one text, all texts together, their number, name and description", () => {
    const long = newSample('a'.repeat(BUILDER_LIMITS.textLength + 1));
    expect(validateBuilderForm(form({ samples: [long] })).sample[long.key]).toBe(
      'A sample text can have at most 200,000 characters; this one has 200,001.',
    );

    const big = Array.from({ length: 6 }, () => newSample('b'.repeat(BUILDER_LIMITS.textLength)));
    expect(validateBuilderForm(form({ samples: big })).samples).toBe(
      'The sample texts can have at most 1,000,000 characters together; they have 1,200,000.',
    );

    const many = Array.from({ length: BUILDER_LIMITS.texts + 1 }, () => newSample('c'));
    expect(validateBuilderForm(form({ samples: many })).samples).toBe(
      'Use at most 100 sample texts; there are 101.',
    );

    const errors = validateBuilderForm(form({ name: 'n'.repeat(201), description: 'd'.repeat(2001) }));
    expect(errors.name).toBe('The name can have at most 200 characters.');
    expect(errors.description).toBe('The description can have at most 2,000 characters.');
  });

  it('refuses characters the server cannot store', () => {
    const sample = newSample('bad \u0000 text');
    expect(validateBuilderForm(form({ samples: [sample] })).sample[sample.key]).toMatch(/cannot be saved/);
  });
});
