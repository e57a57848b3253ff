import { describe, expect, it } from 'vitest';
import { glossary } from '../api/test/fixtures.ts';
import { glossaryOptions } from './glossaryOptions.ts';

describe('glossary options of the builder', () => {
  it('groups own and public glossaries by name, with their term count', () => {
    const own = glossary({ id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a601', name: 'Brand names' });
    const ownDisabled = glossary({
      id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a602',
      name: 'Avoid',
      disabled: true,
      terms: [],
    });
    const shared = glossary({
      id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a603',
      name: 'Inclusive terms',
      publicObject: true,
    });
    expect(glossaryOptions([shared, own, ownDisabled])).toEqual([
      {
        group: 'My glossaries',
        items: [
          { value: ownDisabled.id, label: 'Avoid (0 terms, disabled)' },
          { value: own.id, label: 'Brand names (1 term)' },
        ],
      },
      { group: 'Public glossaries', items: [{ value: shared.id, label: 'Inclusive terms (1 term)' }] },
    ]);
  });

  it('leaves out an empty group', () => {
    expect(glossaryOptions([])).toEqual([]);
  });
});
