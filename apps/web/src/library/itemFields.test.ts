import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, descriptionError, nameError, promptContentError } from './itemFields.ts';

describe('item field checks', () => {
  it('requires a name of at most 200 characters', () => {
    expect(nameError('  ')).toBe(FIELD_MESSAGES.nameRequired);
    expect(nameError('x'.repeat(201))).toBe(FIELD_MESSAGES.nameTooLong);
    expect(nameError(' Brand names ')).toBeNull();
  });

  it('allows an empty description but not a very long one', () => {
    expect(descriptionError('')).toBeNull();
    expect(descriptionError('d'.repeat(2001))).toBe(FIELD_MESSAGES.descriptionTooLong);
  });

  it('requires prompt content within its limit', () => {
    expect(promptContentError('\n')).toBe(FIELD_MESSAGES.contentRequired);
    expect(promptContentError('c'.repeat(20_001))).toBe(FIELD_MESSAGES.contentTooLong);
    expect(promptContentError('Shorten this.')).toBeNull();
  });
});
