import { describe, expect, it } from 'vitest';
import { profile } from '../api/test/fixtures.ts';
import { checkProfileForm, formValuesOf, profileChanges } from './profileForm.ts';

describe('the profile form', () => {
  it('starts from the profile, an empty company size as an empty field', () => {
    expect(formValuesOf(profile({ companySize: null }))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companySize: '',
      positionCode: 'WRITER',
      positionText: '',
      priorityCode: 'TONE',
      priorityText: '',
      aiAssistantPersonality: 1,
    });
  });

  it('saves nothing when nothing changed', () => {
    expect(profileChanges(profile(), formValuesOf(profile()))).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    const values = {
      ...formValuesOf(profile()),
      firstName: '  Grace ',
      companySize: 40,
      aiAssistantPersonality: 0 as const,
    };
    expect(profileChanges(profile(), values)).toEqual({
      firstName: 'Grace',
      companySize: 40,
      aiAssistantPersonality: 0,
    });
  });

  it('sends the OTHER texts only with OTHER, and empties them when the code changes away', () => {
    const other = { ...formValuesOf(profile()), positionCode: 'OTHER' as const, positionText: 'Copy chief' };
    expect(profileChanges(profile(), other)).toEqual({ positionCode: 'OTHER', positionText: 'Copy chief' });
    const before = profile({ positionCode: 'OTHER', positionText: 'Copy chief' });
    const away = { ...formValuesOf(before), positionCode: 'EDITOR' as const };
    expect(profileChanges(before, away)).toEqual({ positionCode: 'EDITOR', positionText: '' });
  });

  it('clears the company size as null', () => {
    expect(profileChanges(profile(), { ...formValuesOf(profile()), companySize: '' })).toEqual({
      companySize: null,
    });
  });

  it('checks lengths and the company size as the contract limits them', () => {
    const values = formValuesOf(profile());
    expect(checkProfileForm(values)).toEqual({});
    expect(
      checkProfileForm({
        ...values,
        firstName: 'x'.repeat(101),
        companySize: 0,
        positionCode: 'OTHER',
        positionText: 'y'.repeat(201),
      }),
    ).toEqual({
      firstName: 'At most 100 characters.',
      companySize: 'A whole number from 1 to 10,000,000.',
      positionText: 'At most 200 characters.',
    });
    expect(checkProfileForm({ ...values, companySize: 2.5 })).toHaveProperty('companySize');
    expect(checkProfileForm({ ...values, companySize: 10_000_001 })).toHaveProperty('companySize');
    // A long text that will not be sent (the code is not OTHER) is no error.
    expect(checkProfileForm({ ...values, priorityText: 'z'.repeat(300) })).toEqual({});
  });
});
