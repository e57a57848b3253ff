import { TEXT_LIMITS } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { guide } from '../api/test/fixtures.ts';
import { guideAccess } from './guideAccess.ts';
import { glossaryChoices } from './glossaryChoices.ts';
import { copyOfGuide, guideFieldErrors } from './guideForm.ts';
import { glossary } from '../api/test/fixtures.ts';

describe('guide name and description', () => {
  it('need a name within the limit, and a description within its limit', () => {
    expect(guideFieldErrors({ name: 'Support voice', description: '' })).toEqual({});
    expect(guideFieldErrors({ name: '   ', description: '' })).toEqual({ name: 'Give the guide a name.' });
    expect(guideFieldErrors({ name: 'x'.repeat(TEXT_LIMITS.name + 1), description: '' }).name).toMatch(
      /at most 200 characters/,
    );
    expect(
      guideFieldErrors({ name: 'ok', description: 'x'.repeat(TEXT_LIMITS.description + 1) }).description,
    ).toMatch(/at most 2000 characters/);
  });
});

describe('copyOfGuide', () => {
  it('copies name, description and rules, leaving out glossaries the user cannot use', () => {
    const shared = guide({
      name: 'Sales voice',
      rules: [
        { id: 'passive-voice' },
        { id: 'forbidden-terms', params: { glossaryId: 'theirs', terms: ['cheap'] } },
        { id: 'required-terms', params: { glossaryId: 'public' } },
      ],
    });
    expect(copyOfGuide(shared, new Set(['public']))).toEqual({
      name: 'Sales voice (copy)',
      description: shared.description,
      rules: [
        { id: 'passive-voice' },
        { id: 'forbidden-terms', params: { terms: ['cheap'] } },
        { id: 'required-terms', params: { glossaryId: 'public' } },
      ],
    });
  });

  it('keeps the copy’s name within the limit', () => {
    const long = guide({ name: 'n'.repeat(TEXT_LIMITS.name) });
    const copy = copyOfGuide(long, new Set());
    expect(copy.name).toHaveLength(TEXT_LIMITS.name);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
  });
});

describe('guideAccess', () => {
  it('tells own, predefined and shared-with-me guides apart as the library does', () => {
    expect(guideAccess(guide({ ownerName: 'Write the Tone' }), 'ada@example.com')).toBe('predefined');
    expect(guideAccess(guide({ ownerName: 'ada@example.com', shared: true }), 'ada@example.com')).toBe('own');
    expect(guideAccess(guide({ ownerName: 'old@example.com', shared: false }), 'ada@example.com')).toBe(
      'own',
    );
    expect(guideAccess(guide({ ownerName: 'bo@example.com', shared: true }), 'ada@example.com')).toBe(
      'sharedWithMe',
    );
  });
});

describe('glossaryChoices', () => {
  it('offers the user’s glossaries, then the public ones, and marks disabled ones', () => {
    const mine = glossary({ id: 'a', name: 'Brand names' });
    const off = glossary({ id: 'b', name: 'Old words', disabled: true });
    const pub = glossary({ id: 'c', name: 'Plain words', publicObject: true });
    expect(glossaryChoices([pub, mine, off])).toEqual([
      {
        group: 'My glossaries',
        items: [
          { value: 'a', label: 'Brand names' },
          { value: 'b', label: 'Old words (disabled)' },
        ],
      },
      { group: 'Public glossaries', items: [{ value: 'c', label: 'Plain words' }] },
    ]);
    expect(glossaryChoices([])).toEqual([]);
  });
});
